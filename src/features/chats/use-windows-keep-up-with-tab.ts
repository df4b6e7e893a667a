import { useEffect } from 'react';
import { flushSync } from 'react-dom';

/**
 * Tab can come faster than the frames that tell the windowed lists where their box has scrolled,
 * and would then skip the entries not yet in the page. Before each Tab moves focus, the lists are
 * told at once, so the next entry is always there.
 */
export const useWindowsKeepUpWithTab = (scroller: HTMLElement | null) => {
  useEffect(() => {
    if (!scroller) return;
    const keepUp = (event: KeyboardEvent) => {
      if (event.key === 'Tab') flushSync(() => scroller.dispatchEvent(new Event('scroll')));
    };
    scroller.addEventListener('keydown', keepUp, { capture: true });
    return () => scroller.removeEventListener('keydown', keepUp, { capture: true });
  }, [scroller]);
};
