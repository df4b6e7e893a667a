// What other features may use of auth.
export { authApi } from './auth-api';
export { loggedOut, selectAccount, selectToken } from './auth-slice';
export { useCurrentUser } from './use-current-user';
