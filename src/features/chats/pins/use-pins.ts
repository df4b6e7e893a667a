import { useCallback, useMemo } from 'react';
import { useGetPinsQuery, useSetPinnedMutation } from './pins-api';

const NONE = new Set<string>();

/**
 * The pinned chats, and a way to pin or unpin one. Only the account's own chats are listed, so
 * only its pins show. `known` once they have been read (or could not be): until then the sidebar
 * waits rather than moving chats about.
 */
export const usePins = () => {
  const { data, isError } = useGetPinsQuery();
  const [save] = useSetPinnedMutation();
  const pinned = useMemo(() => (data ? new Set(data) : NONE), [data]);
  /** Resolves true once kept; false if the browser refused it (a toast has said so). */
  const setPinned = useCallback(
    (chatId: string, pin: boolean): Promise<boolean> =>
      save({ chatId, pinned: pin }).then((result) => !('error' in result)),
    [save],
  );
  return { pinned, setPinned, known: data !== undefined || isError };
};
