/**
 * The attribute that names a button of the prerendered login card whose taps before the app runs
 * are kept for it (index.html's inline script: app/typed-before-start.ts), and its values.
 */
export const HELD_CLICK = 'data-held-click';

export type HeldClick = 'toggle-mode' | 'show-password';
