// What the rest of the app may use of its languages (build code reads languages.ts directly).
export { LanguageProvider } from './language-provider';
export { useDirection, useLanguage } from './use-language';
export {
  activeLanguage,
  chooseLanguage,
  loadAppMessages,
  mirrorPlugins,
  startLanguage,
} from './active-language';
export { isLanguage, type Direction, type Language } from './languages';
export { default as LanguageSwitcher } from './language-switcher';
export { LazyLanguageSwitcher } from './lazy-language-switcher';
