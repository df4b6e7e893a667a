/**
 * The store half of the signed-in app's chunk: what a start-up needs before the first screen
 * (the store, and the actions the entry dispatches on it). start-up.tsx loads it first and the
 * screens (app.tsx, the same chunk) a task later, so a phone runs three shorter tasks (this
 * half's modules, the store, the screens' modules) instead of one long one.
 */
export { makeStore } from './store';
export { sessionFollowed } from './session';
export { signIn } from '../features/auth/sign-in';
