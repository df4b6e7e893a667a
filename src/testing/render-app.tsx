import { Fragment, StrictMode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VirtuosoMockContext } from 'react-virtuoso';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { BaseProviders } from '../app/base-providers';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { makeStore, type AppStore, type RootState } from '../app/store';
import { followedByStartUp, makeStartedStore } from '../start-up/app-store';
import { http } from 'msw';
import { server } from '../../mocks/node';

interface RenderAppOptions {
  /** signed in with this token (stored as the app stores it) */
  token?: string;
  preloadedState?: Partial<RootState>;
  /** the store exactly as a start-up makes it (start-up/app-store.ts); preloadedState is ignored */
  asStartedUp?: boolean;
  /** in StrictMode, as the development build runs: every effect mounts, unmounts and mounts again */
  strict?: boolean;
}

/** Reports where the app is and lets a test move it, as the address bar would. */
const RouterProbe = ({
  onReady,
}: {
  onReady: (location: { pathname: string; search: string }, navigate: NavigateFunction) => void;
}) => {
  onReady(useLocation(), useNavigate());
  return null;
};

/**
 * The viewport and row height the virtualized message list assumes in jsdom, which cannot scroll:
 * tall enough that a short chat's rows are all mounted under the list's first guess of their
 * height, its newest ones included.
 */
export const JSDOM_LAYOUT = { viewportHeight: 2400, itemHeight: 100 };

/** The whole app (real store, router, theme, toasts) at `path`, against the offline backend. */
export const renderApp = (
  path = '/',
  { token, preloadedState, asStartedUp = false, strict = false }: RenderAppOptions = {},
) => {
  if (token) localStorage.setItem('token', token);
  let store: AppStore;
  if (asStartedUp) store = makeStartedStore();
  else {
    store = makeStore(preloadedState);
    followedByStartUp(store);
  }
  const router = { pathname: path, search: '', navigate: (() => undefined) as NavigateFunction };
  const user = userEvent.setup();
  const Mode = strict ? StrictMode : Fragment;
  const view = render(
    <Mode>
      {/* jsdom lays nothing out: the message list is told a viewport and row height to fill */}
      <VirtuosoMockContext.Provider value={JSDOM_LAYOUT}>
        <BaseProviders>
          <AppProviders store={store}>
            <MemoryRouter initialEntries={[path]}>
              <AppRoutes />
              <RouterProbe
                onReady={({ pathname, search }, navigate) =>
                  Object.assign(router, { pathname, search, navigate })
                }
              />
            </MemoryRouter>
          </AppProviders>
        </BaseProviders>
      </VirtuosoMockContext.Provider>
    </Mode>,
  );
  return {
    ...view,
    store,
    user,
    /** the current route */
    location: () => router.pathname,
    /** the current address, with its query */
    address: () => router.pathname + router.search,
    /** go somewhere, as typing an address would, or Back (-1) and Forward (1) */
    navigate: (to: string | number) =>
      typeof to === 'number' ? router.navigate(to) : router.navigate(to),
  };
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

/**
 * Holds every call to `path` (e.g. '/chat/create') until the returned function is called; then
 * the offline backend answers it (a handler that answers nothing passes the call on).
 */
export const holdCalls = (path: string): (() => void) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.all(`*/api${path}`, async () => {
      await held;
    }),
  );
  return () => release();
};

/**
 * The JSON bodies the app sends to `path` (e.g. '/user/login'), read by a handler that answers
 * nothing, so the offline backend still answers. (Reading them from a request event instead
 * races the backend for the body, and now and then the call failed.)
 */
export const recordBodies = (path: string) => {
  const bodies: unknown[] = [];
  server.use(
    http.all(`*/api${path}`, async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
};
