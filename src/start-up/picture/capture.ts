import { sessionTag } from '../inline/session-tag';
import { ownOrigins } from '../../components/browser-location';
import { PICTURE_MAX_CHARS, LIVE_PROMPT, PICTURE_TYPED, type StartPicture } from './picture';
import {
  PICTURE_ATTRIBUTES,
  PICTURE_ELEMENTS,
  PICTURE_ID_REFERENCES,
  PICTURE_INLINE_STYLES,
  PICTURE_PAINT_ATTRIBUTES,
  PLAIN_PAINT,
  pictureStyleClass,
} from './parts';

// Taking the picture of a screen (picture.ts): only the signed-in app does, so none of
// this is in a new visitor's first load.

const SVG = 'http://www.w3.org/2000/svg';
const ELEMENTS = new Set(PICTURE_ELEMENTS);
const ATTRIBUTES = new Set(PICTURE_ATTRIBUTES);
const PAINT = new Set(PICTURE_PAINT_ATTRIBUTES);
const REFERENCES = new Set(PICTURE_ID_REFERENCES);

/** Each kept inline style as the browser writes its longhands, with the class standing for it. */
const inlineStyleClasses = (): [string, [string, string][]][] =>
  PICTURE_INLINE_STYLES.flatMap((declarations, index) => {
    const probe = document.createElement('div');
    Object.assign(probe.style, declarations);
    const longhands = Array.from(probe.style, (name): [string, string] => [
      name,
      probe.style.getPropertyValue(name),
    ]);
    // a property this browser does not know stands for nothing here
    return longhands.length > 0 ? [[pictureStyleClass(index), longhands]] : [];
  });

/** Whether an image may be kept in a picture: loaded on screen, from one of `origins`. */
const keepsImage = (image: HTMLImageElement, origins: string[]) => {
  try {
    return image.complete && image.naturalWidth > 0 && origins.includes(new URL(image.src).origin);
  } catch {
    return false;
  }
};

const keepsAttribute = (original: Element, name: string, value: string, origins: string[]) => {
  if (ATTRIBUTES.has(name)) return name !== 'class';
  if (PAINT.has(name)) return PLAIN_PAINT.test(value);
  if (name === 'src') return original instanceof HTMLImageElement && keepsImage(original, origins);
  if (/^aria-[a-z]+$/.test(name)) return !REFERENCES.has(name);
  // the typed field is the prompt's picture alone
  return /^data-[a-z][a-z-]*$/.test(name) && name !== PICTURE_TYPED;
};

/** Whether `element` is within a screen's height of the view. */
const nearView = (element: Element) => {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > -window.innerHeight && top < 2 * window.innerHeight;
};

/** Whether `element` lies wholly below the view of its scrolling box (`within.box`). */
const belowView = (element: Element, within: Within, taking: Taking) => {
  let end = taking.viewEnds.get(within.box);
  if (end === undefined) {
    // a box's rows below its own end are clipped even where the window goes on (the sidebar's
    // footer is below its list); a box with no height is not laid out and bounds nothing
    const box = within.box?.getBoundingClientRect();
    end = Math.min(window.innerHeight, box?.height ? box.bottom : Infinity);
    taking.viewEnds.set(within.box, end);
  }
  return element.getBoundingClientRect().top >= end;
};

/**
 * Where an element is: in which scrolling box, and whether in a scrolled one. A list's rows below
 * the view are left out but one per box, which keeps a box that overflowed overflowing (with
 * hundreds of chats, the sidebar's rows below the fold doubled a picture's cost). A scrolled box
 * keeps every row: it is put back by its distance from its end.
 */
interface Within {
  box: Element | null;
  scrolled: boolean;
}

interface Taking {
  origins: string[];
  styles: [string, [string, string][]][];
  /** scrolled elements of the picture, with how far from their end */
  scrolled: [Element, number][];
  /** the scrolling boxes (null: the page) that have kept a row below the view */
  overflowKept: Set<Element | null>;
  /** where each scrolling box's view ends, in px from the window's top */
  viewEnds: Map<Element | null, number>;
}

