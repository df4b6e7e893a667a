// What other features may use of messages.
export { searchNeedle } from './find-in-chat';
export { messageSearchText } from './search-text';
