import { useEffect, useState } from 'react';
import { CenteredPage } from '../components/centered-page';
import { toast } from '../components/toast';
import { nextTask } from '../components/when-idle';
import { networkError } from '../components/network-error';
import {
  dismissStartSnapshot,
  dismissStartSnapshotWhenStill,
} from '../components/start-snapshot-overlay';
import { readStoredToken, TOKEN_KEY } from '../features/auth/stored-token';
import { LoginScreen, type TypedBeforeStart } from '../features/auth/login-screen';
import type { AuthRequest } from '../features/auth/sign-in';
import { BaseProviders } from './base-providers';
import { ErrorScreen } from './layout/error-screen';

/**
 * The first load holds React, the theme and the login card, and nothing else. The signed-in
 * app (store, RTK Query, router, screens) is its own chunk: a returning visitor loads it at once
 * (index.html preloads it), a new visitor while filling in the card.
 */
export const loadApp = () => import(/* webpackChunkName: "app" */ './app');

type AppModule = Awaited<ReturnType<typeof loadApp>>;
export interface RunningApp {
  module: AppModule;
  store: ReturnType<AppModule['makeStore']>;
}

/**
 * The page's way to start the app: loads its chunk and makes the store once the backend can
 * answer (offline: once the mock backend runs). One store per page: a failed login and the next
 * attempt share it; a failed load is tried again next time.
 */
export const appStarter = (backend: Promise<unknown>) => {
  let running: Promise<RunningApp> | undefined;
  return (): Promise<RunningApp> => {
    running ??= Promise.all([loadApp(), backend]).then(
      // the chunk's modules are evaluated in the task its script ran in: the store is made in
      // the next one, so a phone runs two shorter tasks instead of one long one
      async ([module]) => {
        await nextTask();
        return { module, store: module.makeStore() };
      },
      (error: unknown) => {
        running = undefined;
        throw error;
      },
    );
    return running;
  };
};
export type StartApp = ReturnType<typeof appStarter>;

/** Whether the stored session (or, offline, the payment page) means the app opens at once. */
export const opensSignedIn = (pathname: string) =>
  readStoredToken() !== null || (__MOCK__ && pathname.startsWith('/mock-checkout/'));

const warmUp = () => {
  loadApp().catch(() => undefined);
};

interface StartUpProps {
  /** the already running app of a returning visitor, or why it could not start */
  app: RunningApp | 'failed' | null;
  startApp: StartApp;
  /** what was done to the prerendered card before hydration (see typed-before-start.ts) */
  typedBeforeStart?: () => TypedBeforeStart;
}

/**
 * The login card alone, until a login succeeds (here or in another tab); then the app, with the
 * store that signed in.
 */
export const StartUp = ({ app: initial, startApp, typedBeforeStart }: StartUpProps) => {
  const [app, setApp] = useState(initial);

  // the picture of the last screen, if index.html shows one, gives way to the live app once it
  // is laid out beneath it, and at once to anything else
  useEffect(() => {
    const root = document.getElementById('root');
    if (app && app !== 'failed' && root) return dismissStartSnapshotWhenStill(root);
    dismissStartSnapshot();
  }, [app]);

  useEffect(() => {
    if (app) return;
    // the first touch of the card fetches the app: by the time the form is sent, it is here
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    events.forEach((name) => document.addEventListener(name, warmUp, { once: true }));
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_KEY || !event.newValue) return;
      const token = event.newValue;
      startApp().then(
        (started) => {
          started.store.dispatch(started.module.sessionFollowed(token));
          setApp(started);
        },
        // the app could not be downloaded: the card stays, and its own sign-in tries again
        () => undefined,
      );
    };
    window.addEventListener('storage', onStorage);
    return () => {
      events.forEach((name) => document.removeEventListener(name, warmUp));
      window.removeEventListener('storage', onStorage);
    };
  }, [app, startApp]);

  const submit = async (request: AuthRequest) => {
    let started: RunningApp;
    try {
      started = await startApp();
    } catch (error) {
      toast.error(networkError(error));
      return;
    }
    if (await started.store.dispatch(started.module.signIn(request))) setApp(started);
  };

  return (
    <BaseProviders>
      {app === 'failed' ? (
        <CenteredPage>
          <ErrorScreen cause="download" />
        </CenteredPage>
      ) : app ? (
        <app.module.App store={app.store} />
      ) : (
        <LoginScreen onSubmit={submit} typedBeforeStart={typedBeforeStart} />
      )}
    </BaseProviders>
  );
};
