// What the screens may use of the start-up: the one wrapper, and whether the picture is on show.
export { PicturedScreen } from './pictured-screen';
export { pictureHeld, START_PICTURE_LAYER } from './picture-shown';
export { useStartPictureShown } from './use-start-picture-shown';
