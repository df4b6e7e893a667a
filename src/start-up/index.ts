// What the screens may use of the start-up: the markers and the one wrapper.
export { snapshotTextOnly, snapshotTyped } from './markers';
export { PicturedScreen } from './pictured-screen';
