// The one place that meets a full disk, for localStorage (local-storage.ts) and IndexedDB writes.

// localStorage keys the app rebuilds by itself, in the order they may go
const spares: string[] = [];

/** `key` holds something the app rebuilds by itself: it goes, in the order named, when storage is full. */
export const spareWhenFull = (key: string): void => {
  if (!spares.includes(key)) spares.push(key);
};

export const isStorageFull = (error: unknown): boolean =>
  error instanceof DOMException &&
  (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');

/** Removes the first spare still stored, other than `keep`; false when none is left to give. */
export const freeSpare = (keep?: string): boolean => {
  try {
    const storage = globalThis.localStorage;
    const spare = spares.find((key) => key !== keep && storage.getItem(key) !== null);
    if (spare === undefined) return false;
    storage.removeItem(spare);
    return true;
  } catch {
    return false;
  }
};

/**
 * Runs a write (a database transaction); when storage is full, gives up one spare after another
 * and tries again after each. Rejects as the write did once nothing is left to give.
 */
export const writeWithRoom = async <T>(write: () => Promise<T>): Promise<T> => {
  for (;;) {
    try {
      return await write();
    } catch (error) {
      if (!isStorageFull(error) || !freeSpare()) throw error;
    }
  }
};
