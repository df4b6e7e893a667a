import type { Chat } from '../../types/api';
import { useCurrentUser } from '../auth';
import { newestFirst } from './chat-age';
import { useGetChatsQuery } from './chats-api';

// many components ask: each answer is sorted once
const sorted = new WeakMap<Chat[], Chat[]>();
const sortedOnce = (chats: Chat[]) => {
  let newest = sorted.get(chats);
  if (!newest) sorted.set(chats, (newest = newestFirst(chats)));
  return newest;
};

/**
 * The user's chats, newest first; fetched only while a user is signed in. `failed`: none could
 * be loaded (not the same as none there: only the server says that).
 */
export const useChats = () => {
  const { data: user } = useCurrentUser();
  const query = useGetChatsQuery(undefined, { skip: !user });
  const chats = query.data && sortedOnce(query.data);
  return { ...query, chats, failed: !chats && query.isError };
};
