// What other features may use of the chat export.
export { exportChat } from './export-chat';
