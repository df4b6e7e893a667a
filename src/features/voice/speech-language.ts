import type { Language } from '../language';

/** A region for each language where the browser names none of its own for it. */
const FALLBACK: Record<Language, string> = { en: 'en-US', de: 'de-DE', ar: 'ar-EG' };

/**
 * The language tag speech is heard and spoken in for one of the app's languages: the browser's
 * own preference where it has one for that language (de-AT, en-GB), else a common region.
 */
export const speechTag = (language: Language): string =>
  navigator.languages?.find((tag) => tag.toLowerCase().startsWith(`${language}-`)) ??
  FALLBACK[language];

const ARABIC = /[\u0600-\u06ff]/g;
const LATIN_WORD = /\b[a-zäöüß]+\b/gi;
const GERMAN = new Set([
  'der',
  'die',
  'das',
  'und',
  'ist',
  'nicht',
  'ein',
  'eine',
  'ich',
  'mit',
  'für',
  'auf',
  'zu',
  'den',
  'sie',
  'es',
]);
const ENGLISH = new Set([
  'the',
  'and',
  'is',
  'not',
  'a',
  'an',
  'of',
  'to',
  'in',
  'it',
  'you',
  'for',
  'with',
  'on',
  'that',
  'this',
]);

/**
 * The language a reply is written in, as far as its words tell: Arabic by its script, German
 * or English by their commonest words; the app's language where they do not tell.
 */
export const replyLanguage = (text: string, appLanguage: Language): Language => {
  const arabic = text.match(ARABIC)?.length ?? 0;
  const words = text.toLowerCase().match(LATIN_WORD) ?? [];
  if (arabic > words.length) return 'ar';
  const german = words.filter((word) => GERMAN.has(word)).length;
  const english = words.filter((word) => ENGLISH.has(word)).length;
  if (german > english) return 'de';
  if (english > german) return 'en';
  return appLanguage;
};
