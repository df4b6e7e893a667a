import type { Message } from '../../types/api';

/** A row's height besides its text: its padding and the actions under it. */
const ROW_CHROME_PX = 76;
/** A line of a message's text at the page's own size. */
const LINE_PX = 24;
/** A code block's label, border and padding; its lines scroll sideways instead of wrapping. */
const CODE_CHROME_PX = 80;
const CODE_LINE_PX = 21;
/** An image reply: its image and the actions under it. */
const IMAGE_ROW_PX = 360;
/** A character's width at the page's own size, on average, to guess where lines wrap. */
const CHAR_PX = 8.5;
/** A row's text is narrower than the list by its bubble's padding and the avatar's room. */
const ROW_INSET_PX = 88;

const FENCE = /^\s*(```|~~~)/;

/** A typical row's height, where there is no row to go by. */
const TYPICAL_ROW_PX = 120;
/** How many of the newest rows the guess goes by: about those a first render shows. */
const GUESSED_FROM = 6;
/** A taller guess mounts no fewer rows (one fills the view), but makes a long chat's estimated
 * height pass what a browser can scroll. */
const GUESS_MAX_PX = 1000;

/** About how tall a message's row is in a list `listWidth` wide, from its text alone. */
export const estimatedRowHeight = (message: Message, listWidth: number): number => {
  if (message.isImage) return IMAGE_ROW_PX;
  // a malformed message from the server is shown as best it can be: it has no lines to count
  if (typeof message.content !== 'string') return ROW_CHROME_PX;
  const perLine = Math.max(20, Math.floor((listWidth - ROW_INSET_PX) / CHAR_PX));
  let height = ROW_CHROME_PX;
  let inCode = false;
  for (const line of message.content.split('\n')) {
    if (FENCE.test(line)) {
      inCode = !inCode;
      if (inCode) height += CODE_CHROME_PX;
    } else if (inCode) height += CODE_LINE_PX;
    else if (line.trim() !== '') height += LINE_PX * Math.ceil(line.length / perLine);
    // a blank line is the gap between two paragraphs
    else height += LINE_PX / 2;
  }
  return Math.round(height);
};

/**
 * The height a chat's rows are taken to have until measured, from its newest messages: a list
 * that opens at its end then first mounts about the rows that fill the view, not every row a
 * fixed 120 px guess would fit (each a Markdown parse and a layout of its own).
 */
export const typicalRowHeight = (messages: readonly Message[], listWidth: number): number => {
  const newest = messages.slice(-GUESSED_FROM);
  if (newest.length === 0) return TYPICAL_ROW_PX;
  const total = newest.reduce((sum, message) => sum + estimatedRowHeight(message, listWidth), 0);
  return Math.min(GUESS_MAX_PX, Math.round(total / newest.length));
};
