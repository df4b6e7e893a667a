import type { afterFirstPaint } from './after-first-paint';
import type { startsWithOneFile } from './one-file-start';

export interface StartAfterPaintOptions {
  /** the page's own scripts, in the order they run */
  scripts: string[];
  /** them and the app chunk in one, for a signed-in start with nothing cached (one-file-start.ts) */
  oneFile?: string;
  /** the Trusted Types policy that lets exactly these through */
  policy: string;
  /** the root's class while a session is stored (inline/preload-for-session.ts) */
  sessionClass: string;
  /** the picture of a returning visitor's last screen, while shown (inline/show-picture.ts) */
  pictureId: string;
}

/**
 * index.html runs this inline at the end of its body (build/start-after-paint.ts), so it must
 * stand alone. The page's scripts run in order like the deferred scripts they replace, but only
 * once what the page shows first has painted: a new visitor's prerendered login card (its
 * scripts already downloading, inline/preload-for-session.ts), or a returning visitor's picture.
 */
export function startAfterPaint(
  { scripts: pageScripts, oneFile, policy, sessionClass, pictureId }: StartAfterPaintOptions,
  afterPaint: typeof afterFirstPaint,
  withOneFile: typeof startsWithOneFile,
): void {
  const scripts = oneFile !== undefined && withOneFile(sessionClass) ? [oneFile] : pageScripts;
  const trusted = window.trustedTypes?.createPolicy(policy, {
    createScriptURL: (url: string) => {
      if (!scripts.includes(url)) throw new TypeError(url);
      return url;
    },
  });
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const url of scripts) {
      const script = document.createElement('script');
      // run in order, and known as the page's own (inline/report-failed-start.ts)
      script.async = false;
      script.defer = true;
      script.src = (trusted ? trusted.createScriptURL(url) : url) as string;
      document.head.append(script);
    }
  };
  // a picture is painted once its sheet is in; a signed-in start without one shows nothing
  // before the app; a hidden tab paints nothing, nor does a card hidden until its language's
  // messages come
  const waits =
    document.visibilityState === 'visible' &&
    (document.getElementById(pictureId) !== null ||
      (!document.documentElement.classList.contains(sessionClass) &&
        document.body.innerText.trim() !== ''));
  // the first paint with content is reported once it is on screen; a slow report is not waited
  // for long
  if (waits) afterPaint(start, 500);
  else start();
}
