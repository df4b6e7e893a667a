import { useEffect } from 'react';
import { sessionTag } from '../inline/session-tag';
import { recordedStyles } from './recorded-styles';
import { ownOrigins } from '../../components/browser-location';
import {
  keepStartSnapshot,
  keptStyleMarker,
  SNAPSHOT_MAX_CHARS,
  SNAPSHOT_OVERLAY_ID,
  SNAPSHOT_TEXT_ONLY,
  type StartSnapshot,
} from './picture';

// Taking the picture of a screen (picture.ts): only the signed-in app does, so none of
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
      (style.kind === 'keyframes' || used.has(`${style.key}-${style.name}`)) &&
      !kept.has(style.name)
    ) {
      kept.add(style.name);
      styles += keptStyleMarker(style.name) + style.css;
    }
  }
  return { css, styles };
};

/** Whether an image may be kept in a picture: loaded on screen, from one of `origins`. */
const keepsImage = (image: HTMLImageElement, origins: string[]) => {
  try {
    return image.complete && image.naturalWidth > 0 && origins.includes(new URL(image.src).origin);
  } catch {
    return false;
  }
};

/**
 * Takes out of a copy of the screen what a picture must not keep: what was typed (the prompt's
 * draft is stored apart, and shown in the picture from there), text the screen does not show,
 * forms (the picture sends nothing) and images that are not on screen from an allowed origin.
 */
const keepLess = (original: Element, copy: Element, imageOrigins: string[]): boolean => {
  if (original instanceof HTMLElement) {
    const style = window.getComputedStyle(original);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
  }
  if (original.getAttribute('aria-live')) copy.replaceChildren();
  if (copy instanceof HTMLTextAreaElement) copy.textContent = '';
  copy.removeAttribute('value');
  // a field's name is how the live page finds it: the picture's must not be found
  copy.removeAttribute('name');
  if (copy instanceof HTMLImageElement && !keepsImage(original as HTMLImageElement, imageOrigins))
    copy.removeAttribute('src');
  return true;
};

/** The same element as a div: its attributes and children moved over. */
const asDiv = (element: Element): HTMLDivElement => {
  const div = document.createElement('div');
  for (const { name, value } of Array.from(element.attributes)) div.setAttribute(name, value);
  div.append(...Array.from(element.childNodes));
  element.replaceWith(div);
  return div;
};

/**
 * The picture of what `container` shows now, of `chatId` for the session of `token`; null when it
 * is too large to keep. Scroll positions, which markup does not hold, are written into it.
 */
export const captureStartSnapshot = (
  container: HTMLElement,
  token: string,
  chatId: string,
): StartSnapshot | null => {
  const copy = container.cloneNode(true) as HTMLElement;
  const copies = copy.querySelectorAll('*');
  const scrolled: [Element, number][] = [];
  const dropped: Element[] = [];
  const imageOrigins = ownOrigins();
  container.querySelectorAll('*').forEach((element, index) => {
    const pictured = copies.item(index);
    if (element.scrollTop > 0) scrolled.push([pictured, element.scrollTop]);
    if (!keepLess(element, pictured, imageOrigins)) dropped.push(pictured);
  });
  dropped.forEach((element) => element.remove());
  copy.querySelectorAll(`[${SNAPSHOT_TEXT_ONLY}]`).forEach((element) => {
    element.replaceChildren(element.textContent ?? '');
  });
  const forms = new Map(Array.from(copy.querySelectorAll('form'), (form) => [form, asDiv(form)]));
  // counted in the picture as it is shown, without the elements taken out above
  const shown = Array.from(copy.querySelectorAll('*'));
  const scrolls = scrolled
    .map(([element, top]): [number, number] => [
      shown.indexOf(forms.get(element as HTMLFormElement) ?? element),
      top,
    ])
    .filter(([index]) => index >= 0);
  const snapshot: StartSnapshot = {
    // the build's (build/picture-format.ts): another build's pictures are deleted unseen
    format: __PICTURE_FORMAT__,
    session: sessionTag(token),
    takenAt: Date.now(),
    chatId,
    path: window.location.pathname,
    width: window.innerWidth,
    height: window.innerHeight,
    dark: document.documentElement.classList.contains('dark'),
    systemDark: window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false,
    lang: document.documentElement.lang,
    html: copy.innerHTML,
    ...pictureStyles(copy),
    scrolls,
  };
  const size = snapshot.html.length + snapshot.css.length + snapshot.styles.length;
  return size > SNAPSHOT_MAX_CHARS ? null : snapshot;
};

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
export const useStartSnapshot = (
  pictured: PicturedChat | null,
  picturable: () => boolean,
): void => {
  const token = pictured?.token ?? null;
  const chatId = pictured?.chatId ?? null;
  useEffect(() => {
    const picture = () => {
      const root = document.getElementById('root');
      // a picture still on screen means the live screen beneath it is not laid out yet
      if (!root || document.getElementById(SNAPSHOT_OVERLAY_ID)) return;
      keepStartSnapshot(
        token && chatId && picturable() ? captureStartSnapshot(root, token, chatId) : null,
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
      keepStartSnapshot(null);
    };
  }, [token, chatId, picturable]);
};
