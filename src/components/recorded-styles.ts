import createCache, { type EmotionCache } from '@emotion/cache';

type StyleSheet = EmotionCache['sheet'];

/** Every rule the page's Emotion cache has inserted, in order, as written. */
const rules: string[] = [];

/**
 * Emotion's cache for the page, recording each rule it inserts (start-snapshot.ts pictures the
 * styles a screen uses). The rules must be kept as written: in production Emotion inserts them
 * through the CSSOM, whose own serialization loses values (a shorthand written with var() next
 * to one of its longhands prints its other longhands empty).
 */
export const createRecordingCache = (): EmotionCache => {
  const cache = createCache({ key: 'css' });
  const insert = cache.insert;
  // each style (the component's, and a global one's own sheet) comes through here
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const recording = Object.create(sheet) as StyleSheet;
    recording.insert = (rule: string) => {
      rules.push(rule);
      sheet.insert(rule);
    };
    return insert(selector, serialized, recording, shouldCache);
  };
  return cache;
};

export const recordedStyleRules = (): readonly string[] => rules;
