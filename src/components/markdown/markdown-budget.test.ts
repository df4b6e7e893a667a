import { describe, expect, it } from '@jest/globals';
import { fitsMarkdownBudget, MARKDOWN_BUDGET } from './markdown-budget';
import { markdownToPlainText } from './plain-text';
import { textPieces } from './plain-reply';

const nestedList = (depth: number) => `${'- '.repeat(depth)}x`;
const indentedList = (depth: number) =>
  Array.from({ length: depth }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n');

describe('the Markdown budget', () => {
  it('lets an ordinary long reply be formatted', () => {
    const section = [
      '## Step',
      'Some **bold**, some _emphasis_, a [link](https://example.com) and `code`.',
      '- a point',
      '  - a sub-point',
      '| a | b |',
      '| - | - |',
      '| 1 | 2 |',
      '```python',
      '                                        deeply_indented_code()',
      '```',
    ].join('\n');
    const reply = Array.from({ length: 80 }, () => section).join('\n\n');
    expect(reply.length).toBeGreaterThan(15_000);
    expect(fitsMarkdownBudget(reply)).toBe(true);
    expect(fitsMarkdownBudget(indentedList(MARKDOWN_BUDGET.depth))).toBe(true);
  });

  it.each([
    ['a list nested 10,000 deep on one line', nestedList(10_000)],
    ['a list nested by indentation', indentedList(MARKDOWN_BUDGET.depth + 2)],
    ['quotes nested 100 deep', `${'> '.repeat(100)}x`],
    ['20,000 emphasis marks', '*a'.repeat(20_000).slice(0, 39_000)],
    ['a 5,000-row table', ['| a | b |', '| - | - |', ...Array(5_000).fill('| 1 | 2 |')].join('\n')],
    ['200 KB of anything', 'word '.repeat(40_000)],
  ])('turns away %s', (_name, reply) => {
    expect(fitsMarkdownBudget(reply)).toBe(false);
  });

  it('reads a reply past the budget to a screen reader as written, without parsing it', () => {
    const reply = nestedList(10_000);
    expect(markdownToPlainText(reply)).toBe(reply);
    expect(markdownToPlainText('**bold** and `code`')).toBe('bold and code');
  });
});

describe('the pieces of a plain reply', () => {
  it('cuts a line longer than a piece where it must, losing nothing', () => {
    const line = 'y'.repeat(5_000);
    const pieces = textPieces(`short\n${line}\nend`);
    expect(pieces).toEqual([
      'short',
      'y'.repeat(2_000),
      'y'.repeat(2_000),
      `${'y'.repeat(1_000)}\nend`,
    ]);
  });

  it('keeps the blank lines between paragraphs', () => {
    const text = Array.from({ length: 400 }, (_, i) => `Paragraph ${i}.\n`).join('\n');
    expect(textPieces(text).join('\n')).toBe(text);
  });
});
