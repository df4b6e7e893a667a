// What the app may use of the search over all chats: its dialog, downloaded with the other
// dialogs (a chunk of its own would cost the first load its address)
import { lazyDialog } from '../../components/lazy-dialog';

export const SearchAllChatsDialog = lazyDialog(
  () => import(/* webpackChunkName: "dialogs" */ './search-dialog'),
  'onClose',
);
export { SEARCH_ALL_CHATS } from './search-dialog-texts';
