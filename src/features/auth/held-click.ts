/**
 * The attribute that names a button of the prerendered login card whose taps before the app runs
 * are kept for it (index.html's inline script: start-up/inline/hold-early-actions.ts), and its values.
 */
export const HELD_CLICK = 'data-held-click';

export type HeldClick = 'toggle-mode' | 'show-password';
