/**
 * index.html runs this inline in its head (build/inline-function-script.ts), so it must stand
 * alone. The messages' chosen size is applied before the first paint, the start-up picture's too.
 */
export function applySavedTextSize(options: {
  key: string;
  variable: string;
  sizes: Record<string, string>;
}): void {
  try {
    const size = localStorage.getItem(options.key);
    if (size && size !== 'medium' && Object.hasOwn(options.sizes, size))
      document.documentElement.style.setProperty(options.variable, options.sizes[size] ?? '');
  } catch {
    // storage unavailable: the middle size
  }
}
