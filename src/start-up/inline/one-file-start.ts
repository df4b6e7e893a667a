/**
 * Whether this start downloads the page's scripts and the app chunk as one file
 * (build/one-file-start.ts): a signed-in start that no service worker serves, as on a new device
 * or after the cache was cleared. Over a phone's link one download on the page's own connection
 * ends sooner than two sharing it; from the worker's cache, two files let the entry run while the
 * app chunk is read. index.html runs this inline, so it must stand alone.
 */
export function startsWithOneFile(sessionClass: string): boolean {
  return (
    document.documentElement.classList.contains(sessionClass) &&
    !navigator.serviceWorker?.controller
  );
}
