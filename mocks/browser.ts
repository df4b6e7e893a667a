import { setupWorker } from 'msw/browser';
import { configFromSearch, mockConfig, type MockConfig } from './config';
import { DEFAULT_DB_NAME } from './db/database';
import { db } from './db/store';
import { handlers } from './handlers';
import { imageMirror } from './handlers/images';

const CONFIG_KEY = 'parley-mock-config';
const IMAGE_CACHE = 'parley-mock-images';

/** URL knobs win and are kept for the tab's session, so they survive the checkout round trip. */
const loadConfig = (): Partial<MockConfig> => {
  const fromUrl = configFromSearch(window.location.search);
  if (Object.keys(fromUrl).length > 0) {
    sessionStorage.setItem(CONFIG_KEY, JSON.stringify(fromUrl));
    return fromUrl;
  }
  try {
    return JSON.parse(sessionStorage.getItem(CONFIG_KEY) ?? '{}') as Partial<MockConfig>;
  } catch {
    return {};
  }
};

export const startMockBackend = async (): Promise<void> => {
  // opens IndexedDB (taking in version 1's localStorage data on the first start) while the
  // worker starts; every handler waits for it
  void db.attach(DEFAULT_DB_NAME, window.localStorage).catch(() => undefined);
  Object.assign(mockConfig, loadConfig());
  if ('caches' in window) {
    imageMirror.put = async (path, svg) => {
      const cache = await caches.open(IMAGE_CACHE);
      await cache.put(path, new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } }));
    };
  }
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: '/parley-mock-sw.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
};
