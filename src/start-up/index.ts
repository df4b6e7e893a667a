// What the screens may use of the start-up: whether the picture is on show, and its markers.
export { pictureHeld, START_PICTURE_LAYER } from './picture-shown';
export { useStartPictureShown } from './use-start-picture-shown';
