// The attributes the start-up picture relies on, for the screens to spread; this module imports
// nothing, so anything may use it.

/**
 * While an element with this attribute is on the live screen, the picture stays, however long
 * (picture-shown.ts).
 */
export const PICTURE_HELD = 'data-picture-held';
