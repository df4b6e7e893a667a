import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ThemeMode } from '../../types/api';
import { readStoredTextSize, type TextSize } from './text-size';
import { readStoredTheme } from './theme-mode';

export interface ThemeState {
  mode: ThemeMode;
  textSize: TextSize;
}

export const initialThemeState = (): ThemeState => ({
  mode: readStoredTheme(),
  textSize: readStoredTextSize(),
});

export const themeSlice = createSlice({
  name: 'theme',
  initialState: initialThemeState,
  reducers: {
    themeToggled: (state) => {
      state.mode = state.mode === 'dark' ? 'light' : 'dark';
    },
    textSizeChosen: (state, action: PayloadAction<TextSize>) => {
      state.textSize = action.payload;
    },
  },
  selectors: {
    selectThemeMode: (state) => state.mode,
    selectTextSize: (state) => state.textSize,
  },
});

export const { themeToggled, textSizeChosen } = themeSlice.actions;
export const { selectThemeMode, selectTextSize } = themeSlice.selectors;
