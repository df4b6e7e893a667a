import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { adoptEarlyCalls } from './app/early-calls';
import { appStarter, opensSignedIn, StartUp, type RunningApp } from './app/start-up';
import { releaseHeldActions, watchTypedFields } from './app/typed-before-start';
import { createRecordingCache } from './components/recorded-styles';

const start = async () => {
  adoptEarlyCalls();
  // the DefinePlugin literal itself guards the import, so the real-backend bundle has no msw;
  // the login card comes alive meanwhile, and the app waits for the backend before its calls
  const backend: Promise<unknown> = __MOCK__
    ? import(/* webpackChunkName: "mock-backend" */ '../mocks/browser').then((mocks) =>
        mocks.startMockBackend(),
      )
    : Promise.resolve();
  const startApp = appStarter(backend);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // Emotion's default cache, recording what it inserts for the picture of the screen a visitor leaves
  const styleCache = createRecordingCache();
  const page = (startUp: ReactNode) => (
    <StrictMode>
      <CacheProvider value={styleCache}>{startUp}</CacheProvider>
    </StrictMode>
  );

  // a production build's index.html holds the login card, prerendered: a new visitor's is
  // hydrated at once, keeping what they typed meanwhile; anyone else's page replaces it
  // (index.html hides it from them until then). Either first render is a transition: React
  // renders it in slices of a few milliseconds and lets the browser in between (a tap or a key
  // on the card meanwhile hydrates it at once), so a phone's main thread is not blocked for the
  // whole of it. Later renders caused by the store are synchronous all the same (react-redux).
  if (!opensSignedIn(window.location.pathname) && container.hasChildNodes()) {
    const typedBeforeStart = watchTypedFields(container);
    startTransition(() => {
      hydrateRoot(
        container,
        page(<StartUp app={null} startApp={startApp} typedBeforeStart={typedBeforeStart} />),
      );
    });
    return;
  }
  releaseHeldActions();
  let app: RunningApp | 'failed' | null = null;
  if (opensSignedIn(window.location.pathname)) {
    app = await startApp().catch(() => 'failed' as const);
  }
  container.replaceChildren();
  container.removeAttribute('data-prerendered');
  const root = createRoot(container);
  startTransition(() => {
    root.render(page(<StartUp app={app} startApp={startApp} />));
  });
};

void start();
