import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { Spinner } from '../components/spinner';
import { SignedInGate } from '../features/auth/signed-in-gate';
import { ErrorScreen } from './layout/error-screen';

// Every signed-in screen is its own chunk: the login screen, the first thing a visitor
// sees, pays for none of them.
const AppShell = lazy(() => import(/* webpackChunkName: "shell" */ './layout/app-shell'));
const ChatScreen = lazy(
  () => import(/* webpackChunkName: "chat" */ '../features/messages/chat-screen'),
);
const CreditsScreen = lazy(
  () => import(/* webpackChunkName: "credits" */ '../features/credits/credits-screen'),
);
const CommunityScreen = lazy(
  () => import(/* webpackChunkName: "community" */ '../features/community/community-screen'),
);
const LoadingScreen = lazy(
  () => import(/* webpackChunkName: "loading" */ '../features/credits/loading-screen'),
);
const NotFoundScreen = lazy(
  () => import(/* webpackChunkName: "not-found" */ './layout/not-found-screen'),
);
// the DefinePlugin literal itself guards the import, so the real-backend build has no checkout chunk
const MockCheckoutScreen = __MOCK__
  ? lazy(
      () =>
        import(/* webpackChunkName: "mock-checkout" */ '../features/checkout/mock-checkout-screen'),
    )
  : null;

const page = (Screen: LazyExoticComponent<ComponentType>, fullScreen = false) => (
  <Suspense fallback={<Spinner fullScreen={fullScreen} />}>
    <Screen />
  </Suspense>
);

export const routes: RouteObject[] = [
  {
    element: <SignedInGate />,
    errorElement: <ErrorScreen />,
    children: [
      {
        element: page(AppShell, true),
        children: [
          // a broken page keeps the sidebar
          {
            errorElement: <ErrorScreen />,
            children: [
              { index: true, element: page(ChatScreen) },
              { path: 'credits', element: page(CreditsScreen) },
              { path: 'community', element: page(CommunityScreen) },
              { path: '*', element: page(NotFoundScreen) },
            ],
          },
        ],
      },
      { path: 'loading', element: page(LoadingScreen, true) },
    ],
  },
  // the offline payment provider's page: outside the gate, like a real provider's
  ...(MockCheckoutScreen
    ? [{ path: 'mock-checkout/:sessionId', element: page(MockCheckoutScreen, true) }]
    : []),
];

export const createAppRouter = () => createBrowserRouter(routes);

/** For tests and stories: the same routes in memory, starting at `path`. */
export const createTestRouter = (path = '/') =>
  createMemoryRouter(routes, { initialEntries: [path] });
