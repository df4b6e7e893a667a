// What the screens may use of the start-up: the markers, the one wrapper, and whether the
// picture is on show.
export { snapshotHeld, snapshotTextOnly, snapshotTyped, START_PICTURE_LAYER } from './markers';
export { PicturedScreen } from './pictured-screen';
export { useStartPictureShown } from './picture-shown';
