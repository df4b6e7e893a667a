import { useDeferredValue } from 'react';

/**
 * Whether a screen whose data has just arrived is shown yet. Data arrives through the store,
 * whose updates React renders in one piece (react-redux's useSyncExternalStore): a big screen
 * appearing that way blocks a phone for the whole of its render. While this says false, the
 * caller keeps showing what it showed (its spinner) for a moment, and React renders the screen
 * as a deferred render, in slices the browser can come in between. A screen ready when it
 * mounts shows at once, and one no longer ready goes at once.
 */
export const useDeferredReady = (ready: boolean): boolean => {
  const shown = useDeferredValue(ready);
  return ready && shown;
};
