import type { Workbox } from 'workbox-window';
import { setInstalledApp } from './use-installed-app';

/** How often an open tab asks whether a new release is out, besides each time it is shown. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

export type UpdatingWorkbox = Pick<Workbox, 'addEventListener' | 'messageSkipWaiting' | 'update'>;

/**
 * A new release installs beside the running one and waits: the page offers it, and nothing
 * reloads until a person asks. Then every open tab reloads onto it together (drafts are stored
 * as they are typed), so no page ever mixes the two releases' files.
 */
export const watchUpdates = (
  workbox: UpdatingWorkbox,
  container: Pick<ServiceWorkerContainer, 'addEventListener'>,
  reload: () => void,
): void => {
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    reload();
  };
  // a page the old release's worker controls passes to the new one
  container.addEventListener('controllerchange', reloadOnce);
  workbox.addEventListener('waiting', ({ sw }) => {
    // a first visit's page has no worker of its own: it follows the one it offered
    sw?.addEventListener('statechange', () => {
      if (sw.state === 'activated') reloadOnce();
    });
    setInstalledApp({ update: () => workbox.messageSkipWaiting() });
  });
  const check = () => {
    if (document.visibilityState === 'visible') workbox.update().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', check);
  setInterval(check, UPDATE_CHECK_MS);
};
