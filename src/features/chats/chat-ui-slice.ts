import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface ChatUiState {
  selectedChatId: string | null;
  search: string;
  /**
   * New Chat asked for and not answered yet: no chat is selected meanwhile, so what is typed
   * goes to the new one; `previous` comes back if it fails
   */
  newChat: { previous: string | null } | null;
  /** a message found by the search over all chats, for its chat to show with its own search */
  searchJump: SearchJump | null;
}

export interface SearchJump {
  chatId: string;
  query: string;
  messageIndex: number;
}

const initialState: ChatUiState = {
  selectedChatId: null,
  search: '',
  newChat: null,
  searchJump: null,
};

export const chatUiSlice = createSlice({
  name: 'chatUi',
  initialState,
  reducers: {
    chatSelected: (state, action: PayloadAction<string | null>) => {
      state.selectedChatId = action.payload;
      state.newChat = null;
    },
    /** opens the chat of a message found, which shows it */
    searchJumpAsked: (state, action: PayloadAction<SearchJump>) => {
      state.selectedChatId = action.payload.chatId;
      state.newChat = null;
      state.searchJump = action.payload;
    },
    searchJumpTaken: (state) => {
      state.searchJump = null;
    },
    newChatAsked: (state) => {
      state.newChat = { previous: state.selectedChatId };
      state.selectedChatId = null;
    },

    searchChanged: (state, action: PayloadAction<string>) => {
      state.search = action.payload;
    },
  },
  selectors: {
    selectSelectedChatId: (state) => state.selectedChatId,
    selectSearch: (state) => state.search,
    selectAwaitingNewChat: (state) => state.newChat !== null,
    selectChatBeforeNewChat: (state) => state.newChat?.previous ?? null,
    selectSearchJump: (state) => state.searchJump,
  },
});

export const { chatSelected, searchChanged, newChatAsked, searchJumpAsked, searchJumpTaken } =
  chatUiSlice.actions;
export const {
  selectSelectedChatId,
  selectSearch,
  selectAwaitingNewChat,
  selectChatBeforeNewChat,
  selectSearchJump,
} = chatUiSlice.selectors;
