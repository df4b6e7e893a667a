import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';

const Switcher = lazy(
  () => import(/* webpackChunkName: "language-switcher" */ './language-switcher'),
);

/**
 * The switcher, downloaded once the page has started: the login card is a new visitor's first
 * load, and its place is kept meanwhile (the prerendered card holds the empty place).
 */
export const LazyLanguageSwitcher = () => (
  <Suspense fallback={<Box sx={{ minHeight: 31 }} />}>
    <Switcher />
  </Suspense>
);
