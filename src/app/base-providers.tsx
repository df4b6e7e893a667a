import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Toaster } from '../components/toaster';
import { readStoredTheme } from '../features/theme/theme-mode';
import { useDirection } from '../features/language';
import { appTheme } from './theme';
import { directionCaches, type EmotionCacheFor } from './direction-caches';

const defaultCacheFor = directionCaches();

interface BaseProvidersProps {
  children: ReactNode;
  /** the start-up's recording caches (start-up/page.tsx), else plain ones */
  emotionCacheFor?: EmotionCacheFor;
}

/**
 * What every screen stands on, the login card included: the theme in the language's direction,
 * the baseline styles and the toasts. No store and no router: the login card's first load needs
 * neither (see main.tsx).
 */
export const BaseProviders = ({
  children,
  emotionCacheFor = defaultCacheFor,
}: BaseProvidersProps) => {
  const direction = useDirection();
  return (
    // always the same element: a switch of direction changes the cache, and remounts nothing
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider
        theme={appTheme(direction)}
        defaultMode={readStoredTheme()}
        storageManager={null}
        disableTransitionOnChange
      >
        <CssBaseline enableColorScheme />
        {children}
        <Toaster />
      </ThemeProvider>
    </CacheProvider>
  );
};
