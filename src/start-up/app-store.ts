// The store half of the app chunk, evaluated a task before its screens (app-loader.ts).
import { makeStore, type AppStore } from '../app/store';
import { adoptEarlyCalls, fetchWithEarlyCalls } from './early-calls';
import { pictureFollowsScreen, stopPictureFollowing } from './picture/picture-follows-screen';
export { sessionFollowed } from '../app/session';
export { signIn } from '../features/auth/sign-in';
export { selectAccountUnreachable } from '../features/auth/account-unreachable';

/** What a start-up adds to a store: the picture follows the screen the next start-up opens. */
export const followedByStartUp = (store: AppStore) => pictureFollowsScreen(store);
/** A test's app is gone with the test: nothing follows it any more. */
export const stopStartUpFollowing = stopPictureFollowing;

/** The store as a start-up makes it: it takes the early calls' answers, and the picture follows
 * the screen a start-up would open. */
export const makeStartedStore = () => {
  // here, with the app's chunk: a new visitor's first load has no code for early calls
  adoptEarlyCalls();
  const store = makeStore(undefined, { fetch: fetchWithEarlyCalls });
  followedByStartUp(store);
  return store;
};
