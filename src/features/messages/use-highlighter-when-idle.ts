import { useEffect } from 'react';
import { preloadHighlighter } from '../../components/markdown/code-block';
import { whenSettled } from '../../components/when-idle';

/**
 * Once a chat is on screen and has settled, the code highlighter is fetched in idle time: a reply
 * with code that lands later is coloured at once, and the chat's first paint never waited for it.
 */
export const useHighlighterWhenIdle = (chatShown: boolean) => {
  useEffect(() => {
    if (!chatShown) return;
    return whenSettled(() => {
      preloadHighlighter();
    }, 3000);
  }, [chatShown]);
};
