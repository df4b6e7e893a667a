import { http } from 'msw';
import type { Message } from '../../src/types/api';
import { composeReply } from '../assistant';
import { db } from '../db/store';
import { api, authenticate, fail, ok, readBody, route } from '../http';

export const CODE_TOPICS = [
  'typescript',
  'python',
  'sql',
  'bash',
  'json',
  'rust',
  'go',
  'java',
  'css',
  'yaml',
  'html',
];

/** A conversation of `count` messages, every `codeEvery`-th reply asking for code. */
export const conversation = (
  title: string,
  count: number,
  codeEvery: number,
  start: number,
): Message[] => {
  const messages: Message[] = [];
  for (let i = 0; i < count / 2; i += 1) {
    const wantsCode = codeEvery > 0 && i % codeEvery === 0;
    const question = wantsCode
      ? `Show me ${CODE_TOPICS[i % CODE_TOPICS.length]} code for task ${i + 1}`
      : `Question ${i + 1}: how should I plan step ${i + 1} of my project?`;
    const prompt = i === 0 ? `${title}: ${question}` : question;
    const t = start + i * 60_000;
    messages.push({ role: 'user', content: prompt, timestamp: t, isImage: false });
    messages.push({
      role: 'assistant',
      content: composeReply(prompt),
      timestamp: t + 2000,
      isImage: false,
    });
  }
  return messages;
};

const HISTORY_MAX = 20_000;
/** The most chats `many` makes: the sidebar is built to hold this many. */
const MANY_MAX = 5000;
/** How far back `many` spreads its chats, so every age group of the sidebar has some. */
const MANY_SPAN_DAYS = 120;

const MANY_TOPICS = [
  'Help me plan a trip to',
  'Review this TypeScript function for',
  'Write a cover letter for',
  'Explain like I am five:',
  'Draft an email about',
  'Summarise the meeting on',
  'Ideas for a birthday party for',
  'Translate to German, keep the tone:',
];
const MANY_SUBJECTS = ['Rome', 'the budget', 'Lisbon', 'a bakery', 'my team', 'the launch'];

/** `count` chats of one exchange each, newest first, spread over the last MANY_SPAN_DAYS. */
export const manyChats = (count: number, now: number) =>
  Array.from({ length: count }, (_, i) => {
    const topic = MANY_TOPICS[i % MANY_TOPICS.length];
    const subject = MANY_SUBJECTS[Math.floor(i / MANY_TOPICS.length) % MANY_SUBJECTS.length];
    const prompt = `Chat ${i + 1}: ${topic} ${subject}`;
    const at = now - Math.round((i * MANY_SPAN_DAYS * 86_400_000) / count);
    return {
      name: prompt,
      updatedAt: new Date(at).toISOString(),
      messages: [
        { role: 'user', content: prompt, timestamp: at - 2000, isImage: false },
        { role: 'assistant', content: composeReply(prompt), timestamp: at, isImage: false },
      ] satisfies Message[],
    };
  });

/** The longest reply `reply` stores: past the app's Markdown budget many times over. */
const REPLY_MAX = 400_000;

/** The search benchmark's library: this many chats of LIBRARY_MESSAGES messages each. */
const LIBRARY_CHATS = 50;
const LIBRARY_MESSAGES = 200;

/**
 * Mock-only: seeds the caller's account for demos and the benchmark. `bench` makes a
 * 20-message chat and a 2,000-message chat with 200 code blocks; `history` one chat of
 * `messages` messages (the send-cost benchmark); `library` 50 chats of 200 messages (the
 * search over all chats); `many` makes `chats` short chats (up to 5,000) over the last four months,
 * for trying the sidebar with many chats; `reply` one chat whose reply is `reply` as given (up to
 * 400,000 characters), for trying replies no assistant should send.
 */
export const demoHandlers = [
  http.post(
    api('/mock/seed'),
    route(async ({ request }) => {
      const user = await authenticate(request);
      if (user instanceof Response) return user;
      const body = await readBody(request);
      const start = Date.parse('2026-01-01T00:00:00Z');
      if (body.kind === 'history') {
        const count = Number(body.messages);
        if (!Number.isInteger(count) || count < 2 || count > HISTORY_MAX) {
          return fail(`messages must be a whole number from 2 to ${HISTORY_MAX}`);
        }
        const chat = await db.seedChat(
          user,
          'History',
          conversation('History', count, 10, start),
          new Date(start).toISOString(),
        );
        return ok({ chatId: chat._id });
      }
      if (body.kind === 'library') {
        await db.seedChats(
          user,
          Array.from({ length: LIBRARY_CHATS }, (_, i) => {
            const name = `Library chat ${i + 1}`;
            const opened = start + (i + 1) * 86_400_000;
            return {
              name,
              messages: conversation(name, LIBRARY_MESSAGES, 5, opened),
              updatedAt: new Date(opened).toISOString(),
            };
          }),
        );
        return ok({ chats: LIBRARY_CHATS });
      }
      if (body.kind === 'reply') {
        const reply = body.reply;
        if (typeof reply !== 'string' || reply.length === 0 || reply.length > REPLY_MAX) {
          return fail(`reply must be text of 1 to ${REPLY_MAX} characters`);
        }
        const at = Date.now();
        const chat = await db.seedChat(
          user,
          'A heavy reply',
          [
            { role: 'user', content: 'A heavy reply', timestamp: at - 2000, isImage: false },
            { role: 'assistant', content: reply, timestamp: at, isImage: false },
          ],
          new Date(at).toISOString(),
        );
        return ok({ chatId: chat._id });
      }
      if (body.kind === 'many') {
        const count = Number(body.chats);
        if (!Number.isInteger(count) || count < 1 || count > MANY_MAX) {
          return fail(`chats must be a whole number from 1 to ${MANY_MAX}`);
        }
        await db.seedChats(user, manyChats(count, Date.now()));
        return ok({ chats: count });
      }
      if (body.kind !== 'bench') return fail('Unknown seed kind');
      const long = await db.seedChat(
        user,
        'Long chat',
        conversation('Long chat', 2000, 5, start),
        new Date(start + 1000).toISOString(),
      );
      const short = await db.seedChat(
        user,
        'Short chat',
        conversation('Short chat', 20, 5, start),
        new Date(start).toISOString(),
      );
      return ok({ longChatId: long._id, shortChatId: short._id });
    }),
  ),
];
