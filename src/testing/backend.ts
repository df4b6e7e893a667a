import { resetMockConfig } from '../../mocks/config';
/** Talks to the offline backend the way the app does: real fetch calls, answered by MSW. */
export const BASE = 'http://localhost/api';

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  /** a raw body, sent as it is (for malformed-input tests) */
  rawBody?: string;
  method?: string;
}

export const call = async <T = Record<string, unknown>>(
  path: string,
  { token, body, rawBody, method }: CallOptions = {},
): Promise<{ status: number; json: T & { success: boolean; message?: string } }> => {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = token;
  if (body !== undefined || rawBody !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${BASE}${path}`, {
    method: method ?? (body !== undefined || rawBody !== undefined ? 'POST' : 'GET'),
    headers,
    body: rawBody ?? (body !== undefined ? JSON.stringify(body) : undefined),
  });
  return {
    status: response.status,
    json: (await response.json()) as T & { success: boolean; message?: string },
  };
};

let counter = 0;

/** Registers a fresh user and returns its token. */
export const registerUser = async (
  name = 'Ada Lovelace',
  email?: string,
  password = 'correct-horse',
) => {
  counter += 1;
  const { json } = await call<{ token: string }>('/user/register', {
    body: { name, email: email ?? `user${counter}-${Date.now()}@example.com`, password },
  });
  if (!json.success) throw new Error(`register failed: ${json.message}`);
  return json.token;
};

export const createChat = async (token: string) => {
  const { json } = await call<{ chat: { _id: string } }>('/chat/create', { token });
  return json.chat._id;
};

/**
 * Timers a test must leave real when it fakes the rest: fake-indexeddb (the offline backend's
 * database in Node) schedules its work with them, and would stall.
 */
export const IDB_TIMERS: ('setImmediate' | 'nextTick' | 'queueMicrotask')[] = [
  'setImmediate',
  'nextTick',
  'queueMicrotask',
];

/**
 * From now on in this test the offline backend answers as a real server does:
 * only the fields each call's answer is documented to carry (mocks/strict.ts). Reset after each test.
 */
export const answerStrictly = () => resetMockConfig({ replyDelayScale: 0, strict: true });
