import type { Message } from '../../types/api';
import { typicalRowHeight } from './row-height-estimate';

const message = (content: string, extra: Partial<Message> = {}): Message => ({
  role: 'assistant',
  content,
  timestamp: 0,
  isImage: false,
  ...extra,
});
const code = (lines: number) =>
  [
    'Here it is:',
    '```ts',
    ...Array.from({ length: lines }, (_, i) => `const n${i} = ${i};`),
    '```',
  ].join('\n');

describe('typicalRowHeight', () => {
  it('takes 120 px where the chat has no message to go by', () => {
    expect(typicalRowHeight([], 412)).toBe(120);
  });

  it('grows with a reply’s lines of code, which do not wrap', () => {
    const short = typicalRowHeight([message(code(5))], 412);
    const long = typicalRowHeight([message(code(40))], 412);
    expect(long - short).toBeGreaterThan(35 * 15);
    // a phone's width does not change lines that scroll sideways
    expect(typicalRowHeight([message(code(40))], 1280)).toBe(long);
  });

  it('wraps prose, so a narrow list takes a paragraph as taller', () => {
    const paragraph = message('word '.repeat(300));
    expect(typicalRowHeight([paragraph], 412)).toBeGreaterThan(
      2 * typicalRowHeight([paragraph], 1280),
    );
  });

  it('goes by the newest six messages only: those a chat opened at its end shows', () => {
    const old = Array.from({ length: 50 }, () => message(code(60)));
    const newest = Array.from({ length: 6 }, () => message('Thanks!', { role: 'user' }));
    expect(typicalRowHeight([...old, ...newest], 412)).toBe(typicalRowHeight(newest, 412));
  });

  it('takes an image reply at the height of an image, whatever its address', () => {
    const image = message('https://images.example/a-very-long-address.png', { isImage: true });
    expect(typicalRowHeight([image], 412)).toBe(
      typicalRowHeight([{ ...image, content: 'x' }], 412),
    );
    expect(typicalRowHeight([image], 412)).toBeGreaterThan(300);
  });

  it('stays within what a long chat of such rows can be scrolled through', () => {
    expect(typicalRowHeight([message(code(5000))], 412)).toBe(1000);
  });
});
