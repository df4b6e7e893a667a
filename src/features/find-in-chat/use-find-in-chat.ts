import { useCallback, useMemo, useState } from 'react';
import { fold } from '../../components/markdown/searchable-text';
import type { Message } from '../../types/api';
import { messageSearchText } from './search-text';

/** What a query looks for: its words as typed, without case or accents. */
export const searchNeedle = (query: string) => fold(query.trim());

/**
 * The messages whose text as shown holds the query, oldest first. Image replies are addresses,
 * not words, so they are never a match; their prompts are.
 */
const findMatches = (messages: readonly Message[], query: string): number[] => {
  const needle = searchNeedle(query);
  if (!needle) return [];
  const found: number[] = [];
  messages.forEach((message, index) => {
    if (messageSearchText(message).folded.includes(needle)) found.push(index);
  });
  return found;
};

export interface FindInChat {
  query: string;
  setQuery: (query: string) => void;
  /** indices of the matching messages, oldest first */
  matches: number[];
  /** position in `matches` of the match on show, or -1 */
  current: number;
  /** the index of the message on show, or undefined */
  currentMessage: number | undefined;
  older: () => void;
  newer: () => void;
}

/**
 * Search within one chat. It starts at the newest match, the one nearest the reader, and steps
 * back through older ones, wrapping round at either end; or, given `startAt`, at that message's
 * match. Mount it with key={chatId}.
 */
export const useFindInChat = (
  messages: readonly Message[],
  startAt?: { query: string; messageIndex: number },
): FindInChat => {
  const [query, setQueryState] = useState(startAt?.query ?? '');
  // counted from the newest match, so a new message does not move the reader's place
  const [fromNewest, setFromNewest] = useState(() => {
    if (!startAt) return 0;
    const found = findMatches(messages, startAt.query);
    const at = found.indexOf(startAt.messageIndex);
    return at >= 0 ? found.length - 1 - at : 0;
  });
  const matches = useMemo(() => findMatches(messages, query), [messages, query]);
  const count = matches.length;
  const current = count === 0 ? -1 : count - 1 - (((fromNewest % count) + count) % count);
  const setQuery = useCallback((next: string) => {
    setQueryState(next);
    setFromNewest(0);
  }, []);
  const older = useCallback(() => setFromNewest((n) => n + 1), []);
  const newer = useCallback(() => setFromNewest((n) => n - 1), []);
  return {
    query,
    setQuery,
    matches,
    current,
    currentMessage: current >= 0 ? matches[current] : undefined,
    older,
    newer,
  };
};
