import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { PICTURE_STYLES_ID } from './picture';

/** The build's picture style sheet, when index.html linked it (a picture was stored). */
const pictureSheet = (): CSSStyleSheet | null => {
  const link = document.getElementById(PICTURE_STYLES_ID);
  return link instanceof HTMLLinkElement ? link.sheet : null;
};

/**
 * Emotion's cache for the page. Where the build's picture style sheet is in the page, its class
 * styles and keyframes are the very rules Emotion would write (the build rendered them with the
 * same code): the cache takes them as inserted, so the live screen's first render neither
 * compiles nor inserts them again, the bulk of its styling work.
 */
export const createPictureAdoptingCache = (
  key: string,
  stylisPlugins?: StylisPlugin[],
): EmotionCache => {
  const cache = createCache({ key, stylisPlugins });
  const classOf = new RegExp(`^\\.${key}-([\\w-]+)`);
  const adopt = (rules: CSSRuleList) => {
    // by their members: style rules have a selector, keyframes a name, @media and @supports
    // rules only rules
    for (const rule of Array.from(rules)) {
      if ('selectorText' in rule) {
        const name = classOf.exec(String(rule.selectorText))?.[1];
        if (name) cache.inserted[name] = true;
      } else if ('name' in rule) cache.inserted[String(rule.name)] = true;
      else if ('cssRules' in rule) adopt(rule.cssRules as CSSRuleList);
    }
  };
  const sheet = pictureSheet();
  if (sheet) adopt(sheet.cssRules);
  return cache;
};
