/**
 * Runs `then` once the page's first contentful paint is reported, or after `atMostMs` if the
 * report is slow; at once in a browser that reports no paints. A helper that index.html's inline
 * scripts are given (build/inline-function-script.ts), so it must stand alone. `then` may run
 * twice: it is the caller's to do its work once.
 */
export function afterFirstPaint(then: () => void, atMostMs: number): void {
  if (
    typeof PerformanceObserver !== 'function' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    then();
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    then();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(then, atMostMs);
}
