// The real-backend build's service worker (webpack.config.ts builds it with Workbox's
// InjectManifest): it keeps this release's files, so the app opens without the network, and
// waits to take over until a person asks (watch-updates.ts sends SKIP_WAITING).
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precache,
} from 'workbox-precaching';
import { API_PREFIX } from '../app/api-paths';
import { keptFirst, networkThenKept, type Sources } from './answers';

declare const self: ServiceWorkerGlobalScope;

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const sources: Sources = { network: (request) => fetch(request), kept: matchPrecache };

const isApi = (url: URL) =>
  url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`);

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url)) return;
  // every route of the app is index.html: never the browser's error page
  if (request.mode === 'navigate') {
    event.respondWith(matchPrecache('/index.html').then((page) => page ?? fetch(request)));
    return;
  }
  if (!getCacheKeyForURL(request.url)) return;
  event.respondWith(
    request.destination === 'script'
      ? networkThenKept(request, sources)
      : keptFirst(request, sources),
  );
});
