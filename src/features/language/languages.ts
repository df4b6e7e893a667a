/** The languages Parley speaks; the first is the default and the catalogues' source. */
export const LANGUAGES = ['en', 'de', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** localStorage key of a language chosen in the switcher (per browser, not per account). */
export const LANGUAGE_KEY = 'language';

/** Each language's name in itself, as the switcher lists it: the same in every language. */
/* eslint-disable lingui/no-unlocalized-strings */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  ar: 'العربية',
};
/* eslint-enable lingui/no-unlocalized-strings */

export type Direction = 'ltr' | 'rtl';
export const directionOf = (language: Language): Direction => (language === 'ar' ? 'rtl' : 'ltr');

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
