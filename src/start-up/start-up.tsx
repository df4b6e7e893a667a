import { useEffect, useState } from 'react';
import { CenteredPage } from '../components/centered-page';
import { toast } from '../components/toast';
import { networkError } from '../components/network-error';
import { startPictureShown } from './picture-shown';
import { PICTURE_OVERLAY_ID } from './picture/picture';
import { TOKEN_KEY } from '../features/auth/stored-token';
import { LoginScreen, type TypedBeforeStart } from '../features/auth/login-screen';
import type { AuthRequest } from '../features/auth/sign-in';
import { loadAppChunk, type RunningApp, type StartApp } from './app-loader';
import { BaseProviders } from '../app/base-providers';
import type { EmotionCacheFor } from '../app/direction-caches';
import { ErrorScreen } from '../app/layout/error-screen';

// what takes the picture away: a returning visitor's (index.html preloads it with the app's
// chunk), never in a new visitor's first load
const loadOverlay = () => import(/* webpackChunkName: "start-picture" */ './picture/overlay');

/** The picture goes at once: the code that hands it over could not load. */
const dropPicture = () => document.getElementById(PICTURE_OVERLAY_ID)?.remove();

// downloads the app's chunk and evaluates none of it: a tap on the card stays a short task
const warmUp = () => {
  loadAppChunk().catch(() => undefined);
};

interface StartUpProps {
  /** the already running app of a returning visitor, or why it could not start */
  app: RunningApp | 'failed' | null;
  startApp: StartApp;
  /** what was done to the prerendered card before hydration (see typed-before-start.ts) */
  typedBeforeStart?: () => TypedBeforeStart;
  /** Emotion's cache for each direction (see base-providers.tsx) */
  emotionCacheFor?: EmotionCacheFor;
}

/**
 * The login card alone, until a login succeeds (here or in another tab); then the app, with the
 * store that signed in.
 */
export const StartUp = ({
  app: initial,
  startApp,
  typedBeforeStart,
  emotionCacheFor,
}: StartUpProps) => {
  const [app, setApp] = useState(initial);

  // the picture of the last screen, if index.html shows one, gives way to the live app once it
  // is laid out beneath it (but not while the server cannot be reached), and at once to
  // anything else
  useEffect(() => {
    if (!startPictureShown()) return;
    let cancel = () => {};
    let gone = false;
    loadOverlay().then(({ dismissStartPicture, dismissStartPictureWhenStill }) => {
      if (gone) return;
      const root = document.getElementById('root');
      if (app && app !== 'failed' && root) {
        const { store, module } = app;
        cancel = dismissStartPictureWhenStill(root, () =>
          module.selectAccountUnreachable(store.getState()),
        );
      } else dismissStartPicture();
    }, dropPicture);
    return () => {
      gone = true;
      cancel();
    };
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
    <BaseProviders emotionCacheFor={emotionCacheFor}>
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
