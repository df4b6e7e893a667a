import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { makeStore } from './app/store';
import { applyThemeClass } from './features/theme/theme-slice';

const start = async () => {
  // the DefinePlugin literal itself guards the import, so the real-backend bundle has no msw
  if (__MOCK__) {
    const { startMockBackend } = await import(
      /* webpackChunkName: "mock-backend" */ '../mocks/browser'
    );
    await startMockBackend();
  }
  const store = makeStore();
  applyThemeClass(store.getState().theme.mode);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
};

void start();
