/**
 * Fills localStorage with junk, as another script of the site could, until it refuses even one
 * character more: what is left is less than a junk key, so a few characters typed never fit,
 * whatever was stored or freed before. Standalone: the browser tests run it in the page.
 */
export const fillLocalStorage = (): void => {
  for (let size = 1 << 20, n = 0; size >= 1;) {
    try {
      localStorage.setItem(`junk-${n++}`, 'x'.repeat(size));
    } catch {
      size >>= 1;
    }
  }
};
