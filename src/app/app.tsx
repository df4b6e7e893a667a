import { RouterProvider } from 'react-router';
import { useState } from 'react';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import type { AppStore } from './store';

export const App = ({ store }: { store: AppStore }) => {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
};
