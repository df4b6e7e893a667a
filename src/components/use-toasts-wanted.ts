import { useSyncExternalStore } from 'react';
import { toastsWanted } from './toast';

/** true from the first toast on: the toast host's chunk is then loaded and mounted. */
export const useToastsWanted = () =>
  useSyncExternalStore(toastsWanted.subscribe, toastsWanted.now, () => false);
