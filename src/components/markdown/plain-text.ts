import type { Nodes } from 'mdast';
import { fitsMarkdownBudget } from './markdown-budget';
import { remarkGfmParse } from './remark-gfm-parse';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkGfmParse);

/** Containers whose children stand on lines of their own when read out. */
const LINES = new Set(['root', 'blockquote', 'list', 'listItem', 'table', 'footnoteDefinition']);

const textOf = (node: Nodes): string => {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'code':
      return node.value;
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    // raw HTML is not shown (the Markdown renderer skips it), so it is not read either
    case 'html':
      return '';
    case 'break':
      return '\n';
    default:
      break;
  }
  if (!('children' in node)) return '';
  const parts = (node.children as Nodes[]).map(textOf).filter((part) => part.trim() !== '');
  if (node.type === 'tableRow') return parts.join(', ');
  return parts.join(LINES.has(node.type) ? '\n' : '');
};

/**
 * What a sighted reader sees of a Markdown reply, as plain text for screen readers: no `#`,
 * `*`, backticks or link addresses; the words of links, images' alt text, code as its text,
 * one line per block. A reply past the Markdown budget is shown as written, and read so.
 */
export const markdownToPlainText = (markdown: string): string =>
  (fitsMarkdownBudget(markdown) ? textOf(parser.parse(markdown)) : markdown)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
