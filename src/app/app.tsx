import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import type { AppStore } from './store';

/**
 * The signed-in app: store, router and every route. start-up.tsx loads it as its own chunk, after
 * the store half of that chunk (app-store.ts).
 */
export const App = ({ store }: { store: AppStore }) => (
  <AppProviders store={store}>
    {/* the address and the open chat are one state: as a transition, a Back could change the
        address while the screen kept the chat it left */}
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  </AppProviders>
);
