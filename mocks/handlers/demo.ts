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

/** The search benchmark's library: this many chats of LIBRARY_MESSAGES messages each. */
const LIBRARY_CHATS = 50;
const LIBRARY_MESSAGES = 200;

/**
 * Mock-only: seeds the caller's account for demos and the benchmark. `bench` makes a
 * 20-message chat and a 2,000-message chat with 200 code blocks; `history` one chat of
 * `messages` messages (the send-cost benchmark); `library` 50 chats of 200 messages (the
 * search over all chats).
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
        for (let n = 1; n <= LIBRARY_CHATS; n += 1) {
          const title = `Library chat ${n}`;
          const opened = start + n * 86_400_000;
          await db.seedChat(
            user,
            title,
            conversation(title, LIBRARY_MESSAGES, 5, opened),
            new Date(opened).toISOString(),
          );
        }
        return ok({ chats: LIBRARY_CHATS });
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
