// What other features may use of messages.
export { messageSearchText } from './search-text';
