import type { cleanStartSnapshot } from './start-snapshot-cleaner';
import {
  SNAPSHOT_OVERLAY_ID,
  SNAPSHOT_TYPED,
  type sessionTag,
  type StartSnapshot,
} from './start-snapshot';

export interface ShowStartSnapshotOptions {
  snapshotKey: string;
  tokenKey: string;
  /** where the drafts are stored: the picture's prompt shows its chat's */
  draftsKey: string;
  /** the one picture format this build shows */
  format: number;
  maxAgeMs: number;
  /** origins the picture's images may come from besides the page's own */
  imageOrigins: string[];
  overlayId: string;
  /** the style element of the picture's class styles, which the live app takes over */
  stylesId: string;
  typedAttribute: string;
}

/**
 * Shows the stored picture of the last screen (start-snapshot.ts) over the page when it belongs to
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
  clean: typeof cleanStartSnapshot,
  tag: typeof sessionTag,
): void {
  try {
    const raw = localStorage.getItem(options.snapshotKey);
    if (!raw) return;
    const token = localStorage.getItem(options.tokenKey);
    const picture = JSON.parse(raw) as Partial<StartSnapshot>;
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
        ? clean(picture.html, picture.css, picture.styles, options.imageOrigins)
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
      picture.systemDark !== systemDark
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
    overlay.style.cssText =
      'position:fixed;inset:0;z-index:2000;overflow:hidden;pointer-events:none';
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

type TypingField = HTMLTextAreaElement | HTMLInputElement;
const isTypingField = (element: Element | null | undefined): element is TypingField =>
  element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement;

/** The picture's prompt while someone is using it: it has the focus, or what they typed. */
const promptInUse = (overlay: HTMLElement): boolean => {
  const typed = overlay.querySelector(`[${SNAPSHOT_TYPED}]`);
  return (
    isTypingField(typed) && (document.activeElement === typed || typed.value !== typed.defaultValue)
  );
};

/** What was typed into the picture's prompt goes into the live one, with the focus and caret. */
const handOverTyping = (overlay: HTMLElement) => {
  const typed = overlay.querySelector(`[${SNAPSHOT_TYPED}]`);
  const live = Array.from(document.querySelectorAll(`[${SNAPSHOT_TYPED}]`)).find(
    (element) => !overlay.contains(element),
  );
  // no live prompt (the session ended: the login card came): what was typed goes with the
  // session, as a logout's drafts do
  if (!isTypingField(typed) || !isTypingField(live)) return;
  if (typed.value !== typed.defaultValue) {
    // React keeps track of the value it set: the element's own setter, then an input event, as
    // typing would, so the change reaches the app (and its draft)
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(live), 'value')?.set;
    setValue?.call(live, typed.value);
    live.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (document.activeElement === typed) {
    live.focus();
    live.setSelectionRange(typed.selectionStart, typed.selectionEnd);
  }
};

/** Whether a picture of the last screen is on show. */
export const startSnapshotShown = (): boolean =>
  document.getElementById(SNAPSHOT_OVERLAY_ID) !== null;

/**
 * Takes the picture away, with its global styles (they must not outlive it in the live page's
 * cascade; its class styles are the live page's own now, see recorded-styles.ts), handing what
 * was typed into it to the live screen.
 */
export const dismissStartSnapshot = (): void => {
  const overlay = document.getElementById(SNAPSHOT_OVERLAY_ID);
  if (overlay) handOverTyping(overlay);
  overlay?.remove();
  document.getElementById(`${SNAPSHOT_OVERLAY_ID}-style`)?.remove();
};

/** How many frames in a row the live screen must not change before it replaces the picture. */
export const STILL_FRAMES = 3;
/**
 * The picture goes after this long even if the live screen is not still (a screen that keeps
 * changing is shown live), unless its prompt is in use and the live screen has none yet.
 */
export const SNAPSHOT_MAX_MS = 3000;

/**
 * Takes the picture away once the live screen in `container` is laid out: it shows no progress
 * indicator, nothing in it is still being rendered (aria-busy) and it has not changed for
 * STILL_FRAMES frames (the message list lays out over a few),
 * so the picture gives way to the same screen, without a jump. Returns what cancels the wait.
 *
 * Meanwhile assistive technology hears only the live screen, which is there to be used (taps
 * already reach it), not the picture's title and prompt as well: two main landmarks, two prompts.
 * A picture whose prompt is being typed in stays heard until it goes.
 */
export const dismissStartSnapshotWhenStill = (container: HTMLElement): (() => void) => {
  const overlay = document.getElementById(SNAPSHOT_OVERLAY_ID);
  if (!overlay) return () => {};
  if (!overlay.contains(document.activeElement)) overlay.setAttribute('aria-hidden', 'true');
  // and heard again if its prompt is tapped meanwhile: nothing focused may be hidden
  overlay.addEventListener('focusin', () => overlay.removeAttribute('aria-hidden'));
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
  let late = false;
  const livePrompt = () => container.querySelector(`[${SNAPSHOT_TYPED}]`) !== null;
  const onFrame = () => {
    still += 1;
    if (
      (still >= STILL_FRAMES &&
        !container.querySelector('[role="progressbar"],[aria-busy="true"]')) ||
      (late && livePrompt())
    )
      done();
    else frame = requestAnimationFrame(onFrame);
  };
  // late, the picture goes, but not from under someone typing into it while the live screen has
  // no prompt to take their typing yet (its data is still on the way): it goes as that prompt
  // comes, or once the screen settles without one
  const timeout = setTimeout(() => {
    late = true;
    if (livePrompt() || !promptInUse(overlay)) done();
  }, SNAPSHOT_MAX_MS);
  observer.observe(container, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  frame = requestAnimationFrame(onFrame);
  return stop;
};
