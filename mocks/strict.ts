/**
 * The offline backend's strict mode: every call a real server offers answers with exactly the
 * fields that server documents, and each entity with exactly its documented fields. Whatever
 * the normal mode adds (the created chat, a chat's createdAt, a user's _id and email, a
 * message's isPublished) is gone, so the app is tested without leaning on it. Mock-only calls
 * (seeding, the offline checkout) are not a real server's and stay as they are.
 */

type Json = Record<string, unknown>;

const pick = (value: unknown, keys: readonly string[]): unknown => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(keys.filter((k) => k in value).map((k) => [k, (value as Json)[k]]));
};
const each = (value: unknown, shape: (item: unknown) => unknown) =>
  Array.isArray(value) ? value.map(shape) : value;

// a user's fields are not documented: the app reads only its name and credits
const user = (u: unknown) => pick(u, ['name', 'credits']);
const message = (m: unknown) => pick(m, ['role', 'content', 'timestamp', 'isImage']);
const chat = (c: unknown) => {
  const shaped = pick(c, ['_id', 'name', 'messages', 'updatedAt']);
  return typeof shaped === 'object' && shaped !== null
    ? { ...shaped, messages: each((shaped as Json).messages, message) }
    : shaped;
};
const plan = (p: unknown) => pick(p, ['_id', 'name', 'price', 'credits', 'features']);
const image = (i: unknown) => pick(i, ['imageUrl', 'userName']);

/** The fields each answer of a real server may carry, and how its entities are shaped. */
const CALLS: { method: string; path: RegExp; fields: Record<string, (v: unknown) => unknown> }[] = [
  { method: 'GET', path: /^\/api\/user\/data$/, fields: { user } },
  // a real server sends only success and message here
  { method: 'GET', path: /^\/api\/chat\/create$/, fields: {} },
  { method: 'GET', path: /^\/api\/chat\/get$/, fields: { chats: (v) => each(v, chat) } },
  { method: 'POST', path: /^\/api\/message\/(text|image)$/, fields: { reply: message } },
  { method: 'POST', path: /^\/api\/chat\/delete$/, fields: {} },
  { method: 'GET', path: /^\/api\/credit\/plan$/, fields: { plans: (v) => each(v, plan) } },
  { method: 'POST', path: /^\/api\/credit\/purchase$/, fields: { url: (v) => v } },
  {
    method: 'GET',
    path: /^\/api\/user\/published-images$/,
    fields: { images: (v) => each(v, image) },
  },
  { method: 'POST', path: /^\/api\/user\/(login|register)$/, fields: { token: (v) => v } },
];

/** The answer a strict server gives, or undefined for a call a real server does not offer. */
export const strictBody = (method: string, pathname: string, body: unknown): unknown => {
  const call = CALLS.find((c) => c.method === method && c.path.test(pathname));
  if (!call || typeof body !== 'object' || body === null) return undefined;
  const source = body as Json;
  const answer: Json = { success: source.success };
  if (typeof source.message === 'string') answer.message = source.message;
  if (source.success !== true) return answer;
  for (const [field, shape] of Object.entries(call.fields)) {
    if (field in source) answer[field] = shape(source[field]);
  }
  return answer;
};
