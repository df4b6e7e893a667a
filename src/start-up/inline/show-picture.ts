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
  html: string;
  /** the global rules (the page's baseline, the theme's variables): they go with the picture */
  css: string;
  /**
   * Emotion's class styles the picture's elements use, and its keyframes, each after a marker
   * comment with its name: the live app takes them over (picture/recorded-styles.ts).
   */
  styles: string;
  /** scrolled elements: [index among the picture's elements, scrollTop] */
  scrolls: [number, number][];
}

export interface ShowStartSnapshotOptions {
  snapshotKey: string;
  tokenKey: string;
  /** where the drafts are stored: the picture's prompt shows its chat's */
  draftsKey: string;
  /** the one picture format this build shows */
  format: string;
  maxAgeMs: number;
  /** origins the picture's images may come from besides the page's own */
  imageOrigins: string[];
  overlayId: string;
  /** the z-index the picture is laid at, over the live page */
  layer: number;
  /** the Trusted Types policy the cleaner parses the picture's markup through */
  policyName: string;
  /** the style element of the picture's class styles, which the live app takes over */
  stylesId: string;
  typedAttribute: string;
}

/**
 * Shows the stored picture of the last screen (picture/picture.ts) over the page when it belongs to
 * the stored session and to this address, window size and theme, once `clean` has passed it.
 * index.html runs it inline at the end of its body (build/inline-function-script.ts writes it there
 * from this function's source, with its helpers as arguments): it must stand alone.
 *
 * Nothing in the picture can be used but its prompt: taps go through it to the live screen being
 * built beneath, and assistive technology hears only the title and the prompt. What is typed
 * there is handed to the live prompt when the picture goes (dismissStartSnapshot).
 */
export function showStartSnapshot(
  options: ShowStartSnapshotOptions,
  clean: (
    html: string,
    css: string,
    styles: string,
    imageOrigins: string[],
    policyName: string,
  ) => { body: HTMLElement; css: string; styles: string } | null,
  tag: (token: string) => string,
): void {
  try {
    const raw = localStorage.getItem(options.snapshotKey);
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
      typeof picture.html === 'string' &&
      typeof picture.css === 'string' &&
      typeof picture.styles === 'string'
        ? clean(picture.html, picture.css, picture.styles, options.imageOrigins, options.policyName)
        : null;
    if (!cleaned) {
      // another session's, too old, from another build, or not Parley's own: never shown again
      localStorage.removeItem(options.snapshotKey);
      return;
    }
    const systemDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
    if (
      picture.path !== window.location.pathname ||
      picture.width !== window.innerWidth ||
      picture.height !== window.innerHeight ||
      picture.dark !== document.documentElement.classList.contains('dark') ||
      picture.systemDark !== systemDark ||
      picture.lang !== document.documentElement.lang
    )
      return;
    const style = document.createElement('style');
    style.id = `${options.overlayId}-style`;
    style.textContent = cleaned.css;
    document.head.appendChild(style);
    const classes = document.createElement('style');
    classes.id = options.stylesId;
    classes.textContent = cleaned.styles;
    document.head.appendChild(classes);
    const overlay = document.createElement('div');
    overlay.id = options.overlayId;
    overlay.style.cssText = `position:fixed;inset:0;z-index:${options.layer};overflow:hidden;pointer-events:none`;
    overlay.append(...Array.from(cleaned.body.childNodes));
    overlay
      .querySelectorAll('a[href],button,input,select,textarea,[tabindex]')
      .forEach((element) => element.setAttribute('tabindex', '-1'));
    const typed = overlay.querySelector<HTMLElement>(`[${options.typedAttribute}]`);
    if (typed) {
      typed.removeAttribute('tabindex');
      typed.style.pointerEvents = 'auto';
      // the draft is read as untrusted text: a value, never markup
      const drafts: unknown = JSON.parse(localStorage.getItem(options.draftsKey) ?? '{}');
      const draft = (drafts as Record<string, unknown> | null)?.[picture.chatId ?? ''];
      if (typed instanceof HTMLTextAreaElement && typeof draft === 'string') {
        typed.defaultValue = draft;
        typed.value = draft;
      }
    }
    // assistive technology hears the screen's title and its prompt; everything else is hidden
    // (the siblings of everything on their way up)
    const heard = new Set<Element>();
    for (const kept of [typed, overlay.querySelector('h1')])
      for (let node = kept; node && node !== overlay; node = node.parentElement) heard.add(node);
    if (heard.size === 0) overlay.setAttribute('aria-hidden', 'true');
    for (const node of heard)
      for (const sibling of Array.from(node.parentElement?.children ?? []))
        if (!heard.has(sibling)) sibling.setAttribute('aria-hidden', 'true');
    // Enter, which sends in the live prompt, adds no line here
    overlay.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && !event.shiftKey) event.preventDefault();
    });
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
