/** Elements that end a spoken sentence: each is read as one. */
const BLOCKS = new Set(['P', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'TR', 'BLOCKQUOTE', 'DIV']);

/**
 * The words a reply shows, as a screen reader would take them: its rendered text, never its
 * Markdown, with each code block said as `codeBlock` instead of read out, an image by its alt
 * text, and nothing that is hidden or a control (a copy button's label).
 */
export const spokenText = (reply: Element, codeBlock: string): string => {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      parts.push(node.textContent ?? '');
      return;
    }
    if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return;
    const tag = node.tagName;
    if (tag === 'PRE') {
      parts.push(` ${codeBlock}. `);
      return;
    }
    if (tag === 'BUTTON' || tag === 'SVG' || tag === 'svg') return;
    if (tag === 'IMG') {
      parts.push(` ${node.getAttribute('alt') ?? ''} `);
      return;
    }
    if (tag === 'TD' || tag === 'TH') parts.push(' ');
    node.childNodes.forEach(walk);
    if (BLOCKS.has(tag)) parts.push('\n');
  };
  walk(reply);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((line) => (/[.!?:;،؟…]$/.test(line) ? line : `${line}.`))
    .join(' ');
};

/** Chrome stops an utterance after about 15 seconds: a reply is spoken in sentences. */
export const speechChunks = (text: string, most = 200): string[] => {
  const sentences = text.match(/[^.!?؟…]+[.!?؟…]*\s*/g) ?? [];
  const chunks: string[] = [];
  for (const sentence of sentences) {
    const last = chunks[chunks.length - 1];
    if (last !== undefined && last.length + sentence.length <= most)
      chunks[chunks.length - 1] = last + sentence;
    else chunks.push(sentence);
  }
  return chunks.map((chunk) => chunk.trim()).filter(Boolean);
};
