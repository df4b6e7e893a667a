import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
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

/**
 * Every route. Declarative routes rather than a data router: Parley loads its data through
 * RTK Query, and the data router would add about 17 KB (gzip) to the first load.
 */
export const AppRoutes = () => {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary fallback={<ErrorScreen />} resetKey={pathname}>
      <Routes>
        <Route element={<SignedInGate />}>
          <Route element={page(AppShell, true)}>
            <Route index element={page(ChatScreen)} />
            <Route path="credits" element={page(CreditsScreen)} />
            <Route path="community" element={page(CommunityScreen)} />
            <Route path="*" element={page(NotFoundScreen)} />
          </Route>
          <Route path="loading" element={page(LoadingScreen, true)} />
        </Route>
        {/* the offline payment provider's page: outside the gate, like a real provider's */}
        {MockCheckoutScreen && (
          <Route path="mock-checkout/:sessionId" element={page(MockCheckoutScreen, true)} />
        )}
      </Routes>
    </ErrorBoundary>
  );
};
