import { writeStored } from './local-storage';

/**
 * A picture of the screen a signed-in visitor leaves: its markup and the styles that markup
 * uses. Their next start-up shows it before any of the app's code has arrived (index.html runs
 * showStartSnapshot), and the live screen takes its place once laid out. This module holds what
 * the first load needs of it; use-start-snapshot.ts takes pictures, start-snapshot-overlay.ts
 * shows them and takes them away.
 */
export interface StartSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  /** whose screen it was (sessionTag of the token): shown only while that session is stored */
  session: string;
  /** when it was taken (ms since the epoch): older than SNAPSHOT_MAX_AGE_MS, it is deleted */
  takenAt: number;
  /** the chat shown: its stored draft fills the picture's prompt (the picture keeps no text typed) */
  chatId: string;
  /** where, how big and in which theme: shown only where the live screen will look the same */
  path: string;
  width: number;
  height: number;
  dark: boolean;
  systemDark: boolean;
  html: string;
  /** the global rules (the page's baseline, the theme's variables): they go with the picture */
  css: string;
  /**
   * Emotion's class styles the picture's elements use, and its keyframes, each as written after
   * a marker comment with its name (keptStyleMarker): the live app takes them over instead of
   * writing them again (recorded-styles.ts).
   */
  styles: string;
  /** scrolled elements: [index among the picture's elements, scrollTop] */
  scrolls: [number, number][];
}

/** localStorage key; the session's token and drafts sit beside it, and sign-out takes all three. */
export const SNAPSHOT_KEY = 'startSnapshot';
/**
 * A picture in any other format is never shown. A picture carries its own markup and styles, so
 * the next build shows it too (the first start-up after a release is the slowest, with nothing
 * cached); this number goes up when what the overlay relies on in a picture changes, and when
 * Emotion writes the same style differently (the live page takes a picture's class styles over).
 */
export const SNAPSHOT_FORMAT = 3;
/** A picture older than this is deleted instead of shown. */
export const SNAPSHOT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
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
/** The picture's class styles, which stay: the live app's Emotion cache takes them over. */
export const SNAPSHOT_STYLES_ID = `${SNAPSHOT_OVERLAY_ID}-classes`;
/**
 * Tells sessions apart without keeping the token: a 53-bit hash of it (cyrb53). The inline
 * script that shows a picture calls it too, so it must stand alone.
 */
export function sessionTag(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i += 1) {
    const code = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** What precedes each style in a picture's `styles`: its Emotion name, in a CSS comment. */
export const keptStyleMarker = (name: string) => `/*${name}*/`;
/** A picture's `styles`, split into [name, rules] by their markers. */
export const keptStyles = (styles: string): [string, string][] => {
  const [, ...parts] = styles.split(/\/\*([\w-]+)\*\//);
  const named: [string, string][] = [];
  for (let i = 0; i < parts.length; i += 2) named.push([parts[i] ?? '', parts[i + 1] ?? '']);
  return named;
};

/**
 * Keeps the picture for the next start-up (null forgets it). The old one goes first: if the new
 * one does not fit, no outdated picture is left behind, and the space goes to what the user types.
 */
export const keepStartSnapshot = (snapshot: StartSnapshot | null): void => {
  writeStored(SNAPSHOT_KEY, null);
  if (snapshot) writeStored(SNAPSHOT_KEY, JSON.stringify(snapshot));
};
