// What other features may use of the search within a chat.
export { useFindInChat, searchNeedle, type FindInChat } from './use-find-in-chat';
export { FindInChatField, FIND_IN_CHAT_NAME } from './find-in-chat-field';
export { FoldedFindInChat, FIND_IN_CHAT_OPENER } from './folded-find-in-chat';
export { clearHighlight, highlightText, SEARCH_HIGHLIGHT } from './search-highlight';
export { messageSearchText } from './search-text';
