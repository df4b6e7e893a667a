// The store half of the app chunk, evaluated a task before its screens (app-loader.ts).
import { makeStore } from '../app/store';
import { adoptEarlyCalls, fetchWithEarlyCalls } from './early-calls';
import { pictureFollowsScreen } from './picture/picture-follows-screen';
export { sessionFollowed } from '../app/session';
export { signIn } from '../features/auth/sign-in';

/** The store as a start-up makes it: it takes the early calls' answers, and the picture follows
 * the screen a start-up would open. */
export const makeStartedStore = () => {
  // here, with the app's chunk: a new visitor's first load has no code for early calls
  adoptEarlyCalls();
  const store = makeStore(undefined, { fetch: fetchWithEarlyCalls });
  pictureFollowsScreen(store);
  return store;
};
