import { readStored } from '../../components/local-storage';
import type { ThemeMode } from '../../types/api';

export const THEME_KEY = 'theme';

/** The page backgrounds and the brand colour: the theme's, the manifest's and the frame's. */
export const BRAND_COLOUR = '#6d28d9';
export const LIGHT_BACKGROUND = '#f7f6fb';
export const DARK_BACKGROUND = '#14121a';

const parseTheme = (value: string | null): ThemeMode => (value === 'dark' ? 'dark' : 'light');

/** The saved theme, read without the store (the login card's first load has none). */
export const readStoredTheme = (): ThemeMode => parseTheme(readStored(THEME_KEY));

/** 'dark' adds the 'dark' class to the document root; any other value removes it. */
export const applyThemeClass = (mode: ThemeMode, root: HTMLElement = document.documentElement) => {
  root.classList.toggle('dark', mode === 'dark');
};
