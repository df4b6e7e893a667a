/** A read that hangs this long has failed, and is tried again like any other failed read. */
export const READ_TIMEOUT_MS = 10_000;
/** About a minute of trying (0.5, 1, 2, 4, then 5 s apart); then a return to the tab, the network or Retry. */
export const MAX_READ_RETRIES = 15;
const LONGEST_WAIT_MS = 5_000;

/** How long before the given retry: doubling from half a second, at most five, a fifth either way. */
export const retryDelay = (attempt: number, random = Math.random()): number =>
  Math.min(LONGEST_WAIT_MS, 500 * 2 ** Math.max(0, attempt - 1)) * (0.8 + 0.4 * random);

const sleepers = new Set<() => void>();

/** Ends every wait between retries now: the person asked (Retry) or the page came back. */
export const wakeRetries = (): void => {
  for (const wake of [...sleepers]) wake();
};

/**
 * RTK Query retry's backoff: the wait also ends when the browser is back online or the tab is
 * shown again, so a returning person does not wait out a long pause.
 */
export const wakeableBackoff = (
  attempt: number,
  _maxRetries: number,
  signal?: AbortSignal,
): Promise<void> =>
  new Promise((resolve, reject) => {
    const finish = (settle: () => void) => () => {
      clearTimeout(timer);
      sleepers.delete(wake);
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', onVisible);
      signal?.removeEventListener('abort', abort);
      settle();
    };
    const wake = finish(resolve);
    const abort = finish(() => reject(new Error('Aborted')));
    const onVisible = () => {
      if (document.visibilityState === 'visible') wake();
    };
    const timer = setTimeout(wake, retryDelay(attempt));
    sleepers.add(wake);
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', onVisible);
    if (signal?.aborted) abort();
    else signal?.addEventListener('abort', abort);
  });
