/**
 * index.html runs this inline in its head (build/inline-function-script.ts), so it must stand
 * alone. The saved theme is applied before the first paint: a reload never flashes the wrong one.
 */
export function applySavedTheme(themeKey: string): void {
  try {
    if (localStorage.getItem(themeKey) === 'dark') document.documentElement.classList.add('dark');
  } catch {
    // storage unavailable: the light theme
  }
}
