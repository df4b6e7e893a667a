import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface ChatUiState {
  selectedChatId: string | null;
  search: string;
  /**
   * New Chat asked for and not answered yet: no chat is selected meanwhile, so what is typed
   * goes to the new one; `previous` comes back if it fails
   */
  newChat: { previous: string | null } | null;
  /**
   * The message the search over all chats opened the chat at, until another chat is chosen;
   * `serial` tells a second opening of the same chat from the first (its screen starts afresh)
   */
  openedAt: OpenedAt | null;
}

/** A chat opened at a message the search over all chats found in it. */
export interface OpenedAt {
  chatId: string;
  query: string;
  messageIndex: number;
  serial: number;
}

const initialState: ChatUiState = {
  selectedChatId: null,
  search: '',
  newChat: null,
  openedAt: null,
};

export const chatUiSlice = createSlice({
  name: 'chatUi',
  initialState,
  reducers: {
    chatSelected: (state, action: PayloadAction<string | null>) => {
      if (action.payload !== state.selectedChatId) state.openedAt = null;
      state.selectedChatId = action.payload;
      state.newChat = null;
    },
    /** opens the chat of a message found, at that message */
    chatOpenedAt: (state, action: PayloadAction<Omit<OpenedAt, 'serial'>>) => {
      state.selectedChatId = action.payload.chatId;
      state.newChat = null;
      state.openedAt = { ...action.payload, serial: (state.openedAt?.serial ?? 0) + 1 };
    },
    newChatAsked: (state) => {
      state.newChat = { previous: state.selectedChatId };
      state.selectedChatId = null;
      state.openedAt = null;
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
    selectOpenedAt: (state) => state.openedAt,
  },
});

export const { chatSelected, searchChanged, newChatAsked, chatOpenedAt } = chatUiSlice.actions;
export const {
  selectSelectedChatId,
  selectSearch,
  selectAwaitingNewChat,
  selectChatBeforeNewChat,
  selectOpenedAt,
} = chatUiSlice.selectors;
