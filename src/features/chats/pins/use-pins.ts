import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useMemo } from 'react';
import { useCurrentUser } from '../../auth';
import { useGetPinsQuery, useSetPinnedMutation } from './pins-api';

const NONE = new Set<string>();

/** The signed-in user's pinned chats, and a way to pin or unpin one. */
export const usePins = () => {
  const userId = useCurrentUser().data?._id;
  const { data } = useGetPinsQuery(userId ?? skipToken);
  const [save] = useSetPinnedMutation();
  const pinned = useMemo(() => (data ? new Set(data) : NONE), [data]);
  const setPinned = useCallback(
    (chatId: string, pin: boolean) => {
      if (userId) void save({ userId, chatId, pinned: pin });
    },
    [userId, save],
  );
  return { pinned, setPinned };
};
