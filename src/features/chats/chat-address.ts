/** The open chat's address keeps the route `/` and names the chat in the query: `/?chat=<id>`. */
export const CHAT_PARAM = 'chat';

/** The chat an address names, or null (another route, or none named). Untrusted: compared only. */
export const addressedChatId = (pathname: string, search: string): string | null =>
  pathname === '/' ? new URLSearchParams(search).get(CHAT_PARAM) || null : null;

/** The address of a chat, on the route `/`. */
export const chatAddress = (chatId: string): string =>
  `/?${new URLSearchParams({ [CHAT_PARAM]: chatId }).toString()}`;
