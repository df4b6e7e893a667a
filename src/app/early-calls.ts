import { API_BASE_URL } from './config';

/** The GETs a stored session's start-up makes first: auth-api's getUser and chats-api's getChats. */
export const START_UP_PATHS = { user: '/user/data', chats: '/chat/get' } as const;

/** An early answer nobody took within this long is dropped: the app's own call would be fresher. */
const KEPT_FOR_MS = 30_000;

const early = new Map<string, { token: string; sentAt: number; response: Promise<Response> }>();

const keyOf = (url: string) => new URL(url, window.location.href).href;

/**
 * A returning visitor's first calls, sent by the first load itself, while the app chunk is still
 * on its way: otherwise the user call waits for that chunk, and the chat list for the user (two
 * round trips each, with CORS). The app still shows the list only once the user is loaded
 * (spec §4); an answer it never asks for (a stale token) is dropped unread.
 */
export const startEarlyCalls = (token: string) => {
  for (const path of Object.values(START_UP_PATHS)) {
    const url = `${API_BASE_URL}${path}`;
    const response = fetch(url, { headers: { Authorization: token } });
    // a failure here is not reported: the app's own call then goes to the network and reports it
    response.catch(() => undefined);
    early.set(keyOf(url), { token, sentAt: Date.now(), response });
  }
};

/**
 * fetchBaseQuery's fetch: the first GET of such a path, with the same token, takes the answer
 * already on its way (once); everything else goes to the network.
 */
export const fetchWithEarlyCalls = (input: RequestInfo, init?: RequestInit): Promise<Response> => {
  // fetchBaseQuery passes one Request
  if (!(input instanceof Request) || init) return fetch(input, init);
  const key = keyOf(input.url);
  const entry = input.method === 'GET' ? early.get(key) : undefined;
  if (!entry) return fetch(input);
  early.delete(key);
  const usable =
    entry.token === input.headers.get('Authorization') && Date.now() - entry.sentAt < KEPT_FOR_MS;
  return usable ? entry.response.catch(() => fetch(input)) : fetch(input);
};
