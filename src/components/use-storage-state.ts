import { useEffect, useState } from 'react';

export interface StorageState {
  /** the browser has promised to keep this site's data */
  kept: boolean;
  /** bytes this site stores */
  used: number;
}

/** What the browser says of this site's storage; null while it is asked, or where it cannot say. */
export const useStorageState = (active: boolean): StorageState | null => {
  const [state, setState] = useState<StorageState | null>(null);
  useEffect(() => {
    const storage = navigator.storage;
    if (!active || !storage?.persisted || !storage.estimate) return;
    let current = true;
    Promise.all([storage.persisted(), storage.estimate()]).then(
      ([kept, estimate]) => current && setState({ kept, used: estimate.usage ?? 0 }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [active]);
  return state;
};
