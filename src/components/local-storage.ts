import { toast } from './toast';

/** localStorage that never throws (private mode, quota, disabled storage). */
export const readStored = (key: string): string | null => {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

// what may go to make room, cheapest to rebuild first (the start-up picture of the last screen)
const spares: string[] = [];
const told = new Set<string>();

/** `key` holds something the app rebuilds by itself: it is the first to go when storage is full. */
export const spareWhenFull = (key: string): void => {
  if (!spares.includes(key)) spares.push(key);
};

const isFull = (error: unknown) =>
  error instanceof DOMException &&
  (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');

/**
 * Stores `value` under `key` (null removes it); true when it is kept. When storage is full, what
 * `spareWhenFull` named goes first and the write is tried once more. If it still does not fit,
 * `lost()` (what the person would lose, in their language) is said once per key in a calm toast,
 * and the value lives for this page only.
 */
export const writeStored = (
  key: string,
  value: string | null,
  { lost }: { lost?: () => string } = {},
): boolean => {
  let storage: Storage | undefined;
  try {
    // reading localStorage itself throws where storage is disabled
    storage = globalThis.localStorage;
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
    return true;
  } catch (error) {
    if (!storage || !isFull(error) || value === null) return false;
  }
  for (const spare of spares.filter((spare) => spare !== key)) {
    try {
      storage.removeItem(spare);
      storage.setItem(key, value);
      return true;
    } catch {
      // still full: the next spare goes
    }
  }
  if (lost && !told.has(key)) {
    told.add(key);
    toast.plain(lost());
  }
  return false;
};
