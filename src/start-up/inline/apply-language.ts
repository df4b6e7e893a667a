export interface ApplyLanguageOptions {
  /** where the switcher keeps a chosen language */
  key: string;
  supported: readonly string[];
  rightToLeft: readonly string[];
}

/**
 * index.html runs this inline in its head (build/inline-function-script.ts), so it must stand
 * alone. The page's language and direction are set before the first paint: its CSS hides the
 * prerendered English card from anyone else, and a start-up picture of another language's screen
 * is never shown (show-picture.ts). The app picks the same language (features/language).
 */
export function applyLanguage(
  { key, supported, rightToLeft }: ApplyLanguageOptions,
  pick: (
    chosen: string | null,
    preferred: readonly string[],
    supported: readonly string[],
  ) => string,
): void {
  let chosen: string | null = null;
  try {
    chosen = localStorage.getItem(key);
  } catch {
    // storage unavailable: the browser's preferred languages decide
  }
  const language = pick(chosen, navigator.languages ?? [], supported);
  document.documentElement.lang = language;
  document.documentElement.dir = rightToLeft.includes(language) ? 'rtl' : 'ltr';
}
