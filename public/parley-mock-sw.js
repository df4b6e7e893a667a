// Parley's offline-mode service worker: MSW's worker, plus what follows. Opening a generated
// image in a new tab is a navigation, which MSW does not answer; the page mirrors every
// generated image into Cache Storage, and this listener serves those navigations from there.
// It is registered before MSW's own listener, which ignores navigations anyway.
self.addEventListener('fetch', function (event) {
  var request = event.request;
  var url = new URL(request.url);
  // other hosts (an image a reply links to) are not the offline backend's business: the page
  // fetches them itself, as it would without this worker
  if (url.origin !== self.location.origin) {
    event.stopImmediatePropagation();
    return;
  }
  if (request.mode !== 'navigate') return;
  if (url.pathname.indexOf('/mock-images/') !== 0) return;
  event.respondWith(
    caches
      .open('parley-mock-images')
      .then(function (cache) {
        return cache.match(url.pathname);
      })
      .then(function (hit) {
        return (
          hit ||
          new Response('Image not found', {
            status: 404,
            headers: { 'Content-Type': 'text/plain' },
          })
        );
      }),
  );
});

// A page loaded past this worker (a hard reload bypasses it, as does a load while it was being
// replaced) asks to be taken over (mocks/browser.ts), instead of being reloaded by MSW's start,
// which would lose whatever was typed into it meanwhile.
self.addEventListener('message', function (event) {
  if (event.data === 'PARLEY_CLAIM') event.waitUntil(self.clients.claim());
});

// The page's policy holds here too (its headers come with this script): under Trusted Types,
// MSW's worker is imported through the one policy that allows it (src/types/trusted-types.ts).
var MSW_WORKER = './mockServiceWorker.js';
var workerPolicy = self.trustedTypes
  ? self.trustedTypes.createPolicy('parley-worker', {
      createScriptURL: function (url) {
        if (url !== MSW_WORKER) throw new TypeError('Not the offline backend worker: ' + url);
        return url;
      },
    })
  : null;
importScripts(workerPolicy ? workerPolicy.createScriptURL(MSW_WORKER) : MSW_WORKER);
