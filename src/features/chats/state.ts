// What other features' slices may use of chats: its state, without a screen or a hook.
export {
  chatOpenedAt,
  chatSelected,
  selectAwaitingNewChat,
  selectOpenedAt,
  selectSelectedChatId,
  type OpenedAt,
} from './chat-ui-slice';
