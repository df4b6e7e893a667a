import { describe, expect, it } from '@jest/globals';
import { markdownToPlainText } from './plain-text';
import { fold, foldWithPlaces, searchableText } from './searchable-text';

const words = (text: string) => text.split(/\s+/).filter(Boolean).join(' ');

describe('the words a reply shows, for search', () => {
  it.each([
    [
      '**bold** and __strong__ and *it* and _em_ and ~~gone~~',
      'bold and strong and it and em and gone',
    ],
    ['`inline` code and ``double `tick` code``', 'inline code and double tick code'],
    ['## A heading\n> quoted\n- item\n1. first\n- [x] done', 'A heading quoted item first done'],
    ['[the docs](https://example.com/x_y) and ![a cat](cat.png)', 'the docs and a cat'],
    ['```ts\nconst snake_case = 1;\n```', 'const snake_case = 1;'],
    ['| a | b |\n|---|:-:|\n| 1 | 2 |', 'a b 1 2'],
    ['<b>raw</b> html and 2 \\* 3', 'raw html and 2 * 3'],
    ['keep my_var_name and __init__ alone', 'keep my_var_name and init alone'],
  ])('%j reads as %j', (markdown, shown) => {
    expect(words(searchableText(markdown))).toBe(shown);
  });

  it('agrees with what a screen reader hears of a typical reply', () => {
    const reply =
      '## A TypeScript function\n\nHere is **bold**, `code` and [a link](https://x.y).\n\n' +
      '```ts\nconst add = (a: number, b: number) => a + b;\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |';
    expect(words(searchableText(reply))).toBe(
      words(
        markdownToPlainText(reply)
          .replace(/,(?= \d)/g, '')
          .replace(/, b$/m, ' b'),
      ),
    );
  });

  it('folds case and accents, and knows where each folded letter came from', () => {
    expect(fold('Café CRÈME naïve')).toBe('cafe creme naive');
    const { folded, starts } = foldWithPlaces('Ünïcode ok');
    expect(folded).toBe('unicode ok');
    expect(starts.slice(0, 3)).toEqual([0, 1, 2]);
    expect(starts[folded.length]).toBe('Ünïcode ok'.length);
  });

  it('folds runs of ASCII as it folds each letter alone, whatever surrounds them', () => {
    const letterByLetter = (text: string) => {
      let folded = '';
      const starts: number[] = [];
      for (let at = 0; at < text.length;) {
        const character = String.fromCodePoint(text.codePointAt(at) ?? 0);
        const plain = fold(character);
        for (let i = 0; i < plain.length; i += 1) starts.push(at);
        folded += plain;
        at += character.length;
      }
      return { folded, starts: [...starts, text.length] };
    };
    const texts = [
      '',
      'plain ASCII, Upper And lower',
      'Sure — here’s how I would approach **Café CRÈME**…',
      'e\u0301 combining, İstanbul, ß, ﬁ, 😀 emoji 👩‍💻 joined',
      'مرحبا بالعالم — Arabic, and \ud800 a lone surrogate',
      '😀',
    ];
    for (const text of texts) expect(foldWithPlaces(text)).toEqual(letterByLetter(text));
  });
});
