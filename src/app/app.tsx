import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import type { AppStore } from './store';

export const App = ({ store }: { store: AppStore }) => (
  <AppProviders store={store}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProviders>
);
