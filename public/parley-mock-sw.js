// Parley's offline-mode service worker: MSW's worker plus one addition. Opening a generated
// image in a new tab is a navigation, which MSW does not answer; the page mirrors every
// generated image into Cache Storage, and this listener serves those navigations from there.
// It is registered before MSW's own listener, which ignores navigations anyway.
self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.mode !== 'navigate') return;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.indexOf('/mock-images/') !== 0) return;
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

importScripts('./mockServiceWorker.js');
