// Replies no assistant should send, each once able to freeze the tab: the browser tests open
// them, and npm run bench times the longest task while they are shown.

const mixedSection = (i) =>
  [
    `## Part ${i}`,
    'Some **bold**, some _emphasis_, a [link](https://example.com) and `inline code`.',
    '- a point\n  - a sub-point\n    - deeper',
    '| column | value |\n| --- | --- |\n| a | 1 |\n| b | 2 |',
    '```python\ndef step(n):\n    return [i * i for i in range(n)]\n```',
    '> a quotation with *marks*',
  ].join('\n\n');

let mixed = '';
for (let i = 1; mixed.length < 200_000; i += 1) mixed += `${mixedSection(i)}\n\n`;

/** Name → reply text. */
export const heavyReplies = {
  'a list nested 10,000 deep': `${'- '.repeat(10_000)}x`,
  '20,000 emphasis marks': '*a'.repeat(20_000),
  'a 5,000-row table': ['| a | b |', '| - | - |', ...Array(5_000).fill('| 1 | 2 |')].join('\n'),
  '200 KB of mixed Markdown': mixed,
};
