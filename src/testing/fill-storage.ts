/** Fills localStorage with junk, as another script of the site could, until it refuses a few characters more. */
export const fillLocalStorage = (): void => {
  for (let size = 1 << 20, n = 0; size >= 16;) {
    try {
      localStorage.setItem(`junk-${n++}`, 'x'.repeat(size));
    } catch {
      size >>= 1;
    }
  }
};
