import { lazyDialog } from '../../components/lazy-dialog';

/** The list of shortcuts, opened with Ctrl/⌘ + / or from the sidebar; downloaded when first opened. */
export const ShortcutsDialog = lazyDialog(
  () => import(/* webpackChunkName: "dialogs" */ './shortcuts-dialog-view'),
  'onClose',
);
