// What other features' slices may use of chats: its state, without a screen or a hook.
export {
  chatSelected,
  searchJumpAsked,
  searchJumpTaken,
  selectAwaitingNewChat,
  selectSearchJump,
  selectSelectedChatId,
} from './chat-ui-slice';
