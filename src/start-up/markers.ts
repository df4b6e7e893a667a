// The attributes the start-up picture relies on, for the screens to spread; this module imports
// nothing, so anything may use it.

/** Elements marked with this attribute are pictured as their text alone (colouring comes later). */
export const SNAPSHOT_TEXT_ONLY = 'data-snapshot-text-only';
/** The attribute as props, for elements that pass their props on. */
export const snapshotTextOnly = { [SNAPSHOT_TEXT_ONLY]: '' };
/**
 * The one field of a picture that can be typed into (the prompt): what is typed there before the
 * live screen is ready is handed to the live field with the same attribute.
 */
export const SNAPSHOT_TYPED = 'data-snapshot-typed';
export const snapshotTyped = { [SNAPSHOT_TYPED]: '' };
/**
 * While an element with this attribute is on the live screen, the picture stays, however long
 * (picture-shown.ts).
 */
export const SNAPSHOT_HELD = 'data-snapshot-held';
