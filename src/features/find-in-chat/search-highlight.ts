import { foldWithPlaces } from '../../components/markdown/searchable-text';
import { searchNeedle } from './use-find-in-chat';

/** The name of the CSS highlight that marks search matches (styled with ::highlight()). */
export const SEARCH_HIGHLIGHT = 'parley-search';

// the CSS Custom Highlight API marks text without touching the DOM React owns; where a browser
// lacks it, the matching message is still outlined
const registry = (): HighlightRegistry | undefined =>
  typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight === 'function'
    ? CSS.highlights
    : undefined;

/** Marks every occurrence of `query` in the text inside `root`, matched as the search matches. */
export const highlightText = (root: Element, query: string) => {
  const highlights = registry();
  const needle = searchNeedle(query);
  if (!highlights || !needle) return;
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const { folded, starts } = foldWithPlaces(node.nodeValue ?? '');
    for (
      let at = folded.indexOf(needle);
      at >= 0;
      at = folded.indexOf(needle, at + needle.length)
    ) {
      const range = document.createRange();
      range.setStart(node, starts[at] ?? 0);
      range.setEnd(node, starts[at + needle.length] ?? 0);
      ranges.push(range);
    }
  }
  highlights.set(SEARCH_HIGHLIGHT, new Highlight(...ranges));
};

export const clearHighlight = () => registry()?.delete(SEARCH_HIGHLIGHT);
