import { useEffect } from 'react';
import { captureStartPicture } from './capture';
import { keepStartPicture, PICTURE_OVERLAY_ID } from './picture';

/** Which screen is pictured: the session's token and the chat it shows. */
export interface PicturedChat {
  token: string;
  chatId: string;
}

/**
 * Pictures the page's root element for `session` whenever the visitor leaves or hides the page
 * (the moment its last state is known, and the only moment the work cannot be felt), if the
 * screen is then as a start-up opens it (`picturable`). Otherwise, and once the screen is gone,
 * the last picture is forgotten: a start-up never shows a screen other than its own.
 */
export const useStartPicture = (pictured: PicturedChat | null, picturable: () => boolean): void => {
  const token = pictured?.token ?? null;
  const chatId = pictured?.chatId ?? null;
  useEffect(() => {
    const picture = () => {
      const root = document.getElementById('root');
      // a picture still on screen means the live screen beneath it is not laid out yet
      if (!root || document.getElementById(PICTURE_OVERLAY_ID)) return;
      keepStartPicture(
        token && chatId && picturable() ? captureStartPicture(root, token, chatId) : null,
      );
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') picture();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', picture);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', picture);
      keepStartPicture(null);
    };
  }, [token, chatId, picturable]);
};
