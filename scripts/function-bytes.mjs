// The bytes of a script's functions, from its source: each function's own, less the functions
// nested in it. Read by executed-js.mjs, which counts the functions Chromium says ran; their own
// bytes from the source do not depend on which functions V8 happened to compile meanwhile.
import { parse } from 'acorn';

const FUNCTION = /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/;

/** Every function of `source`, outermost first, with its own byte count. */
const functionsOf = (source) => {
  const found = [];
  const visit = (node, parent) => {
    let inside = parent;
    if (FUNCTION.test(node.type)) {
      inside = { start: node.start, end: node.end, own: node.end - node.start };
      if (parent) parent.own -= inside.end - inside.start;
      found.push(inside);
    }
    for (const value of Object.values(node))
      for (const child of Array.isArray(value) ? value : [value])
        if (child && typeof child.type === 'string') visit(child, inside);
  };
  const program = parse(source, { ecmaVersion: 'latest', sourceType: 'script' });
  const top = { start: 0, end: source.length, own: source.length };
  for (const statement of program.body) visit(statement, top);
  return { top, functions: found };
};

/**
 * Counts the bytes a script ran, given the ranges of the functions that ran (V8's: a function's
 * range ends where its source does; arrows returning arrows end together, so the start decides).
 */
export const functionBytes = (source) => {
  const { top, functions } = functionsOf(source);
  const byEnd = new Map();
  for (const fn of functions) byEnd.set(fn.end, [...(byEnd.get(fn.end) ?? []), fn]);
  return (ranRanges) => {
    const counted = new Set();
    for (const { startOffset, endOffset } of ranRanges) {
      if (startOffset === 0 && endOffset >= source.length) {
        counted.add(top);
        continue;
      }
      const candidates = byEnd.get(endOffset) ?? [];
      const nearest = candidates.reduce(
        (best, fn) =>
          !best || Math.abs(fn.start - startOffset) < Math.abs(best.start - startOffset)
            ? fn
            : best,
        undefined,
      );
      if (nearest) counted.add(nearest);
    }
    return [...counted].reduce((sum, fn) => sum + fn.own, 0);
  };
};
