import { useEffect } from 'react';
import { useAppSelector } from '../../app/hooks';
import { BRAND_COLOUR, DARK_BACKGROUND } from './theme-mode';

/**
 * The browser's own frame (an installed app's title bar, a phone's status bar) matches the
 * signed-in page's theme. The login card keeps index.html's brand colour: it costs a new
 * visitor's first load nothing.
 */
export const useThemeColour = () => {
  const mode = useAppSelector((state) => state.theme.mode);
  useEffect(() => {
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', mode === 'dark' ? DARK_BACKGROUND : BRAND_COLOUR);
  }, [mode]);
};
