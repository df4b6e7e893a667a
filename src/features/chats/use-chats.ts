import { useCurrentUser } from '../auth';
import { newestFirstOnce } from './chat-age';
import { useGetChatsQuery } from './chats-api';

/**
 * The user's chats, newest first; fetched only while a user is signed in. `failed`: none could
 * be loaded (not the same as none there: only the server says that).
 */
export const useChats = () => {
  const { data: user } = useCurrentUser();
  const query = useGetChatsQuery(undefined, { skip: !user });
  const chats = query.data && newestFirstOnce(query.data);
  return { ...query, chats, failed: !chats && query.isError };
};
