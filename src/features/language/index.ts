export { LanguageProvider } from './language-provider';
export { useDirection, useLanguage } from './use-language';
export {
  activeLanguage,
  chooseLanguage,
  loadAppMessages,
  mirrorPlugins,
  preferredLanguage,
  startLanguage,
} from './active-language';
export {
  LANGUAGE_KEY,
  LANGUAGES,
  directionOf,
  isLanguage,
  type Direction,
  type Language,
} from './languages';
export { default as LanguageSwitcher } from './language-switcher';
export { LazyLanguageSwitcher } from './lazy-language-switcher';
