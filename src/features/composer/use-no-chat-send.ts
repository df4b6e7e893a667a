import { useAppSelector } from '../../app/hooks';
import { chatsApi, selectCreatingChat, useChats } from '../chats';

/**
 * What a send can do while no chat is selected: the server said there are none (the start-up's
 * first chat could not be created), so the send creates one first; or the list has not loaded,
 * so there is nothing to send to yet, and the composer says so.
 */
export const useNoChatSend = (chatId: string | null) => {
  const { chats, failed } = useChats();
  // a New Chat (or the start-up's first chat) on its way: a send waits for it, never makes another
  const creating = useAppSelector(selectCreatingChat);
  if (chatId) return { canCreateFirst: false, notLoaded: false };
  return { canCreateFirst: chats?.length === 0 && !creating, notLoaded: failed };
};

export const createFirstChat = () => chatsApi.endpoints.createChat.initiate();
