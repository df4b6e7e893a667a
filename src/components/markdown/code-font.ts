import type { CSSProperties } from 'react';
import { MESSAGE_FONT_SIZE } from '../message-size';

/**
 * How code is set, plain and highlighted alike: a code block paints plain first and is coloured
 * in place, so both must take exactly the same room (no shift, no second largest paint). The font
 * family is spelled out on the code element too: a bare `monospace` shrinks it in Chrome.
 */
export const CODE_TEXT: CSSProperties = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  // on both the pre and its code: a size in em would shrink twice
  fontSize: `calc(${MESSAGE_FONT_SIZE} * 0.875)`,
  lineHeight: 1.5,
  tabSize: 2,
};
