/**
 * The store half of the signed-in app's chunk: what a start-up needs before the first screen
 * (the store, and the actions the entry dispatches on it). start-up.tsx loads it first and the
 * screens (app.tsx, the same chunk) a task later, so a phone runs three shorter tasks (this
 * half's modules, the store, the screens' modules) instead of one long one.
 */
import { makeStore } from '../app/store';
import { fetchWithEarlyCalls } from './early-calls';
import { forgetPictureWithSession } from './picture/forget-with-session';
export { sessionFollowed } from '../app/session';
export { signIn } from '../features/auth/sign-in';

/** The store as a start-up makes it: it takes the early calls' answers, and the picture follows
 * the session. */
export const makeStartedStore = () => {
  const store = makeStore(undefined, { fetch: fetchWithEarlyCalls });
  forgetPictureWithSession(store);
  return store;
};
