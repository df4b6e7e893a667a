/** The dialog's name, and the name of what opens it. */
export const SEARCH_ALL_CHATS = 'Search all chats';
export const SEARCH_HINT = 'Type to search every message of every chat.';
