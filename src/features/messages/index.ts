// What the app may use of messages: the chat screen.
export { ChatScreen } from './chat-screen';
