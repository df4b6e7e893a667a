import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { Chat, Message, User } from '../../src/types/api';
import { call, createChat, registerUser } from '../../src/testing/backend';
import { openDatabase, storageFaults } from './database';
import type { LegacyDataV1 } from './schema';
import { memoryStorage } from './storage';
import { db, LEGACY_STORAGE_KEY, MockDb } from './store';

/** A database written by version 1 (localStorage), checked in: two users, four chats, a purchase. */
const fixture = readFileSync(`${__dirname}/../../e2e/fixtures/parley-mock-db-v1.json`, 'utf8');
let dbCounter = 0;
const freshName = () => `parley-test-${(dbCounter += 1)}`;

const creditsOf = async (token: string) =>
  (await call<{ user: User }>('/user/data', { token })).json.user.credits;
const chatsOf = async (token: string) =>
  (await call<{ chats: Chat[] }>('/chat/get', { token })).json.chats;
const login = async (email: string, password: string) =>
  (await call<{ token: string }>('/user/login', { body: { email, password } })).json;

describe('the offline database', () => {
  it('keeps users, sessions and chats across a reload (a new connection to the same database)', async () => {
    const name = freshName();
    await db.attach(name);
    const token = await registerUser('Persistent', 'persist@example.com');
    const chatId = await createChat(token);
    await call('/message/text', {
      token,
      body: { chatId, prompt: 'remember me', isPublished: false },
    });

    const reloaded = new MockDb();
    await reloaded.attach(name);
    expect((await reloaded.findUserByEmail('persist@example.com'))?.credits).toBe(19);
    await db.attach(name);
    expect(await creditsOf(token)).toBe(19);
    expect((await chatsOf(token))[0]?.messages[0]?.content).toBe('remember me');
  });

  it('migrates version 1 data once, then removes the old key', async () => {
    const legacy = memoryStorage();
    legacy.setItem(LEGACY_STORAGE_KEY, fixture);
    const old = JSON.parse(fixture) as LegacyDataV1;
    const name = freshName();
    await db.attach(name, legacy);
    expect(legacy.getItem(LEGACY_STORAGE_KEY)).toBeNull();

    // both users sign in with their old passwords and find their chats, messages and credits
    const ada = await login('ada@example.com', 'analytical-engine');
    const grace = await login('grace@example.com', 'compiler-1952');
    expect(ada.success && grace.success).toBe(true);
    expect(await creditsOf(ada.token)).toBe(516);
    expect(await creditsOf(grace.token)).toBe(19);
    for (const [token, name] of [
      [ada.token, 'Ada Lovelace'],
      [grace.token, 'Grace Hopper'],
    ] as const) {
      const before = old.chats
        .filter((c) => c.userName === name)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      expect((await chatsOf(token)).map((c) => [c._id, c.name, c.updatedAt, c.messages])).toEqual(
        before.map((c) => [c._id, c.name, c.updatedAt, c.messages]),
      );
    }
    expect((await chatsOf(ada.token)).flatMap((c) => c.messages)).toHaveLength(6);
    // the old session tokens still work, and the purchase is still paid (completing again adds nothing)
    expect(await creditsOf(old.sessions[0]?.token ?? '')).toBe(516);
    await call(`/mock-checkout/${old.transactions[0]?._id ?? ''}/pay`, { method: 'POST' });
    expect(await creditsOf(ada.token)).toBe(516);
    const gallery = await call<{ images: unknown[] }>('/user/published-images');
    expect(gallery.json.images).toHaveLength(1);

    // a second start finds the data where it is and has nothing left to migrate
    legacy.setItem(LEGACY_STORAGE_KEY, JSON.stringify({ ...old, users: [] }));
    await db.attach(name, legacy);
    expect(await creditsOf(ada.token)).toBe(516);
  });

  it('starts empty when the version 1 data is unreadable, and keeps it for inspection', async () => {
    const legacy = memoryStorage();
    legacy.setItem(LEGACY_STORAGE_KEY, '{not json');
    await db.attach(freshName(), legacy);
    expect(await db.findUserByEmail('ada@example.com')).toBeUndefined();
    expect(legacy.getItem(LEGACY_STORAGE_KEY)).toBe('{not json');
  });

  it('stores nothing of a send when the disk is full, and says what to do', async () => {
    const token = await registerUser();
    const chatId = await createChat(token);
    storageFaults.refuseWrites = true;
    const { status, json } = await call<{ reply?: Message }>('/message/text', {
      token,
      body: { chatId, prompt: 'will not fit', isPublished: false },
    });
    storageFaults.refuseWrites = false;
    expect(status).toBe(507);
    expect(json).toEqual({
      success: false,
      message:
        'Offline storage is full, so this was not saved and no credits were taken. ' +
        'Delete old chats to free space, then try again.',
    });
    expect(await creditsOf(token)).toBe(20);
    expect((await chatsOf(token))[0]?.messages).toEqual([]);
  });

  it('deletes a chat together with its messages, and only the owner’s', async () => {
    const name = freshName();
    await db.attach(name);
    const token = await registerUser();
    const chatId = await createChat(token);
    await call('/message/text', { token, body: { chatId, prompt: 'one', isPublished: false } });
    const user = await db.userForToken(token);
    const raw = await openDatabase(name);
    expect(await raw.messages.count()).toBe(2);
    expect(await db.deleteChat('someone-else', chatId)).toBe(false);
    expect(await raw.messages.count()).toBe(2);
    expect(await db.deleteChat(user?._id ?? '', chatId)).toBe(true);
    expect(await raw.messages.count()).toBe(0);
    expect(await chatsOf(token)).toEqual([]);
    raw.close();
  });
});
