import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { opensSignedIn, startApp, StartUp, type RunningApp } from './app/start-up';

const start = async () => {
  // the DefinePlugin literal itself guards the import, so the real-backend bundle has no msw
  if (__MOCK__) {
    const { startMockBackend } = await import(
      /* webpackChunkName: "mock-backend" */ '../mocks/browser'
    );
    await startMockBackend();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  let app: RunningApp | 'failed' | null = null;
  if (opensSignedIn(window.location.pathname))
    app = await startApp().catch(() => 'failed' as const);
  const tree = (
    <StrictMode>
      <StartUp app={app} />
    </StrictMode>
  );
  // a production build's index.html holds the login card, prerendered: a new visitor's is
  // hydrated; anyone else's page replaces it (index.html hides it from them until then)
  if (!app && container.hasChildNodes()) hydrateRoot(container, tree);
  else createRoot(container).render(tree);
};

void start();
