import { useCallback, useMemo } from 'react';
import { useGetMarkedQuery, useSetMarkedMutation } from './marks-api';
import type { MarkKind } from './marks-store';

const NONE = new Set<string>();

/**
 * The chats marked so (pinned, archived), and a way to mark or unmark one. Only the account's own
 * chats are listed, so only its marks show. `known` once they have been read (or could not be):
 * until then the sidebar waits rather than moving chats about.
 */
const useMarks = (kind: MarkKind) => {
  const { data, isError } = useGetMarkedQuery(kind);
  const [save] = useSetMarkedMutation();
  const marked = useMemo(() => (data ? new Set(data) : NONE), [data]);
  /** Resolves true once kept; false if the browser refused it (a toast has said so). */
  const setMarked = useCallback(
    (chatId: string, on: boolean): Promise<boolean> =>
      save({ kind, chatId, on }).then((result) => !('error' in result)),
    [save, kind],
  );
  return { marked, setMarked, known: data !== undefined || isError };
};

/** The pinned chats, and a way to pin or unpin one. */
export const usePins = () => {
  const { marked, setMarked, known } = useMarks('pins');
  return { pinned: marked, setPinned: setMarked, known };
};

/** The archived chats, and a way to archive or restore one. */
export const useArchive = () => {
  const { marked, setMarked, known } = useMarks('archived');
  return { archived: marked, setArchived: setMarked, known };
};
