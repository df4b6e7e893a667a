import { useEffect } from 'react';
import { recordedStyles } from './recorded-styles';
import {
  keepStartSnapshot,
  keptStyleMarker,
  SNAPSHOT_FORMAT,
  SNAPSHOT_MAX_CHARS,
  SNAPSHOT_OVERLAY_ID,
  SNAPSHOT_TEXT_ONLY,
  type StartSnapshot,
} from './start-snapshot';

// Taking the picture of a screen (start-snapshot.ts): only the signed-in app does, so none of
// this is in a new visitor's first load.

/**
 * The recorded styles the picture's elements use: every global one (`css`, shown with the picture
 * alone), and the classes on its elements with every keyframes (`styles`, which the live app
 * takes over), in the order they were inserted.
 */
const pictureStyles = (picture: HTMLElement): Pick<StartSnapshot, 'css' | 'styles'> => {
  const used = new Set<string>();
  picture.querySelectorAll('[class]').forEach((element) => {
    element.classList.forEach((name) => used.add(name));
  });
  let css = '';
  let styles = '';
  // keyframes are inserted again by each new class that uses them
  const kept = new Set<string>();
  for (const style of recordedStyles()) {
    if (style.kind === 'global') css += style.css;
    else if (
      (style.kind === 'keyframes' || used.has(`css-${style.name}`)) &&
      !kept.has(style.name)
    ) {
      kept.add(style.name);
      styles += keptStyleMarker(style.name) + style.css;
    }
  }
  return { css, styles };
};

/**
 * The picture of what `container` shows now, for `session`; null when it is too large to keep.
 * Form values and scroll positions, which markup does not hold, are written into the picture.
 */
export const captureStartSnapshot = (
  container: HTMLElement,
  session: string,
): StartSnapshot | null => {
  const copy = container.cloneNode(true) as HTMLElement;
  const copies = copy.querySelectorAll('*');
  const scrolled: [Element, number][] = [];
  container.querySelectorAll('*').forEach((element, index) => {
    const pictured = copies.item(index);
    if (element.scrollTop > 0) scrolled.push([pictured, element.scrollTop]);
    if (element instanceof HTMLTextAreaElement) pictured.textContent = element.value;
    else if (element instanceof HTMLInputElement && element.type !== 'password')
      pictured.setAttribute('value', element.value);
  });
  copy.querySelectorAll(`[${SNAPSHOT_TEXT_ONLY}]`).forEach((element) => {
    element.replaceChildren(element.textContent ?? '');
  });
  // counted in the picture as it is shown, without the elements taken out above
  const shown = Array.from(copy.querySelectorAll('*'));
  const scrolls = scrolled.map(([element, top]): [number, number] => [shown.indexOf(element), top]);
  const snapshot: StartSnapshot = {
    format: SNAPSHOT_FORMAT,
    session,
    path: window.location.pathname,
    width: window.innerWidth,
    height: window.innerHeight,
    dark: document.documentElement.classList.contains('dark'),
    systemDark: window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false,
    html: copy.innerHTML,
    ...pictureStyles(copy),
    scrolls,
  };
  const size = snapshot.html.length + snapshot.css.length + (snapshot.styles?.length ?? 0);
  return size > SNAPSHOT_MAX_CHARS ? null : snapshot;
};

/**
 * Pictures the page's root element for `session` whenever the visitor leaves or hides the page
 * (the moment its last state is known, and the only moment the work cannot be felt), if the
 * screen is then as a start-up opens it (`picturable`). Otherwise, and once the screen is gone,
 * the last picture is forgotten: a start-up never shows a screen other than its own.
 */
export const useStartSnapshot = (session: string | null, picturable: () => boolean): void => {
  useEffect(() => {
    const picture = () => {
      const root = document.getElementById('root');
      // a picture still on screen means the live screen beneath it is not laid out yet
      if (!root || document.getElementById(SNAPSHOT_OVERLAY_ID)) return;
      keepStartSnapshot(session && picturable() ? captureStartSnapshot(root, session) : null);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') picture();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', picture);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', picture);
      keepStartSnapshot(null);
    };
  }, [session, picturable]);
};
