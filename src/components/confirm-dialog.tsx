import { lazyDialog } from './lazy-dialog';

/** An accessible yes/no question; the safe answer has the focus. Downloaded when first asked. */
export const ConfirmDialog = lazyDialog(
  () => import(/* webpackChunkName: "dialogs" */ './confirm-dialog-view'),
  'onCancel',
);
