// What other features' slices (and the start-up) may use of chats: its state, without a screen
// or a hook.
import { newestFirstOnce } from './chat-age';
import { chatsApi } from './chats-api';

export {
  chatOpenedAt,
  chatSelected,
  selectAwaitingNewChat,
  selectOpenedAt,
  selectSelectedChatId,
  type OpenedAt,
} from './chat-ui-slice';

const listed = chatsApi.endpoints.getChats.select();
/** The newest chat, the one a start-up opens (undefined: none, or not loaded). */
export const selectNewestChat = (state: Parameters<typeof listed>[0]) => {
  const chats = listed(state).data;
  return chats && newestFirstOnce(chats)[0];
};
