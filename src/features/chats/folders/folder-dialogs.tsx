import { lazyDialog } from '../../../components/lazy-dialog';

/** Asks for a folder's name. Downloaded when first opened. */
export const FolderNameDialog = lazyDialog(
  () => import(/* webpackChunkName: "folders" */ './folder-name-dialog-view'),
  'onClose',
);

/** Moves chats into a folder or out of one. Downloaded when first opened. */
export const MoveDialog = lazyDialog(
  () => import(/* webpackChunkName: "folders" */ './move-dialog-view'),
  'onClose',
);
