import { setInstalledApp } from './use-installed-app';

/** Chromium's install prompt event (not in the DOM's types). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
}

/**
 * Names the manifest, and offers the browser's install prompt for as long as the browser has one
 * to give: never where Parley is already installed, or where the browser has no such prompt.
 * The link is added here, not in index.html: the prompt's event can then never come before its
 * listener, and a new visitor's first load carries none of it.
 */
export const offerInstall = (manifestPath: string) => {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    const deferred = event as BeforeInstallPromptEvent;
    setInstalledApp({
      install: () => {
        // the browser offers each prompt once
        setInstalledApp({ install: null });
        deferred.prompt().catch(() => undefined);
      },
    });
  });
  window.addEventListener('appinstalled', () => setInstalledApp({ install: null }));
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = manifestPath;
  document.head.append(link);
};
