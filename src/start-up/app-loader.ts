import { nextTask } from '../components/when-idle';
import { readStoredToken } from '../features/auth/stored-token';
import { loadAppMessages } from '../features/language';

/**
 * The first load holds React, the theme and the login card, and nothing else. The signed-in
 * app (store, RTK Query, router, screens) is its own chunk: a returning visitor loads it at once
 * (index.html preloads it), a new visitor while filling in the card. Its parts share that chunk
 * but are evaluated apart (see appStarter).
 */
export const loadAppChunk = () => import(/* webpackChunkName: "app" */ './app-chunk');
const loadAppStore = () => import(/* webpackChunkName: "app" */ './app-store');
const loadAppScreens = () => import(/* webpackChunkName: "app" */ '../app/app');

type AppModule = Awaited<ReturnType<typeof loadAppStore>> &
  Awaited<ReturnType<typeof loadAppScreens>>;
export interface RunningApp {
  module: AppModule;
  store: ReturnType<AppModule['makeStartedStore']>;
}

/**
 * The page's way to start the app: loads its chunk and makes the store once the backend can
 * answer (offline: once the mock backend runs). One store per page: a failed login and the next
 * attempt share it; a failed load is tried again next time.
 */
export const appStarter = (backend: Promise<unknown>) => {
  let running: Promise<RunningApp> | undefined;
  return (): Promise<RunningApp> => {
    // each step in a task of its own, so a phone runs several short tasks instead of one long
    // one: the chunk's script is compiled in the task it arrives in, then the store's modules
    // are evaluated, the store is made, and the screens' modules are evaluated, a task each
    running ??= Promise.all([loadAppChunk(), loadAppMessages(), backend])
      .then(async () => {
        await nextTask();
        const storeHalf = await loadAppStore();
        await nextTask();
        const store = storeHalf.makeStartedStore();
        await nextTask();
        const screens = await loadAppScreens();
        return { module: { ...storeHalf, ...screens }, store };
      })
      .catch((error: unknown) => {
        running = undefined;
        throw error;
      });
    return running;
  };
};
export type StartApp = ReturnType<typeof appStarter>;

/** Whether the stored session (or, offline, the payment page) means the app opens at once. */
export const opensSignedIn = (pathname: string) =>
  readStoredToken() !== null || (__MOCK__ && pathname.startsWith('/mock-checkout/'));
