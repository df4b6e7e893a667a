import { plural } from '@lingui/core/macro';

/** "1 chat", "5 chats": a count of chats in the page's language, its plural and its digits. */
export const chatCount = (chats: number) => plural(chats, { one: '# chat', other: '# chats' });
