/** Whether a service worker serves this page (one from an earlier visit, with its copies). */
export const servedByWorker = (served: boolean) =>
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: served ? {} : null },
  });
