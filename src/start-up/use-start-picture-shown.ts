import { useSyncExternalStore } from 'react';
import { startPictureShown } from './picture-shown';

// the picture is a child of the body: it comes and goes there
const subscribe = (changed: () => void) => {
  const observer = new MutationObserver(changed);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
};

/** Whether the picture of the last screen is on show over the live page. */
export const useStartPictureShown = (): boolean =>
  useSyncExternalStore(subscribe, startPictureShown, () => false);
