import { PICTURE_HELD } from './markers';
import { PICTURE_OVERLAY_ID } from './picture/picture';

/** Whether a picture of the last screen is on show. */
export const startPictureShown = (): boolean =>
  document.getElementById(PICTURE_OVERLAY_ID) !== null;

/** The z-index the picture is laid over the live page at. */
export const START_PICTURE_LAYER = 2000;

/**
 * Spread on a live screen that cannot be the pictured one yet (the server cannot be reached at
 * start-up): the picture stays while it is there, however long, and the screen says why above
 * it, at START_PICTURE_LAYER + 1.
 */
export const pictureHeld = { [PICTURE_HELD]: '' };
