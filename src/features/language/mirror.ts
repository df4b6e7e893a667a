import type { StylisPlugin } from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * Emotion's stylis plugins for right to left: cssjanus's mirror (left becomes right, and so on).
 * Without stylis's prefixer, which MUI's guide adds: using it would put it in every first load
 * (stylis's middleware there would keep it), and the browsers Parley serves need no prefixes.
 */
export const mirrorPlugins: StylisPlugin[] = [rtlPlugin];
