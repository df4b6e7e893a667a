/** An early answer nobody took within this long is dropped: the app's own call would be fresher. */
const KEPT_FOR_MS = 30_000;

const early = new Map<string, { token: string; sentAt: number; response: Promise<Response> }>();

const keyOf = (url: string) => new URL(url, window.location.href).href;

/**
 * A returning visitor's first calls (START_UP_PATHS) leave with index.html itself
 * (inline/preload-for-session.ts) instead of after the entry and the app chunk. The
 * started store adopts them once; an answer the app never asks for (a stale token) is dropped unread.
 */
export const adoptEarlyCalls = () => {
  const sent = window.parleyEarlyCalls;
  delete window.parleyEarlyCalls;
  if (!sent) return;
  for (const [url, response] of Object.entries(sent.responses)) {
    early.set(keyOf(url), { token: sent.token, sentAt: sent.sentAt, response });
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
  if (!usable) return fetch(input);
  // the app's time limit holds for an answer already on its way too
  const timedOut = new Promise<never>((_, reject) => (input.signal.onabort = reject));
  return Promise.race([entry.response, timedOut]).catch(() => fetch(input));
};
