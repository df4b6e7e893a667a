import { useEffect } from 'react';
import { writeStored } from './local-storage';
import { recordedStyleRules } from './recorded-styles';

/**
 * A picture of the screen a signed-in visitor leaves: its markup and the styles that markup
 * uses. Their next start-up shows it before any of the app's code has arrived (index.html runs
 * showStartSnapshot), and the live screen takes its place once laid out. See
 * start-snapshot-overlay.ts for how it is shown and taken away.
 */
export interface StartSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  /** the build that took it (pageBuild): another's markup and styles may differ */
  build: string;
  /** whose screen it was: shown only while this very session is stored */
  session: string;
  /** where, how big and in which theme: shown only where the live screen will look the same */
  path: string;
  width: number;
  height: number;
  dark: boolean;
  systemDark: boolean;
  html: string;
  css: string;
  /** scrolled elements: [index among the picture's elements, scrollTop] */
  scrolls: [number, number][];
}

/** localStorage key; the session's token and drafts sit beside it, and sign-out takes all three. */
export const SNAPSHOT_KEY = 'startSnapshot';
/** A picture in any other format (an older build's) is never shown. */
export const SNAPSHOT_FORMAT = 1;
/** Pictures larger than this are not kept: localStorage is shared with what the user typed. */
export const SNAPSHOT_MAX_CHARS = 400_000;
/** Elements marked with this attribute are pictured as their text alone (colouring comes later). */
export const SNAPSHOT_TEXT_ONLY = 'data-snapshot-text-only';
/** The attribute as props, for elements that pass their props on. */
export const snapshotTextOnly = { [SNAPSHOT_TEXT_ONLY]: '' };
/**
 * The one field of a picture that can be typed into (the prompt): what is typed there before the
 * live screen is ready is handed to the live field with the same attribute.
 */
export const SNAPSHOT_TYPED = 'data-snapshot-typed';
export const snapshotTyped = { [SNAPSHOT_TYPED]: '' };
/** The picture's element and its style sheet, while shown. */
export const SNAPSHOT_OVERLAY_ID = 'start-snapshot';

/** Emotion's class names, in its rules and on elements. */
const EMOTION_CLASS = /\.css-[\w-]+/g;

/** The recorded style rules the picture's elements use, and every global one, in order. */
const usedCss = (picture: HTMLElement): string => {
  const used = new Set<string>();
  picture.querySelectorAll('[class]').forEach((element) => {
    element.classList.forEach((name) => used.add(`.${name}`));
  });
  return recordedStyleRules()
    .filter((rule) => {
      const classes = rule.match(EMOTION_CLASS);
      return !classes || classes.some((name) => used.has(name));
    })
    .join('');
};

/** The page's build: its entry scripts. A picture is only shown by the build that took it. */
export const pageBuild = (): string =>
  Array.from(document.querySelectorAll('script[defer][src]'), (script) =>
    script.getAttribute('src'),
  ).join(' ');

/**
 * The picture of what `container` shows now, for `session`; null when it is too large to keep.
 * Form values and scroll positions, which markup does not hold, are written into the picture.
 */
export const captureStartSnapshot = (
  container: HTMLElement,
  session: string,
): StartSnapshot | null => {
  const copy = container.cloneNode(true) as HTMLElement;
  const copies = copy.querySelectorAll('*');
  const scrolled: [Element, number][] = [];
  container.querySelectorAll('*').forEach((element, index) => {
    const pictured = copies.item(index);
    if (element.scrollTop > 0) scrolled.push([pictured, element.scrollTop]);
    if (element instanceof HTMLTextAreaElement) pictured.textContent = element.value;
    else if (element instanceof HTMLInputElement && element.type !== 'password')
      pictured.setAttribute('value', element.value);
  });
  copy.querySelectorAll(`[${SNAPSHOT_TEXT_ONLY}]`).forEach((element) => {
    element.replaceChildren(element.textContent ?? '');
  });
  // counted in the picture as it is shown, without the elements taken out above
  const shown = Array.from(copy.querySelectorAll('*'));
  const scrolls = scrolled.map(([element, top]): [number, number] => [shown.indexOf(element), top]);
  const snapshot: StartSnapshot = {
    format: SNAPSHOT_FORMAT,
    build: pageBuild(),
    session,
    path: window.location.pathname,
    width: window.innerWidth,
    height: window.innerHeight,
    dark: document.documentElement.classList.contains('dark'),
    systemDark: window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false,
    html: copy.innerHTML,
    css: usedCss(copy),
    scrolls,
  };
  return snapshot.html.length + snapshot.css.length > SNAPSHOT_MAX_CHARS ? null : snapshot;
};

/**
 * Keeps the picture for the next start-up (null forgets it). The old one goes first: if the new
 * one does not fit, no outdated picture is left behind, and the space goes to what the user types.
 */
export const keepStartSnapshot = (snapshot: StartSnapshot | null): void => {
  writeStored(SNAPSHOT_KEY, null);
  if (snapshot) writeStored(SNAPSHOT_KEY, JSON.stringify(snapshot));
};

/**
 * Pictures the page's root element for `session` whenever the visitor leaves or hides the page
 * (the moment its last state is known, and the only moment the work cannot be felt), if the
 * screen is then as a start-up opens it (`picturable`). Otherwise, and once the screen is gone,
 * the last picture is forgotten: a start-up never shows a screen other than its own.
 */
export const useStartSnapshot = (session: string | null, picturable: () => boolean): void => {
  useEffect(() => {
    const picture = () => {
      const root = document.getElementById('root');
      // a picture still on screen means the live screen beneath it is not laid out yet
      if (!root || document.getElementById(SNAPSHOT_OVERLAY_ID)) return;
      keepStartSnapshot(session && picturable() ? captureStartSnapshot(root, session) : null);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') picture();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', picture);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', picture);
      keepStartSnapshot(null);
    };
  }, [session, picturable]);
};
