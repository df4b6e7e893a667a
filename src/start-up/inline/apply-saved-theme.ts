/**
 * index.html runs this inline in its head (build/inline-function-script.ts), so it must stand
 * alone. The saved theme and messages' size are applied before the first paint: a reload never
 * flashes the wrong ones, and the start-up picture has them too. `sizes` holds the sizes that
 * differ from the page's own.
 */
export function applySavedTheme(options: {
  themeKey: string;
  sizeKey: string;
  sizeVariable: string;
  sizes: Record<string, string>;
}): void {
  try {
    const root = document.documentElement;
    if (localStorage.getItem(options.themeKey) === 'dark') root.classList.add('dark');
    // only the build's sizes are ever set (a key of Object's own gives a value CSS refuses)
    const size = options.sizes[localStorage.getItem(options.sizeKey) ?? ''];
    if (size) root.style.setProperty(options.sizeVariable, size);
  } catch {
    // storage unavailable: the light theme, the middle size
  }
}
