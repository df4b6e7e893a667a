import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ChatUiState {
  selectedChatId: string | null;
  search: string;
}

const initialState: ChatUiState = { selectedChatId: null, search: '' };

export const chatUiSlice = createSlice({
  name: 'chatUi',
  initialState,
  reducers: {
    chatSelected: (state, action: PayloadAction<string | null>) => {
      state.selectedChatId = action.payload;
    },
    searchChanged: (state, action: PayloadAction<string>) => {
      state.search = action.payload;
    },
  },
  selectors: {
    selectSelectedChatId: (state) => state.selectedChatId,
    selectSearch: (state) => state.search,
  },
});

export const { chatSelected, searchChanged } = chatUiSlice.actions;
export const { selectSelectedChatId, selectSearch } = chatUiSlice.selectors;
