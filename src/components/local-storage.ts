import { freeSpare, isStorageFull } from './full-storage';
import { toast } from './toast';

const told = new Set<string>();

/** localStorage that never throws (private mode, quota, disabled storage). */
export const readStored = (key: string): string | null => {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

/**
 * Stores `value` under `key` (null removes it); true when it is kept. When storage is full, the
 * spares go one by one, the write tried again after each. If it still does not fit, `lost()`
 * (what the person would lose, in their language) is said once in a calm toast, and the value
 * lives for this page only.
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
    if (!storage || !isStorageFull(error) || value === null) return false;
  }
  while (freeSpare(key)) {
    try {
      storage.setItem(key, value);
      return true;
    } catch {
      // still full: the next spare goes
    }
  }
  // once per notice, not per key: drafts and prompts on their way lose the same thing
  const notice = lost?.();
  if (notice && !told.has(notice)) {
    told.add(notice);
    toast.plain(notice);
  }
  return false;
};
