import { useCallback, useRef, useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/** How a chat was picked: alone (a tap, Ctrl/⌘-click) or as the end of a range (Shift-click). */
export interface Pick {
  id: string;
  range: boolean;
  /** the chats in the order they are shown, for a range */
  order: readonly string[];
}

/**
 * Select mode over the sidebar's chats: which are chosen, and the chat a Shift-click's range
 * starts from (the last one picked alone).
 */
export const useChatSelection = () => {
  const [selecting, setSelecting] = useState(false);
  const [chosen, setChosen] = useState(NONE);
  const anchor = useRef<string | null>(null);

  const pick = useCallback(({ id, range, order }: Pick) => {
    const from = anchor.current === null ? -1 : order.indexOf(anchor.current);
    const to = order.indexOf(id);
    if (!range) anchor.current = id;
    setSelecting(true);
    setChosen((before) => {
      const next = new Set(before);
      if (range && from >= 0 && to >= 0)
        order.slice(Math.min(from, to), Math.max(from, to) + 1).forEach((each) => next.add(each));
      else if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const chooseOnly = useCallback((ids: readonly string[]) => setChosen(new Set(ids)), []);
  const start = useCallback(() => setSelecting(true), []);
  const stop = useCallback(() => {
    setSelecting(false);
    setChosen(NONE);
    anchor.current = null;
  }, []);
  return { selecting, chosen, pick, chooseOnly, start, stop };
};
