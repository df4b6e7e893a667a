import { describe, expect, it } from '@jest/globals';
import { markdownToPlainText } from './plain-text';

describe('a reply as screen readers hear it', () => {
  it('drops Markdown syntax and keeps what a sighted reader sees', () => {
    const markdown = [
      '## A Python function',
      'Here is **bold**, _italic_ and `inline code` with a [link](https://example.com/x).',
      '- first item',
      '- second item',
      '```python\ndef add(a, b):\n    return a + b\n```',
      '| Language | Use |\n| --- | --- |\n| Python | data |',
      '> quoted words',
      '![a diagram](https://example.com/d.png)',
      '<script>alert(1)</script>',
    ].join('\n\n');
    expect(markdownToPlainText(markdown)).toBe(
      [
        'A Python function',
        'Here is bold, italic and inline code with a link.',
        'first item',
        'second item',
        'def add(a, b):',
        'return a + b',
        'Language, Use',
        'Python, data',
        'quoted words',
        'a diagram',
      ].join('\n'),
    );
  });

  it('reads plain text as it is, and nothing as nothing', () => {
    expect(markdownToPlainText('Just words.')).toBe('Just words.');
    expect(markdownToPlainText('')).toBe('');
    expect(markdownToPlainText('***')).toBe('');
  });
});
