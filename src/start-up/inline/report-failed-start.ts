export const FAILED_START_ID = 'failed-start';

/**
 * What it says, from the page catalogue: read when the page is built (failed-start-texts.ts),
 * where no macro is compiled, so these are descriptors with ids of their own.
 */
/* eslint-disable lingui/no-unlocalized-strings -- the page catalogue's source texts */
export const FAILED_START_TEXTS = {
  message: /*i18n*/ {
    id: 'failed-start.message',
    message: 'Parley could not load. Check your connection, then reload.',
  },
  action: /*i18n*/ { id: 'failed-start.action', message: 'Reload' },
};
/* eslint-enable lingui/no-unlocalized-strings */

export interface FailedStartText {
  message: string;
  action: string;
}

export interface ReportFailedStartOptions {
  id: string;
  /** by language; the page says it in its <html lang>'s, else in English */
  texts: Record<string, FailedStartText>;
  /** the start-up picture's elements: an app that cannot start leaves no old screen on show */
  pictureIds: string[];
}

/**
 * index.html runs this inline in its head (build/inline-function-script.ts), so it must stand
 * alone. When one of the page's own scripts cannot be downloaded (a connection dropped on the
 * way), the app never starts: a returning visitor would look at a blank page, a new one at a
 * login card that does nothing, both for good. This says so, over whatever shows (anything typed
 * in it stays in view), with a way to try again. A lazy chunk that fails is the app's to report.
 */
export function reportFailedStart({ id, texts, pictureIds }: ReportFailedStartOptions): void {
  const onError = (event: Event) => {
    const script = event.target;
    // the page's own scripts are the deferred ones (inline/start-after-paint.ts marks them so)
    if (!(script instanceof HTMLScriptElement) || !script.defer) return;
    window.removeEventListener('error', onError, true);
    pictureIds.forEach((pictured) => document.getElementById(pictured)?.remove());
    // on a page that shows nothing else (a returning visitor's, with no picture of their last
    // screen), the message is the page: its main landmark and its heading
    const alone = !Array.from(document.querySelectorAll('main')).some(
      (main) => main.getClientRects().length > 0 && !main.closest('[aria-hidden="true"]'),
    );
    const bar = document.createElement(alone ? 'main' : 'div');
    bar.id = id;
    bar.style.cssText =
      'position:fixed;top:0;left:0;right:0;z-index:2147483647;' +
      'font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;' +
      'box-shadow:0 2px 8px rgba(0,0,0,.25);' +
      // the theme's own colours: the prerendered card's styles define them for either theme
      'background:var(--mui-palette-background-paper,#fff);' +
      'color:var(--mui-palette-text-primary,#1c1a24)';
    const alert = document.createElement('div');
    alert.setAttribute('role', 'alert');
    alert.style.cssText =
      'display:flex;flex-wrap:wrap;align-items:center;justify-content:center;' +
      'gap:8px 16px;padding:12px 16px';
    const { message, action } =
      texts[document.documentElement.lang] ?? (texts.en as FailedStartText);
    const text = document.createElement(alone ? 'h1' : 'p');
    text.style.cssText = 'margin:0;font:inherit';
    text.textContent = message;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = action;
    button.style.cssText =
      'font:inherit;font-weight:600;padding:6px 16px;border:0;border-radius:8px;' +
      'background:var(--mui-palette-primary-main,#6d28d9);' +
      'color:var(--mui-palette-primary-contrastText,#fff);cursor:pointer';
    button.addEventListener('click', () => window.location.reload());
    alert.append(text, button);
    bar.append(alert);
    document.body.append(bar);
  };
  // a script's load error does not bubble: only a capturing listener on the window sees it
  window.addEventListener('error', onError, true);
}
