/**
 * Runs `callback` once the main thread is idle (at the latest after `timeoutMs`), or on the next
 * task where requestIdleCallback is missing (Safari, jsdom). Returns what cancels it.
 */
export const whenIdle = (callback: () => void, timeoutMs: number): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 0);
  return () => clearTimeout(id);
};
