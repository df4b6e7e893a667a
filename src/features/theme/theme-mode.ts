import { BRAND_COLOUR, DARK_BACKGROUND } from '../../components/brand-colours';
import { readStored } from '../../components/local-storage';
import type { ThemeMode } from '../../types/api';

export const THEME_KEY = 'theme';

export const parseTheme = (value: string | null): ThemeMode =>
  value === 'dark' ? 'dark' : 'light';

/** The saved theme, read without the store (the login card's first load has none). */
export const readStoredTheme = (): ThemeMode => parseTheme(readStored(THEME_KEY));

/** 'dark' adds the 'dark' class to the document root; any other value removes it. */
export const applyThemeClass = (mode: ThemeMode, root: HTMLElement = document.documentElement) => {
  root.classList.toggle('dark', mode === 'dark');
  applyThemeColour(mode);
};

/** The browser's own frame (an installed app's title bar, a phone's status bar) matches the page. */
export const applyThemeColour = (mode: ThemeMode) => {
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', mode === 'dark' ? DARK_BACKGROUND : BRAND_COLOUR);
};
