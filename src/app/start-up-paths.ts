/**
 * The GETs a stored session's start-up makes first: auth-api's getUser and chats-api's getChats.
 * index.html's inline script sends them early (see early-calls.ts), so this module imports nothing:
 * the build reads it too.
 */
export const START_UP_PATHS = { user: '/user/data', chats: '/chat/get' } as const;
