import { useEffect } from 'react';
import { afterNextPaint } from '../../components/when-idle';

/** The CSS variable the shell's height subtracts: the on-screen keyboard's height, or 0. */
export const KEYBOARD_INSET = '--keyboard-inset';

/**
 * Follows the on-screen keyboard where the browser does not shrink the page for it. Chrome and
 * Firefox on Android do (index.html's `interactive-widget=resizes-content`): the page and the
 * visual viewport shrink together and the inset stays 0. Safari only shrinks the visual viewport;
 * the difference is the keyboard, and the shell shrinks by it to keep the prompt above it.
 */
export const useKeyboardInset = () => {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const root = document.documentElement;
    // unset reads as 0; a variable set on the root restyles the whole page: only a change is set
    let written = 0;
    const follow = () => {
      // the shell as tall as what is seen: then Safari has nothing left to scroll the page by
      const hidden = window.innerHeight - viewport.height;
      // a pinch zoom shrinks the visual viewport too: only a keyboard leaves it at scale 1
      const inset = viewport.scale === 1 ? Math.max(0, Math.round(hidden)) : 0;
      if (inset === written) return;
      written = inset;
      root.style.setProperty(KEYBOARD_INSET, `${inset}px`);
    };
    // read after the first paint: read as the screen mounts, the sizes make the browser lay out
    // the page before it is done building it
    let gone = false;
    void afterNextPaint().then(() => {
      if (!gone) follow();
    });
    viewport.addEventListener('resize', follow);
    viewport.addEventListener('scroll', follow);
    return () => {
      gone = true;
      viewport.removeEventListener('resize', follow);
      viewport.removeEventListener('scroll', follow);
      root.style.removeProperty(KEYBOARD_INSET);
    };
  }, []);
};
