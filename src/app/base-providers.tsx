import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Toaster } from '../components/toaster';
import { readStoredTheme } from '../features/theme/theme-mode';
import { appTheme } from './theme';

/**
 * What every screen stands on, the login card included: the theme, the baseline styles and the
 * toasts. No store and no router: the login card's first load needs neither (see main.tsx).
 */
export const BaseProviders = ({ children }: { children: ReactNode }) => (
  <ThemeProvider
    theme={appTheme()}
    defaultMode={readStoredTheme()}
    storageManager={null}
    disableTransitionOnChange
  >
    <CssBaseline enableColorScheme />
    {children}
    <Toaster />
  </ThemeProvider>
);
