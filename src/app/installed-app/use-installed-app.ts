import { useSyncExternalStore } from 'react';

/** What the page may offer about the installed app; each is what carries it out, or null. */
export interface InstalledApp {
  /** a new release is waiting: switches every tab to it (they reload) */
  update: (() => void) | null;
  /** the browser would install Parley: shows its install prompt */
  install: (() => void) | null;
}

let state: InstalledApp = { update: null, install: null };
const listeners = new Set<() => void>();

export const setInstalledApp = (patch: Partial<InstalledApp>) => {
  state = { ...state, ...patch };
  listeners.forEach((changed) => changed());
};

const subscribe = (changed: () => void) => {
  listeners.add(changed);
  return () => listeners.delete(changed);
};

/** The worker lives outside the store: it starts before the app does, on every page. */
export const useInstalledApp = (): InstalledApp =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
