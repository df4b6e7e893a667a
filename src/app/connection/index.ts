// What the features may use of the connection: its page and its state.
export { ConnectionPage } from './connection-notice';
export { selectConnection } from './connection-slice';
