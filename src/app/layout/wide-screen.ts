/**
 * Where the sidebar is a permanent panel rather than a drawer: MUI's `md` breakpoint and up. The
 * build's inline start-up script reads it too, to preload the sidebar only where it shows at once.
 */
export const WIDE_SCREEN_MEDIA = '(min-width:900px)';
