/** What of a rendered reply's syntax tree (hast) this reads and writes. */
interface Node {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
}

/**
 * The blocks that take their direction from their own text. Not a list's items, nor a quote: an
 * element with a direction of its own is skipped when its parent looks for its first letter, so
 * a list reads its items (and puts its numbers) one way, and a quote's paragraphs each their own.
 */
const BLOCKS = new Set(['p', 'ol', 'ul', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table']);

const mark = (node: Node) => {
  if (node.type === 'element' && node.tagName && BLOCKS.has(node.tagName))
    node.properties = { ...node.properties, dir: 'auto' };
  node.children?.forEach(mark);
};

/**
 * Each paragraph, list, heading and table of a reply reads in its own text's
 * direction (dir="auto"): English left to right with its list numbers at the left in an Arabic
 * page, Arabic the other way in an English one. Set on the syntax tree, so no block costs a
 * component of its own.
 */
export const rehypeOwnDirection = () => mark;
