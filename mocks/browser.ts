import { setupWorker } from 'msw/browser';
import { configFromSearch, mockConfig, type MockConfig } from './config';
import { DEFAULT_DB_NAME } from './db/database';
import { db } from './db/store';
import { handlers } from './handlers';
import { imageMirror } from './handlers/images';
import { WORKER_POLICY } from '../src/types/trusted-types';

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

const WORKER_URL = '/parley-mock-sw.js';
/** How long a page waits for the worker to take it over before MSW's start reloads it. */
const TAKE_OVER_MS = 1000;

/**
 * MSW's start registers the worker with its address as a plain string, which the page's Trusted
 * Types refuse: this page's container lends it a register that goes through the worker's own
 * policy, which lets exactly that one script through.
 */
const registerThroughPolicy = (container: ServiceWorkerContainer) => {
  const policy = window.trustedTypes?.createPolicy(WORKER_POLICY, {
    createScriptURL: (url) => {
      if (url !== WORKER_URL) throw new TypeError(`Not the offline backend's worker: ${url}`);
      return url;
    },
  });
  if (!policy) return;
  const register = container.register.bind(container);
  container.register = (url, options) =>
    register(policy.createScriptURL(String(url)) as unknown as string, options);
};

/**
 * MSW's start reloads a page its worker does not control while the worker is registered (a hard
 * reload bypasses the worker), and the reload loses what was typed meanwhile into the login card
 * or the picture of the last chat. The worker takes the page over instead; if it has not in a
 * moment, MSW reloads as before.
 */
const takeOverByWorker = async () => {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container || container.controller) return;
  const active = (await container.getRegistration('/'))?.active;
  if (!active?.scriptURL.endsWith(WORKER_URL)) return;
  const controlled = new Promise((resolve) => {
    container.addEventListener('controllerchange', resolve, { once: true });
  });
  active.postMessage('PARLEY_CLAIM');
  await Promise.race([controlled, new Promise((resolve) => setTimeout(resolve, TAKE_OVER_MS))]);
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
  if (navigator.serviceWorker) registerThroughPolicy(navigator.serviceWorker);
  await takeOverByWorker();
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: WORKER_URL },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
};
