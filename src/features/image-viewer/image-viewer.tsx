import { lazyDialog } from '../../components/lazy-dialog';

/** The image viewer, downloaded with the other dialogs the first time one opens. */
export const ImageViewer = lazyDialog(
  () => import(/* webpackChunkName: "dialogs" */ './image-viewer-view'),
  'onClose',
);
