import type { afterFirstPaint } from './after-first-paint';
import type { startsWithOneFile } from './one-file-start';

/** The root's class while a session is stored: index.html then hides the login card. */
export const SESSION_CLASS = 'has-session';

export interface PreloadForSessionOptions {
  tokenKey: string;
  /** where the picture of the last screen is stored (picture/picture.ts) */
  pictureKey: string;
  /** the picture, while shown (inline/show-picture.ts) */
  pictureId: string;
  /** the root's class while a session is stored: index.html then hides the login card */
  sessionClass: string;
  /** index.html's own scripts, which every start runs first */
  pageScripts: string[];
  /** what a signed-in start runs next: asked for at once instead of a waterfall of chunks */
  files: string[];
  /** `files` and the page's scripts in one, for a start with nothing cached (one-file-start.ts) */
  oneFile?: string;
  /** more files where this media query matches (what shows at once only there) */
  filesWhen?: { media: string; files: string[] };
  /** more files where a picture is shown: what hands it over to the live page */
  pictureFiles: string[];
  /** GETs sent at once with the stored token, for the app to adopt (early-calls.ts) */
  earlyCalls: string[];
}

/**
 * index.html runs this inline in its head (build/returning-visitor-preload.ts), so it must stand
 * alone. It preloads the page's own scripts, and when a token is stored the signed-in start's
 * chunks beside them, and sends its first calls; a new visitor downloads none of the chunks.
 * All are asked for at low priority: the page's first paint needs none of them. A stored picture
 * is painted before any is asked for: earlier, Lighthouse's simulation counts their download in
 * the picture's paint, and a phone spends a frame's worth on sending them before painting it.
 */
export function preloadForSession(
  {
    tokenKey,
    pictureKey,
    pictureId,
    sessionClass,
    pageScripts,
    files,
    oneFile,
    filesWhen,
    pictureFiles,
    earlyCalls,
  }: PreloadForSessionOptions,
  afterPaint: typeof afterFirstPaint,
  withOneFile: typeof startsWithOneFile,
): void {
  let token: string | null = null;
  let pictured = false;
  try {
    token = localStorage.getItem(tokenKey);
    pictured = localStorage.getItem(pictureKey) !== null;
  } catch {
    // storage refused: a new visitor's start
  }
  const preload = (href: string) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.fetchPriority = 'low';
    link.href = href;
    document.head.append(link);
  };
  if (token) document.documentElement.classList.add(sessionClass);
  const single = oneFile !== undefined && withOneFile(sessionClass);
  const picturePaintsFirst = token !== null && pictured && document.visibilityState === 'visible';
  // at once, unless a picture is painted first: start-after-paint.ts asks for them after it
  if (!picturePaintsFirst) (single ? [oneFile] : pageScripts).forEach(preload);
  if (!token) return;
  let started = false;
  // the chunks' preloads and the first calls
  const start = () => {
    if (started) return;
    started = true;
    if (!single) files.forEach(preload);
    if (filesWhen && matchMedia(filesWhen.media).matches) filesWhen.files.forEach(preload);
    if (document.getElementById(pictureId)) pictureFiles.forEach(preload);
    const responses: Record<string, Promise<Response>> = {};
    for (const url of earlyCalls) {
      const response = fetch(url, { headers: { Authorization: token } });
      response.catch(() => undefined);
      responses[url] = response;
    }
    window.parleyEarlyCalls = { token, sentAt: Date.now(), responses };
  };
  // after the picture has painted, which needs no network; at once where there is no picture to
  // paint or the tab is hidden. A paint that is not reported within 500 ms is not waited for
  if (picturePaintsFirst) {
    setTimeout(start, 500);
    // once the page is parsed, index.html has shown the picture (its script ends the body) or
    // decided against it; a frame can come before that
    const decide = () => {
      if (document.getElementById(pictureId)) afterPaint(start, 500);
      else start();
    };
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', decide, { once: true });
    else decide();
  } else start();
}
