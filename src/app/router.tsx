import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { preloadedLazy } from '../components/preloaded-lazy';
import { Spinner } from '../components/spinner';
import { SignedInGate } from '../features/auth/signed-in-gate';
import { ChatScreen } from '../features/messages';
import { AppShell } from './layout/app-shell';
import { ErrorScreen } from './layout/error-screen';

// This module is part of the app chunk, which the login card's first load never includes. The
// shell and the chat screen, what every signed-in start-up shows, come with it in one download;
// every other screen is its own chunk.
const CreditsScreen = lazy(
  () => import(/* webpackChunkName: "credits" */ '../features/credits/credits-screen'),
);
const CommunityScreen = lazy(
  () => import(/* webpackChunkName: "community" */ '../features/community/community-screen'),
);
// where the payment provider sends the browser back
const LoadingScreen = preloadedLazy(
  () => import(/* webpackChunkName: "loading" */ '../features/credits/loading-screen'),
);
const NotFoundScreen = lazy(
  () => import(/* webpackChunkName: "not-found" */ './layout/not-found-screen'),
);
// the DefinePlugin literal itself guards the import, so the real-backend build has no checkout chunk
const MockCheckoutScreen = __MOCK__
  ? lazy(() => {
      // paying there always leads to /loading: its screen is fetched too, and shows at once
      LoadingScreen.prefetch();
      return import(
        /* webpackChunkName: "mock-checkout" */ '../features/checkout/mock-checkout-screen'
      );
    })
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
          <Route element={<AppShell />}>
            <Route index element={<ChatScreen />} />
            <Route path="credits" element={page(CreditsScreen)} />
            <Route path="community" element={page(CommunityScreen)} />
            <Route path="*" element={page(NotFoundScreen)} />
          </Route>
          <Route path="loading" element={<LoadingScreen fallback={<Spinner fullScreen />} />} />
        </Route>
        {/* the offline payment provider's page: outside the gate, like a real provider's */}
        {MockCheckoutScreen && (
          <Route path="mock-checkout/:sessionId" element={page(MockCheckoutScreen, true)} />
        )}
      </Routes>
    </ErrorBoundary>
  );
};