/**
 * The picture of one element: only what parts.ts allows, so the cleaner passes it. Elements of
 * other kinds become a div or a span with their text, inline styles become the build's classes,
 * and it keeps nothing typed, nothing hidden, no address but its images' and no form.
 */
const pictureOf = (original: Element, taking: Taking, within: Within): Element | null => {
  const svg = original.namespaceURI === SVG;
  const style = window.getComputedStyle(original);
  if (style.display === 'none' || style.visibility === 'hidden') return null;
  // what the browser leaves unrendered until it nears the view (a very long reply's pieces)
  if (style.contentVisibility === 'auto' && !nearView(original)) return null;
  let name = original.localName;
  if (!ELEMENTS.has(name)) {
    if (svg) return null;
    name = style.display.startsWith('inline') ? 'span' : 'div';
  }
  const copy = svg ? document.createElementNS(SVG, name) : document.createElement(name);
  const classes = Array.from(original.classList).filter((token) => /^[\w-]+$/.test(token));
  if (original instanceof HTMLElement || original instanceof SVGElement) {
    const own = original.style;
    for (const [kept, longhands] of taking.styles)
      if (longhands.every(([property, value]) => own.getPropertyValue(property) === value))
        classes.push(kept);
  }
  if (classes.length > 0) copy.setAttribute('class', classes.join(' '));
  for (const { name: attribute, value } of Array.from(original.attributes))
    if (keepsAttribute(original, attribute, value, taking.origins))
      copy.setAttribute(attribute, value);
  const scrolled = original.scrollTop > 0;
  if (scrolled)
    taking.scrolled.push([
      copy,
      original.scrollHeight - original.clientHeight - original.scrollTop,
    ]);
  // the prompt's picture takes what is typed before the app has started (overlay.ts)
  if (original.matches(LIVE_PROMPT)) copy.setAttribute(PICTURE_TYPED, '');
  // a live region's words were said already; a field's text is the user's (its draft is kept
  // apart)
  if (original.getAttribute('aria-live') || name === 'textarea') return copy;
  pictureChildren(original, copy, taking, {
    box: /auto|scroll/.test(style.overflowY) ? original : within.box,
    scrolled: within.scrolled || scrolled,
  });
  return copy;
};

/** The pictures of `original`'s children, and its text, into `copy`. */
const pictureChildren = (
  original: Element,
  copy: Element,
  taking: Taking,
  within: Within = { box: null, scrolled: false },
) => {
  for (const child of Array.from(original.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) copy.append(child.textContent ?? '');
    else if (child instanceof Element) {
      if (child.localName === 'li' && !within.scrolled && belowView(child, within, taking)) {
        if (taking.overflowKept.has(within.box)) continue;
        taking.overflowKept.add(within.box);
      }
      const pictured = pictureOf(child, taking, within);
      if (pictured) copy.append(pictured);
    }
  }
};

/**
 * The picture of what `container` shows now, of `chatId` for the session of `token`; null when it
 * is too large to keep.
 */
export const captureStartPicture = (
  container: HTMLElement,
  token: string,
  chatId: string,
): StartPicture | null => {
  const taking: Taking = {
    origins: ownOrigins(),
    styles: inlineStyleClasses(),
    scrolled: [],
    overflowKept: new Set(),
    viewEnds: new Map(),
  };
  const copy = document.createElement('div');
  pictureChildren(container, copy, taking);
  const shown = Array.from(copy.querySelectorAll('*'));
  const picture: StartPicture = {
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
    scrolls: taking.scrolled.map(([element, fromEnd]) => [shown.indexOf(element), fromEnd]),
  };
  return picture.html.length > PICTURE_MAX_CHARS ? null : picture;
};
