// What other features may use of chats.
export { chatTitle } from './chat-title';
export { generatedImageName, promptBefore } from './reply-prompt';
export { chatCount } from './selection/chat-count';
export { CHAT_SEARCH_NAME } from './chat-title-filter';
export * from './state';
export { chatsApi, selectCreatingChat, selectNewestMadeChatId } from './chats-api';
export { useGoToChosenChat } from './use-chat-address';
export { useChatPlaces } from './use-chat-places';
export { useChats } from './use-chats';
export { useNewChat } from './use-new-chat';
export { NewChatIconButton } from './new-chat-button';
export { usePins } from './marks/use-marks';
