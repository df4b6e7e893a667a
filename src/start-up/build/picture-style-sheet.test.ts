import { describe, expect, it } from '@jest/globals';
import { PICTURE_INLINE_STYLES, pictureStyleClass } from '../picture/parts';
import { pictureStyleSheet } from './picture-style-sheet';

const page = (...styles: [string, string, string][]) =>
  styles
    .map(([key, names, css]) => `<style data-emotion="${key} ${names}">${css}</style><div></div>`)
    .join('');

describe("the build's picture style sheet", () => {
  it('holds every Emotion rule of the rendered pages once, in the order first written', () => {
    const sheet = pictureStyleSheet([
      page(['css-global', 'g1', 'body{margin:0}'], ['css', 'a1', '.css-a1{color:red}']),
      page(['css', 'a1', '.css-a1{color:red}'], ['css', 'b2', '.css-b2{padding:1px}']),
    ]);
    expect(sheet.startsWith('body{margin:0}.css-a1{color:red}.css-b2{padding:1px}')).toBe(true);
    expect(sheet.match(/\.css-a1/g)).toHaveLength(1);
  });

  it("holds a class for each inline style a picture keeps, as the browser's CSS", () => {
    const sheet = pictureStyleSheet([]);
    PICTURE_INLINE_STYLES.forEach((declarations, index) =>
      expect(sheet).toContain(`.${pictureStyleClass(index)}{`),
    );
    const overflowY = PICTURE_INLINE_STYLES.findIndex((style) => style.overflowY === 'auto');
    expect(sheet).toContain(`.${pictureStyleClass(overflowY)}{overflow-y:auto}`);
  });
});
