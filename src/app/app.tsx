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
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProviders>
);
