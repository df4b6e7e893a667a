/**
 * The words a reader sees of a Markdown reply, for search: no `#`, `*`, `_`, `~`, backticks,
 * fences, table rules or link addresses; link and image texts stay. A few regular expressions
 * instead of the parser (plain-text.ts, for speech): a search reads every message of every chat,
 * and parsing costs about 1,000 times as much. Intraword underscores stay, as Markdown shows them.
 */
export const searchableText = (markdown: string): string =>
  markdown
    // an escaped mark is a character: kept out of the way of the rules below
    .replace(/\\([!-/:-@[-`{-~])/g, (_, mark: string) =>
      String.fromCharCode(ESCAPED + mark.charCodeAt(0)),
    )
    // fences and table rules are no words; a fence's code is
    .replace(/^[ \t]*(```|~~~).*$/gm, '')
    .replace(/^[ \t]*\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/gm, '')
    // images and links: their words, not their addresses
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<(https?:[^>\s]+)>/g, '$1')
    // raw HTML is not shown
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    // headings, quotes, list markers at a line's start
    .replace(
      /^[ \t]*(#{1,6}[ \t]+|>[ \t]?|[-*+][ \t]+\[[ xX]\][ \t]+|[-*+][ \t]+|\d+[.)][ \t]+)/gm,
      '',
    )
    // emphasis and code marks; an underscore inside a word is a character
    .replace(/(\*{1,3}|~{1,2}|`+)/g, '')
    .replace(/(^|[^\p{L}\p{N}])_{1,3}(?=\S)|(?<=\S)_{1,3}(?=[^\p{L}\p{N}]|$)/gmu, '$1')
    // table cells; escaped marks back
    .replace(/[ \t]*\|[ \t]*/g, ' ')
    .replace(/[\uE000-\uE07F]/g, (mark) => String.fromCharCode(mark.charCodeAt(0) - ESCAPED));

/** Private-use characters stand for escaped marks while the rules run. */
const ESCAPED = 0xe000;

/**
 * Text as search compares it: lower case, accents and other marks dropped ('Café' finds
 * 'cafe'). `starts[i]` is where the folded text's i-th character began in the text, to mark a
 * match in what is shown.
 */
export const foldWithPlaces = (text: string): { folded: string; starts: number[] } => {
  const parts: string[] = [];
  const starts: number[] = [];
  let at = 0;
  // ASCII (most of any text) folds to lower case letter for letter, a run at a time; only the
  // other characters are folded one by one
  for (const other of text.matchAll(NOT_ASCII)) {
    const end = other.index;
    parts.push(text.slice(at, end).toLowerCase());
    for (; at < end; at += 1) starts.push(at);
    const plain = fold(other[0]);
    for (let i = 0; i < plain.length; i += 1) starts.push(at);
    parts.push(plain);
    at += other[0].length;
  }
  parts.push(text.slice(at).toLowerCase());
  for (; at <= text.length; at += 1) starts.push(at);
  return { folded: parts.join(''), starts };
};

const MARKS = /\p{M}/gu;
// one code point at a time, a surrogate pair included
// eslint-disable-next-line no-control-regex
const NOT_ASCII = /[^\x00-\x7f]/gu;

export const fold = (text: string): string =>
  text.normalize('NFD').replace(MARKS, '').toLocaleLowerCase();
