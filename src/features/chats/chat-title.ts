import type { Chat } from '../../types/api';
import { CHAT_TITLE_LENGTH, NEW_CHAT_NAME } from '../../types/business';
import { t } from '@lingui/core/macro';

/** A chat's name as shown: the server's name for a new chat is said in the page's language. */
const shownName = (name: string) => (name === NEW_CHAT_NAME ? t`New Chat` : name);

/** What a chat is known by: its first message, or its name while it has none. */
const firstText = (chat: Pick<Chat, 'name' | 'messages'>): string =>
  chat.messages[0]?.content ?? shownName(chat.name);

/** The first 32 characters of the first message, or the chat's name when it has no messages. */
export const chatTitle = (chat: Pick<Chat, 'name' | 'messages'>): string =>
  // Array.from counts characters, not UTF-16 units, so an emoji is never cut in half
  Array.from(firstText(chat)).slice(0, CHAT_TITLE_LENGTH).join('');

// a chat from the server is never changed in place: its lowered text is worked out once (but a
// new chat's name is said in the page's language, which can change)
const lowered = new WeakMap<object, string>();
const searchText = (chat: Pick<Chat, 'name' | 'messages'>) => {
  if (chat.messages.length === 0) return firstText(chat).toLocaleLowerCase();
  let text = lowered.get(chat);
  if (text === undefined) lowered.set(chat, (text = firstText(chat).toLocaleLowerCase()));
  return text;
};

/** Case-insensitive search over the first message, or the name of a chat with no messages. */
export const matchesSearch = (chat: Pick<Chat, 'name' | 'messages'>, search: string): boolean => {
  const needle = search.trim().toLocaleLowerCase();
  return needle === '' || searchText(chat).includes(needle);
};
