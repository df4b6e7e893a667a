export interface LinkPictureStylesOptions {
  pictureKey: string;
  tokenKey: string;
  /** the one picture format this build shows */
  format: string;
  /** the build's style sheets of the picture, for each direction (build/picture-styles.ts) */
  hrefs: { ltr: string; rtl: string };
  id: string;
}

/**
 * Links the build's style sheet of the picture, render-blocking, when a picture of this build's
 * format is stored for a session: the picture (inline/show-picture.ts) is then painted styled, in
 * the first frame. Only the head can add what blocks rendering, so this runs there. It must stand
 * alone: index.html runs it inline.
 */
export function linkPictureStyles(options: LinkPictureStylesOptions): void {
  try {
    const raw = localStorage.getItem(options.pictureKey);
    if (!raw || !localStorage.getItem(options.tokenKey)) return;
    if ((JSON.parse(raw) as { format?: unknown } | null)?.format !== options.format) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.id = options.id;
    // the page's direction is set by now (inline/apply-language.ts)
    link.href = options.hrefs[document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'];
    link.setAttribute('blocking', 'render');
    // a sheet that cannot be had means no picture: an unstyled one is worse than none
    link.onerror = () => link.remove();
    document.head.appendChild(link);
  } catch {
    // no picture then
  }
}
