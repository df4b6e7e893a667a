import type { PictureParts } from './clean-picture';

/** A picture of the screen a signed-in visitor left, as stored (picture/picture.ts keeps it). */
export interface StoredPicture {
  format: string;
  /** whose screen it was (sessionTag of the token): shown only while that session is stored */
  session: string;
  /** when it was taken (ms since the epoch): older than the build's maximum age, it is deleted */
  takenAt: number;
  /** the chat shown: its stored draft fills the picture's prompt (the picture keeps no text typed) */
  chatId: string;
  /** where, how big and in which theme: shown only where the live screen will look the same */
  path: string;
  width: number;
  height: number;
  dark: boolean;
  systemDark: boolean;
  /** in which language: never shown in another (index.html set the page's <html lang> first) */
  lang: string;
  /** markup only, of picture/parts.ts: its styles are the build's */
  html: string;
  /** scrolled elements: [index among the picture's elements, distance scrolled from its end] */
  scrolls: [number, number][];
}

export interface ShowStartPictureOptions {
  pictureKey: string;
  tokenKey: string;
  /** where the drafts are stored: the picture's prompt shows its chat's */
  draftsKey: string;
  /** the one picture format this build shows */
  format: string;
  maxAgeMs: number;
  parts: PictureParts;
  overlayId: string;
  /** the build's style sheet of the picture, linked in the head (inline/link-picture-styles.ts) */
  stylesId: string;
  /** the z-index the picture is laid at, over the live page */
  layer: number;
  typedAttribute: string;
  /** the query parameter of the open chat's address */
  chatParam: string;
}

/**
 * Shows the stored picture of the last screen over the page when it belongs to the stored session
 * and to this address, window size, theme and language, once `clean` has passed it. index.html
 * runs it inline at the end of its body, with its helpers as arguments: it must stand alone.
 *
 * The picture is inert but for its prompt: taps go through it to the live screen being built
 * beneath, nothing in it can be followed or focused, and assistive technology hears only the
 * title and the prompt. What is typed there goes to the live prompt (dismissStartPicture).
 */
export function showStartPicture(
  options: ShowStartPictureOptions,
  clean: (html: string, parts: PictureParts) => HTMLElement | null,
  tag: (token: string) => string,
): void {
  try {
    const raw = localStorage.getItem(options.pictureKey);
    if (!raw) return;
    const token = localStorage.getItem(options.tokenKey);
    const picture = JSON.parse(raw) as Partial<StoredPicture>;
    const age = Date.now() - (picture.takenAt ?? 0);
    const cleaned =
      token &&
      picture.format === options.format &&
      picture.session === tag(token) &&
      age >= 0 &&
      age < options.maxAgeMs &&
      typeof picture.html === 'string'
        ? clean(picture.html, options.parts)
        : null;
    if (!cleaned) {
      // another session's, too old, from another build, or not Parley's own: never shown again
      localStorage.removeItem(options.pictureKey);
      return;
    }
    const styles = document.getElementById(options.stylesId);
    // an address that names another chat opens that one (a pictured chat is the newest)
    const addressed = new URLSearchParams(window.location.search).get(options.chatParam);
    const systemDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
    if (
      !styles ||
      picture.path !== window.location.pathname ||
      (addressed && addressed !== picture.chatId) ||
      picture.width !== window.innerWidth ||
      picture.height !== window.innerHeight ||
      picture.dark !== document.documentElement.classList.contains('dark') ||
      picture.systemDark !== systemDark ||
      picture.lang !== document.documentElement.lang
    )
      return;
    const overlay = document.createElement('div');
    overlay.id = options.overlayId;
    overlay.style.cssText = `position:fixed;inset:0;z-index:${options.layer};overflow:hidden;pointer-events:none`;
    overlay.append(...Array.from(cleaned.childNodes));
    const typed = overlay.querySelector(`textarea[${options.typedAttribute}]`);
    if (typed instanceof HTMLTextAreaElement) {
      typed.style.pointerEvents = 'auto';
      // the draft is read as untrusted text: a value, never markup
      const drafts: unknown = JSON.parse(localStorage.getItem(options.draftsKey) ?? '{}');
      const draft = (drafts as Record<string, unknown> | null)?.[picture.chatId ?? ''];
      if (typeof draft === 'string') {
        typed.defaultValue = draft;
        typed.value = draft;
      }
    }
    // everything but the prompt and the title is inert: it cannot be focused, followed or heard
    // (the siblings of everything on their way up)
    const kept = new Set<Element>();
    for (const element of [typed, overlay.querySelector('h1')])
      for (let node = element; node && node !== overlay; node = node.parentElement) kept.add(node);
    const away = (element: Element) => {
      element.setAttribute('inert', '');
      // for a browser that does not know inert yet
      element.setAttribute('aria-hidden', 'true');
    };
    if (kept.size === 0) away(overlay);
    for (const node of kept)
      for (const sibling of Array.from(node.parentElement?.children ?? []))
        if (!kept.has(sibling)) away(sibling);
    // Enter, which sends in the live prompt, adds no line here
    overlay.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && !event.shiftKey) event.preventDefault();
    });
    document.body.appendChild(overlay);
    // scrolled and seen once the build's sheet styles it (at once when it is here already)
    const styled = () => {
      const elements = overlay.querySelectorAll('*');
      for (const [index, fromEnd] of picture.scrolls ?? []) {
        const element = elements[index];
        if (element) element.scrollTop = element.scrollHeight - element.clientHeight - fromEnd;
      }
      overlay.style.visibility = '';
    };
    if (styles instanceof HTMLLinkElement && styles.sheet) styled();
    else {
      overlay.style.visibility = 'hidden';
      styles.addEventListener('load', styled);
      // the sheet failed after all: no unstyled picture
      styles.addEventListener('error', () => overlay.remove());
    }
  } catch {
    // a picture that cannot be read or shown is simply not shown
  }
}
