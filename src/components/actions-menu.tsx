import { lazyDialog } from './lazy-dialog';

/** A menu of actions on one thing. Downloaded when first opened, with the dialogs. */
export const ActionsMenu = lazyDialog(
  () => import(/* webpackChunkName: "dialogs" */ './actions-menu-view'),
  'onClose',
);
