import { useColorScheme } from '@mui/material/styles';
import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { selectThemeMode } from '../features/theme/theme-slice';
import { useCrossTabSync } from './use-cross-tab-sync';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';
import { LanguageProvider } from '../features/language';

/** Keeps MUI's colour scheme in step with the theme slice, the one source of truth. */
const ColorSchemeSync = () => {
  const mode = useAppSelector(selectThemeMode);
  const { setMode } = useColorScheme();
  useEffect(() => setMode(mode), [mode, setMode]);
  return null;
};

const CrossTabSync = () => {
  useCrossTabSync();
  return null;
};

/** The signed-in app's providers, inside BaseProviders: its messages, the store and what follows it. */
export const AppProviders = ({ store, children }: { store: AppStore; children: ReactNode }) => (
  <LanguageProvider>
    <Provider store={store}>
      <CrossTabSync />
      <ColorSchemeSync />
      {children}
    </Provider>
  </LanguageProvider>
);
