/** Longer names are cut: some file systems refuse more than 255 bytes. */
const MAX_CHARACTERS = 100;

/**
 * A file name (without its extension) from text a person or a server wrote: no characters a file
 * system refuses, and no invisible format controls (a right-to-left override would show
 * `txt.exe` as `exe.txt`). `fallback` when nothing is left.
 */
export const fileNameFrom = (text: string, fallback: string): string =>
  Array.from(
    text
      .replace(/[\p{Cf}\u007f]+/gu, '')
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-')
      .replace(/^[\s.-]+/, ''),
  )
    .slice(0, MAX_CHARACTERS)
    .join('')
    .replace(/[\s.-]+$/, '') || fallback;
