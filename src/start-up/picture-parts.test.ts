import { describe, expect, it } from '@jest/globals';
import { CODE_TEXT } from '../components/markdown/code-font';
import { PICTURE_INLINE_STYLES } from './picture/parts';

describe("the picture's inline styles", () => {
  it("keep each one code is set with, so pictured code has the live code's size and font", () => {
    for (const [property, value] of Object.entries(CODE_TEXT))
      expect(PICTURE_INLINE_STYLES).toContainEqual({ [property]: String(value) });
  });
});
