/**
 * The language a page speaks: the one chosen in the switcher, if it is still supported, else the
 * first of the browser's preferred languages that is (by its primary subtag: de-AT is German),
 * else the first supported one. index.html runs it inline to set <html lang dir> before the first
 * paint (build/inline-function-script.ts), so it must stand alone.
 */
export function pickLanguage(
  chosen: string | null,
  preferred: readonly string[],
  supported: readonly string[],
): string {
  if (chosen !== null && supported.includes(chosen)) return chosen;
  for (const tag of preferred) {
    const primary = String(tag).toLowerCase().split('-')[0] ?? '';
    if (supported.includes(primary)) return primary;
  }
  return supported[0] ?? 'en';
}
