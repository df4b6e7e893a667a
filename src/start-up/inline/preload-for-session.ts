/** The root's class while a session is stored: index.html then hides the login card. */
export const SESSION_CLASS = 'has-session';

export interface PreloadForSessionOptions {
  tokenKey: string;
  /** where the picture of the last screen is stored (picture/picture.ts) */
  pictureKey: string;
  /** the root's class while a session is stored: index.html then hides the login card */
  sessionClass: string;
  /** what a signed-in start runs next: asked for at once instead of a waterfall of chunks */
  files: string[];
  /** more files where this media query matches (what shows at once only there) */
  filesWhen?: { media: string; files: string[] };
  /** GETs sent at once with the stored token, for the app to adopt (early-calls.ts) */
  earlyCalls: string[];
}

/**
 * index.html runs this inline in its head (build/returning-visitor-preload.ts), so it must stand
 * alone. When a token is stored, it preloads the signed-in start's chunks and sends its first
 * calls, in parallel with the page's own scripts; a new visitor downloads none of them. The
 * chunks are asked for at low priority like the page's own scripts, and they and the calls once
 * a stored picture has painted: earlier, Lighthouse's simulation counts their download in the
 * picture's paint, and a phone spends a frame's worth on sending the calls before painting it.
 */
export function preloadForSession({
  tokenKey,
  pictureKey,
  sessionClass,
  files,
  filesWhen,
  earlyCalls,
}: PreloadForSessionOptions): void {
  let token: string | null = null;
  let pictured = false;
  try {
    token = localStorage.getItem(tokenKey);
    pictured = localStorage.getItem(pictureKey) !== null;
  } catch {
    // storage refused: a new visitor's start
  }
  if (!token) return;
  document.documentElement.classList.add(sessionClass);
  let started = false;
  // the chunks' preloads and the first calls
  const start = () => {
    if (started) return;
    started = true;
    const wanted =
      filesWhen && matchMedia(filesWhen.media).matches ? files.concat(filesWhen.files) : files;
    for (const href of wanted) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.fetchPriority = 'low';
      link.href = href;
      document.head.append(link);
    }
    const responses: Record<string, Promise<Response>> = {};
    for (const url of earlyCalls) {
      const response = fetch(url, { headers: { Authorization: token } });
      response.catch(() => undefined);
      responses[url] = response;
    }
    window.parleyEarlyCalls = { token, sentAt: Date.now(), responses };
  };
  // after the picture's first paint, which needs no network; at once where there is no picture to
  // paint or the tab is hidden. A frame that has not come in 100 ms is not waited for
  if (pictured && document.visibilityState === 'visible') {
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, 100);
  } else start();
}
