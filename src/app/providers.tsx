import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MAX_TOASTS, TOAST_DURATION, TOAST_MAX_WIDTH } from '../components/toast';
import { selectThemeMode } from '../features/theme/theme-slice';
import type { ThemeMode } from '../types/api';
import { useCrossTabSync } from './cross-tab-sync';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';
import { theme } from './theme';

/** Keeps MUI's colour scheme in step with the theme slice, the one source of truth. */
const ColorSchemeSync = ({ mode }: { mode: ThemeMode }) => {
  const { setMode } = useColorScheme();
  useEffect(() => setMode(mode), [mode, setMode]);
  return null;
};

const ThemedApp = ({ children }: { children: ReactNode }) => {
  const mode = useAppSelector(selectThemeMode);
  return (
    <ThemeProvider theme={theme} defaultMode={mode} storageManager={null} disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      <ColorSchemeSync mode={mode} />
      <SnackbarProvider
        maxSnack={MAX_TOASTS}
        autoHideDuration={TOAST_DURATION.plain}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        style={{ maxWidth: TOAST_MAX_WIDTH }}
      >
        {children}
      </SnackbarProvider>
    </ThemeProvider>
  );
};

const CrossTabSync = () => {
  useCrossTabSync();
  return null;
};

export const AppProviders = ({ store, children }: { store: AppStore; children: ReactNode }) => (
  <Provider store={store}>
    <CrossTabSync />
    <ThemedApp>{children}</ThemedApp>
  </Provider>
);
