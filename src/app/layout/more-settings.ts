import { lazyDialog } from '../../components/lazy-dialog';

/** "Language and more" below the chats; downloaded when first opened, with the dialogs. */
export const MoreSettingsPopover = lazyDialog(
  () => import(/* webpackChunkName: "dialogs" */ './more-settings-view'),
  'onClose',
);
