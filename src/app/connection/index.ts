// What the features may use of the connection: its page and its state.
export { CONNECTION_TITLE_ID, ConnectionPage } from './connection-notice';
export { selectConnection } from './connection-slice';
export { useOnline } from './use-online';
