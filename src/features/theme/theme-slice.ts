import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStored } from '../../components/local-storage';
import type { ThemeMode } from '../../types/api';

export const THEME_KEY = 'theme';

export const parseTheme = (value: string | null): ThemeMode =>
  value === 'dark' ? 'dark' : 'light';

export interface ThemeState {
  mode: ThemeMode;
}

export const initialThemeState = (): ThemeState => ({ mode: parseTheme(readStored(THEME_KEY)) });

export const themeSlice = createSlice({
  name: 'theme',
  initialState: initialThemeState,
  reducers: {
    themeToggled: (state) => {
      state.mode = state.mode === 'dark' ? 'light' : 'dark';
    },
    themeSet: (state, action: PayloadAction<ThemeMode>) => {
      state.mode = action.payload;
    },
  },
  selectors: {
    selectThemeMode: (state) => state.mode,
  },
});

export const { themeToggled, themeSet } = themeSlice.actions;
export const { selectThemeMode } = themeSlice.selectors;

/** 'dark' adds the 'dark' class to the document root; any other value removes it. */
export const applyThemeClass = (mode: ThemeMode, root: HTMLElement = document.documentElement) => {
  root.classList.toggle('dark', mode === 'dark');
};
