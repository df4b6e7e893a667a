import { composeReply } from '../mocks/assistant';
import type { UserRecord } from '../mocks/db/schema';
import { imageUrl, newImage, type MockDb } from '../mocks/db/store';
import { CODE_TOPICS, conversation, manyChats } from '../mocks/handlers/demo';
import type { Message } from '../src/types/api';

const origin = () => (typeof window !== 'undefined' ? window.location.origin : 'http://localhost');
const at = (minutesAgo: number) => Date.now() - minutesAgo * 60_000;

/** One assistant reply with a table and a code block in every highlighted language. */
const markdownShowcase = (): string =>
  [
    '## Markdown showcase',
    'Plain text with **bold**, _italic_, `inline code` and a [link](https://example.com).',
    '| Language | Typical use |\n| --- | --- |\n| TypeScript | web apps |\n| Python | data |\n| SQL | queries |',
    ...CODE_TOPICS.map(
      (language) => composeReply(`show ${language} code`).match(/```[\s\S]*?```/)?.[0] ?? '',
    ),
  ].join('\n\n');

/** Chats of these titles, newest first: an hour apart, or each `hoursAgo[i]` hours old. */
export const seedChats =
  (titles: string[], hoursAgo: number[] = titles.map((_, i) => i)) =>
  async (db: MockDb, user: UserRecord | undefined) => {
    if (!user) return;
    for (const [i, title] of titles.entries()) {
      const minutes = 60 * (hoursAgo[i] ?? i);
      const messages: Message[] = [
        { role: 'user', content: title, timestamp: at(minutes + 5), isImage: false },
        {
          role: 'assistant',
          content: composeReply(title),
          timestamp: at(minutes + 4),
          isImage: false,
        },
      ];
      await db.seedChat(user, 'New Chat', messages, new Date(at(minutes)).toISOString());
    }
  };

/** `count` short chats over the last four months, as the offline backend's `many` seed makes. */
export const seedManyChats =
  (count: number) => async (db: MockDb, user: UserRecord | undefined) => {
    if (user) await db.seedChats(user, manyChats(count, Date.now()));
  };

export const seedLongChat = async (db: MockDb, user: UserRecord | undefined) => {
  if (user)
    await db.seedChat(
      user,
      'New Chat',
      conversation('A long conversation', 200, 5, at(600)),
      new Date().toISOString(),
    );
};

export const seedShowcase = async (db: MockDb, user: UserRecord | undefined) => {
  if (!user) return;
  await db.seedChat(
    user,
    'New Chat',
    [
      {
        role: 'user',
        content: 'Show me everything you can format',
        timestamp: at(3),
        isImage: false,
      },
      { role: 'assistant', content: markdownShowcase(), timestamp: at(2), isImage: false },
    ],
    new Date().toISOString(),
  );
};

export const seedImageReply = async (db: MockDb, user: UserRecord | undefined) => {
  if (!user) return;
  const image = newImage(user, 'A lighthouse on a cliff at dawn', true);
  await db.addImage(image);
  await db.seedChat(
    user,
    'New Chat',
    [
      {
        role: 'user',
        content: 'A lighthouse on a cliff at dawn',
        timestamp: at(2),
        isImage: false,
      },
      {
        role: 'assistant',
        content: imageUrl(origin(), image._id),
        timestamp: at(1),
        isImage: true,
        isPublished: true,
      },
    ],
    new Date().toISOString(),
  );
};

export const seedGallery = async (db: MockDb) => {
  const artists = ['Ada', 'Grace', 'Linus', 'Margaret', 'Alan', 'Katherine'];
  const prompts = [
    'Northern lights over a fjord',
    'A quiet desert at night',
    'Mountains in spring',
    'A red fox in snow',
    'Sunset over the sea',
    'A city of glass',
  ];
  for (const [i, name] of artists.entries()) {
    const created = await db.createUser({
      name,
      email: `${name.toLowerCase()}@example.com`,
      salt: 'story',
      passwordHash: 'story',
    });
    if (created) await db.addImage(newImage(created.user, prompts[i] ?? 'A picture', true));
  }
};
