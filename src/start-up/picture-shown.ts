import { PICTURE_OVERLAY_ID } from './picture/picture';

/** Whether a picture of the last screen is on show. */
export const startPictureShown = (): boolean =>
  document.getElementById(PICTURE_OVERLAY_ID) !== null;

/** The z-index the picture is laid over the live page at. */
export const START_PICTURE_LAYER = 2000;
