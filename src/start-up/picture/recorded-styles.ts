import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { keptStyles, SNAPSHOT_STYLES_ID } from './picture';

type StyleSheet = EmotionCache['sheet'];

/** A style Emotion inserted, with its rules as written. */
export interface RecordedStyle {
  /** Emotion's name for it: its class is `${key}-${name}`, its keyframes are named `name` */
  name: string;
  /** its cache's key: `css`, or `rtl` for the one mirroring styles */
  key: string;
  /** a component's class (`.${key}-${name}`), keyframes, or a global style (the page's baseline) */
  kind: 'class' | 'keyframes' | 'global';
  css: string;
}

/** Every style the page's Emotion cache has inserted, in order. */
const styles: RecordedStyle[] = [];

const KEYFRAMES = 'animation-';

/** The picture's class styles this page's cache took over, until the session ends. */
let adopted: { cache: EmotionCache; records: Set<RecordedStyle> } | undefined;

/**
 * The class styles and keyframes of the start-up's picture (index.html's showStartSnapshot put
 * them in a style element of their own) are already in the page: Emotion takes them as inserted,
 * so the live screen's first render neither compiles nor inserts them again, the bulk of its
 * styling work. They stay in the page, as what Emotion inserts does.
 */
const adoptPictureStyles = (cache: EmotionCache) => {
  const kept = document.getElementById(SNAPSHOT_STYLES_ID)?.textContent;
  if (!kept) return;
  adopted = { cache, records: new Set() };
  for (const [name, css] of keptStyles(kept)) {
    cache.inserted[name] = true;
    const record: RecordedStyle = {
      name,
      key: cache.key,
      kind: name.startsWith(KEYFRAMES) ? 'keyframes' : 'class',
      css,
    };
    adopted.records.add(record);
    styles.push(record);
  }
};

/**
 * The picture's class styles leave the page with the session they were pictured for: Emotion
 * writes its own again for whatever renders next.
 */
export const releasePictureStyles = () => {
  document.getElementById(SNAPSHOT_STYLES_ID)?.remove();
  if (!adopted) return;
  const { cache, records } = adopted;
  // Emotion writes a style again when its entry is undefined
  const inserted: Record<string, string | true | undefined> = cache.inserted;
  for (const { name } of records) inserted[name] = undefined;
  const own = styles.filter((style) => !records.has(style));
  styles.splice(0, styles.length, ...own);
  adopted = undefined;
};

/**
 * Emotion's cache for the page, recording each style it inserts (capture.ts pictures the
 * styles a screen uses). The rules must be kept as written: in production Emotion inserts them
 * through the CSSOM, whose own serialization loses values (a shorthand written with var() next
 * to one of its longhands prints its other longhands empty).
 */
export const createRecordingCache = (key: string, stylisPlugins?: StylisPlugin[]): EmotionCache => {
  const cache = createCache({ key, stylisPlugins });
  adoptPictureStyles(cache);
  const insert = cache.insert;
  // each style (a component's class, its keyframes, a global one's own sheet) comes through here
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const recorded: RecordedStyle = {
      name: serialized.name,
      key,
      kind: selector
        ? 'class'
        : serialized.styles.startsWith(`@keyframes ${KEYFRAMES}`)
          ? 'keyframes'
          : 'global',
      css: '',
    };
    styles.push(recorded);
    const recording = Object.create(sheet) as StyleSheet;
    recording.insert = (rule: string) => {
      recorded.css += rule;
      sheet.insert(rule);
    };
    return insert(selector, serialized, recording, shouldCache);
  };
  return cache;
};

export const recordedStyles = (): readonly RecordedStyle[] => styles;
