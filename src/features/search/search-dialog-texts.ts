import { msg } from '@lingui/core/macro';

/** The dialog's name, and the name of what opens it. */
export const SEARCH_ALL_CHATS = msg`Search all chats`;
export const SEARCH_HINT = msg`Type to search every message of every chat.`;
