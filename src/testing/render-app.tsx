import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createTestRouter } from '../app/router';
import { makeStore, type RootState } from '../app/store';
import { server } from '../../mocks/node';

interface RenderAppOptions {
  /** signed in with this token (stored as the app stores it) */
  token?: string;
  preloadedState?: Partial<RootState>;
}

/** The whole app (real store, router, theme, toasts) at `path`, against the offline backend. */
export const renderApp = (path = '/', { token, preloadedState }: RenderAppOptions = {}) => {
  if (token) localStorage.setItem('token', token);
  const store = makeStore(preloadedState);
  const router = createTestRouter(path);
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router, user };
};

/** Every request the app sends, as the server sees it. */
export const recordRequests = () => {
  const requests: { method: string; url: string; authorization: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.get('authorization'),
    });
  });
  return requests;
};
