// What the screens may use of the start-up: the markers, the one wrapper, and whether the
// picture is on show.
export { snapshotTextOnly, snapshotTyped } from './markers';
export { PicturedScreen } from './pictured-screen';
export { snapshotHeld, START_PICTURE_LAYER, useStartPictureShown } from './picture-shown';
