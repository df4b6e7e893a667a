// What other features may use of auth.
export { authApi } from './auth-api';
export * from './state';
export { useCurrentUser } from './use-current-user';
