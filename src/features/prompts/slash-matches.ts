import type { SavedPrompt } from './prompts-store';

/** How many saved prompts the `/` list shows at most. */
const SHOWN = 8;

/** What the prompt field holds while the `/` list is asked for: a slash, then one line. */
const SLASH_QUERY = /^\/([^\n]*)$/;

/** The text after the slash, or null where the field does not ask for the list. */
export const slashQuery = (value: string): string | null => SLASH_QUERY.exec(value)?.[1] ?? null;

/** The prompts whose name holds the query, those it starts first, each group in the saved order. */
export const slashMatches = (prompts: readonly SavedPrompt[], query: string): SavedPrompt[] => {
  const needle = query.trim().toLocaleLowerCase();
  const starts: SavedPrompt[] = [];
  const holds: SavedPrompt[] = [];
  for (const prompt of prompts) {
    const name = prompt.name.toLocaleLowerCase();
    if (name.startsWith(needle)) starts.push(prompt);
    else if (name.includes(needle)) holds.push(prompt);
  }
  return [...starts, ...holds].slice(0, SHOWN);
};
