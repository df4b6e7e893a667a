import { createSlice } from '@reduxjs/toolkit';
import type { ThemeMode } from '../../types/api';
import { readStoredTheme } from './theme-mode';

export interface ThemeState {
  mode: ThemeMode;
}

export const initialThemeState = (): ThemeState => ({ mode: readStoredTheme() });

export const themeSlice = createSlice({
  name: 'theme',
  initialState: initialThemeState,
  reducers: {
    themeToggled: (state) => {
      state.mode = state.mode === 'dark' ? 'light' : 'dark';
    },
  },
  selectors: {
    selectThemeMode: (state) => state.mode,
  },
});

export const { themeToggled } = themeSlice.actions;
export const { selectThemeMode } = themeSlice.selectors;
