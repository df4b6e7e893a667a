import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useInBrowser } from '../../components/use-in-browser';
import { SWITCHER_HEIGHT } from './switcher-height';

const Switcher = lazy(
  () => import(/* webpackChunkName: "language-switcher" */ './language-switcher'),
);

const place = <Box sx={{ minHeight: SWITCHER_HEIGHT }} />;

/**
 * The switcher, downloaded once the page has started: the login card is a new visitor's first
 * load. Its place is kept meanwhile, and the prerendered card holds that place too: the switcher
 * comes after hydration, which then matches the prerender exactly.
 */
export const LazyLanguageSwitcher = () => {
  // false while hydrating the prerendered card, true from the render after it
  const started = useInBrowser();
  return started ? (
    <Suspense fallback={place}>
      <Switcher />
    </Suspense>
  ) : (
    place
  );
};
