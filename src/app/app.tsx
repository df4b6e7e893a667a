import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import type { AppStore } from './store';

/** The signed-in app: store, router and every route. main.tsx loads it as its own chunk. */
export const App = ({ store }: { store: AppStore }) => (
  <AppProviders store={store}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProviders>
);

// what the entry needs from this chunk besides the app itself
export { makeStore } from './store';
export { sessionFollowed } from './session';
export { signIn } from '../features/auth/sign-in';
