import { SNAPSHOT_OVERLAY_ID, type StartSnapshot } from './start-snapshot';

export interface ShowStartSnapshotOptions {
  snapshotKey: string;
  tokenKey: string;
  format: number;
  overlayId: string;
}

/**
 * Shows the stored picture of the last screen (start-snapshot.ts) over the page, inert and hidden
 * from assistive technology, when it belongs to the stored session and to this address, window
 * size and theme. index.html runs it inline at the end of its body (build/start-snapshot-script.ts
 * writes it there from this function's source): it must stand alone, with no import and nothing
 * from around it.
 *
 * Inert, the picture lets taps and focus through to the live screen that is being built beneath
 * it, identical in place: nothing typed meanwhile is lost, it shows when the picture goes.
 */
export function showStartSnapshot(options: ShowStartSnapshotOptions): void {
  try {
    const raw = localStorage.getItem(options.snapshotKey);
    const token = localStorage.getItem(options.tokenKey);
    if (!raw || !token) return;
    const picture = JSON.parse(raw) as Partial<StartSnapshot>;
    const systemDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
    if (
      picture.format !== options.format ||
      // the build, as pageBuild() tells it
      picture.build !==
        Array.from(document.querySelectorAll('script[defer][src]'), (script) =>
          script.getAttribute('src'),
        ).join(' ') ||
      picture.session !== token ||
      picture.path !== window.location.pathname ||
      picture.width !== window.innerWidth ||
      picture.height !== window.innerHeight ||
      picture.dark !== document.documentElement.classList.contains('dark') ||
      picture.systemDark !== systemDark ||
      typeof picture.html !== 'string' ||
      typeof picture.css !== 'string'
    )
      return;
    const style = document.createElement('style');
    style.id = `${options.overlayId}-style`;
    style.textContent = picture.css;
    document.head.appendChild(style);
    const overlay = document.createElement('div');
    overlay.id = options.overlayId;
    overlay.setAttribute('inert', '');
    overlay.setAttribute('aria-hidden', 'true');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2000;overflow:hidden';
    overlay.innerHTML = picture.html;
    document.body.appendChild(overlay);
    const elements = overlay.querySelectorAll('*');
    for (const [index, top] of picture.scrolls ?? []) {
      const element = elements[index];
      if (element) element.scrollTop = top;
    }
  } catch {
    // a picture that cannot be read or shown is simply not shown
  }
}

/** Whether a picture of the last screen is on show. */
export const startSnapshotShown = (): boolean =>
  document.getElementById(SNAPSHOT_OVERLAY_ID) !== null;

/** Takes the picture away, with its styles (they must not outlive it in the live page's cascade). */
export const dismissStartSnapshot = (): void => {
  document.getElementById(SNAPSHOT_OVERLAY_ID)?.remove();
  document.getElementById(`${SNAPSHOT_OVERLAY_ID}-style`)?.remove();
};

/** How many frames in a row the live screen must not change before it replaces the picture. */
export const STILL_FRAMES = 3;
/** The picture goes after this long in any case: a screen that keeps changing is shown live. */
export const SNAPSHOT_MAX_MS = 3000;

/**
 * Takes the picture away once the live screen in `container` is laid out: it shows no progress
 * indicator and has not changed for STILL_FRAMES frames (the message list lays out over a few),
 * so the picture gives way to the same screen, without a jump. Returns what cancels the wait.
 */
export const dismissStartSnapshotWhenStill = (container: HTMLElement): (() => void) => {
  if (!startSnapshotShown()) return () => {};
  let still = 0;
  let frame = 0;
  const observer = new MutationObserver(() => {
    still = 0;
  });
  const stop = () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    clearTimeout(timeout);
  };
  const done = () => {
    stop();
    dismissStartSnapshot();
  };
  const onFrame = () => {
    still += 1;
    if (still >= STILL_FRAMES && !container.querySelector('[role="progressbar"]')) done();
    else frame = requestAnimationFrame(onFrame);
  };
  const timeout = setTimeout(done, SNAPSHOT_MAX_MS);
  observer.observe(container, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  frame = requestAnimationFrame(onFrame);
  return stop;
};
