import { Workbox } from 'workbox-window';
import { WORKER_POLICY } from '../../types/trusted-types';
import { MANIFEST_URL, WORKER_URL } from './app-files';
import { unregisterForeignWorkers } from './foreign-workers';
import { offerInstall } from './install-prompt';
import { watchUpdates } from './watch-updates';

/**
 * The installable build's worker, once the start-up has settled: it keeps the app's files for
 * returning and offline visits and offers new releases. Any other worker on the origin goes (in
 * a development build, which has none of its own, every one).
 */
export const startAppWorker = async (): Promise<void> => {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  const own = new URL(WORKER_URL, location.origin).href;
  await unregisterForeignWorkers(__INSTALLABLE__ ? own : null);
  if (!__INSTALLABLE__) return;
  // registered at the scope a foreign worker still holds, ours would wait behind it as if it
  // were an update: it comes with the next load, which that worker no longer controls
  if (container.controller && container.controller.scriptURL !== own) return;
  offerInstall(MANIFEST_URL);
  // the page's Trusted Types let only this one script address through
  const policy = window.trustedTypes?.createPolicy(WORKER_POLICY, {
    createScriptURL: (url) => {
      if (url !== WORKER_URL) throw new TypeError(`Not Parley's worker: ${url}`);
      return url;
    },
  });
  const workbox = new Workbox(policy?.createScriptURL(WORKER_URL) ?? WORKER_URL);
  watchUpdates(workbox, container, () => location.reload());
  await workbox.register();
};
