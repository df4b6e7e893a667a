import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import {
  PICTURE_CODE,
  pictureFormat,
  pictureFormatOf,
  STYLE_WRITERS,
} from './build/picture-format';

const root = path.join(__dirname, '../..');
const versions = Object.fromEntries(STYLE_WRITERS.map((name) => [name, '1.0.0']));
const code = PICTURE_CODE.map((file) => `// ${file}`);

describe("the start-up picture's format", () => {
  it('is what this checkout builds with, and what the app takes pictures in', () => {
    expect(pictureFormat(root)).toBe(__PICTURE_FORMAT__);
    expect(pictureFormat(root)).toMatch(/^[\w-]{12}$/);
  });

  it('changes when a library that writes the styles changes version', () => {
    const before = pictureFormatOf(versions, code);
    expect(pictureFormatOf({ ...versions }, [...code])).toBe(before);
    for (const name of STYLE_WRITERS)
      expect([name, pictureFormatOf({ ...versions, [name]: '1.0.1' }, code)]).not.toEqual([
        name,
        before,
      ]);
  });

  it('changes when the code that takes or shows a picture changes', () => {
    const before = pictureFormatOf(versions, code);
    code.forEach((_, index) => {
      const changed = code.map((source, i) => (i === index ? `${source} ` : source));
      expect(pictureFormatOf(versions, changed)).not.toBe(before);
    });
  });
});
