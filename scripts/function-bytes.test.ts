import { describe, expect, it } from '@jest/globals';
import { functionBytes } from './function-bytes.mjs';

const source = 'var a=1;function f(){return function g(){return 2}}const h=x=>y=>x+y;';
/** The range of `text` in the source, as V8's coverage gives a function's. */
const at = (text: string) => {
  const startOffset = source.indexOf(text);
  return { startOffset, endOffset: startOffset + text.length };
};
const whole = { startOffset: 0, endOffset: source.length };
const f = 'function f(){return function g(){return 2}}';
const g = 'function g(){return 2}';
const h = 'x=>y=>x+y';
const inner = 'y=>x+y';

describe('the bytes a script ran', () => {
  const count = functionBytes(source);

  it('counts the top level without the functions in it', () => {
    expect(count([whole])).toBe(source.length - f.length - h.length);
  });

  it('counts a function without the nested ones, whether V8 reported them or not', () => {
    expect(count([whole, at(f)])).toBe(source.length - g.length - h.length);
    expect(count([whole, at(f), at(g)])).toBe(source.length - h.length);
  });

  it('tells apart functions that end together by where they start', () => {
    expect(count([at(h)])).toBe(h.length - inner.length);
    expect(count([at(inner)])).toBe(inner.length);
    expect(count([at(h), at(inner)])).toBe(h.length);
  });

  it('counts a function reported twice once', () => {
    expect(count([at(g), at(g)])).toBe(g.length);
  });
});
