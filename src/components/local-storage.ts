/** localStorage that never throws (private mode, quota, disabled storage). */
export const readStored = (key: string): string | null => {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const writeStored = (key: string, value: string | null): void => {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // storage unavailable: the value lives for this page only
  }
};

/** The stored keys that start with `prefix`. */
export const storedKeys = (prefix: string): string[] => {
  try {
    const storage = globalThis.localStorage;
    const keys: string[] = [];
    for (let i = 0; i < (storage?.length ?? 0); i += 1) {
      const key = storage?.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
};
