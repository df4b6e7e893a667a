// What other features may use of messages.
export { searchNeedle } from './find-in-chat';
export { messageSearchText } from './search-text';
export { FIND_IN_CHAT_NAME } from './find-in-chat-field';
export { PROMPT_NAME } from './prompt-name';
export { sendSucceeded } from './composer-slice';
