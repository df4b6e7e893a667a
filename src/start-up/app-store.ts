// The store half of the app chunk, evaluated a task before its screens (app-loader.ts).
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
