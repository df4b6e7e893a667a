/**
 * How much Markdown a reply may ask of the page. Parsing and rendering grow faster than the text
 * for deep nesting, runs of emphasis marks and long tables: a 20 KB list nested 10,000 deep once
 * blocked the tab for 52 s. Past any of these, a reply is shown as its plain text instead.
 */
export const MARKDOWN_BUDGET = {
  /** characters in all */
  chars: 40_000,
  /** lists and quotes inside one another, or indentation that stands for it */
  depth: 16,
  /** `*`, `_`, `~`, `[` and `]` outside code fences */
  marks: 3_000,
  /** lines of a table (any line with a `|` outside code fences) */
  tableLines: 500,
} as const;

// indented too: a fence inside a list item holds code, whose indentation is no nesting
const FENCE = /^[ \t]*(`{3,}|~{3,})/;
const CONTAINER = /^[ \t]*(?:[-*+>]|\d{1,9}[.)])(?=[ \t]|$)/;
const MARK = /[*_~[\]]/g;

/** How deep the containers at a line's start go: each marker counts, and every 2 columns indented. */
const depthOf = (line: string): number => {
  const indent = /^[ \t]*/.exec(line)?.[0] ?? '';
  let depth = Math.floor(indent.replace(/\t/g, '    ').length / 2);
  let rest = line;
  for (let match = CONTAINER.exec(rest); match; match = CONTAINER.exec(rest)) {
    depth += 1;
    rest = rest.slice(match[0].length);
  }
  return depth;
};

/** True when the reply can be formatted without risking a frozen page. */
export const fitsMarkdownBudget = (markdown: string): boolean => {
  if (markdown.length > MARKDOWN_BUDGET.chars) return false;
  let fence: string | null = null;
  let marks = 0;
  let tableLines = 0;
  for (const line of markdown.split('\n')) {
    const opening = FENCE.exec(line)?.[1];
    if (fence !== null) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length) fence = null;
      continue;
    }
    if (opening) {
      fence = opening;
      continue;
    }
    if (depthOf(line) > MARKDOWN_BUDGET.depth) return false;
    marks += line.match(MARK)?.length ?? 0;
    if (line.includes('|')) tableLines += 1;
    if (marks > MARKDOWN_BUDGET.marks || tableLines > MARKDOWN_BUDGET.tableLines) return false;
  }
  return true;
};
