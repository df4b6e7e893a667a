// What other features may use of the image viewer.
export { ImageViewer } from './image-viewer';
export { chatImages } from './chat-images';
