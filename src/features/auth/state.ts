// What other features' slices may use of auth: its state, without a screen or a hook.
export { loggedOut, selectAccount } from './auth-slice';
