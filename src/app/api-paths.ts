/**
 * Where the API's calls go, in pieces the build reads too (webpack.config.ts), so this module
 * imports nothing. Every call goes to `{API_BASE_URL}{API_PREFIX}{path}`.
 */
export const API_PREFIX = '/api';

/**
 * The GETs a stored session's start-up makes first: auth-api's getUser and chats-api's getChats.
 * index.html's inline script sends them early (see early-calls.ts).
 */
export const START_UP_PATHS = { user: '/user/data', chats: '/chat/get' } as const;
