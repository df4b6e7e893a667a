import { describe, expect, it } from '@jest/globals';
import type { Chat, User } from '../../src/types/api';
import { call, createChat, registerUser } from '../../src/testing/backend';
import { memoryStorage } from './storage';
import { db, MockDb, STORAGE_KEY } from './store';

describe('mock database persistence', () => {
  it('keeps users, sessions and chats across a reload over the same storage', async () => {
    const storage = memoryStorage();
    db.attach(storage);
    const token = await registerUser('Persistent', 'persist@example.com');
    const chatId = await createChat(token);
    await call('/message/text', {
      token,
      body: { chatId, prompt: 'remember me', isPublished: false },
    });

    // a reload: a new database reading the same storage
    const reloaded = new MockDb(storage);
    expect(reloaded.findUserByEmail('persist@example.com')?.credits).toBe(19);
    db.attach(storage);
    const me = await call<{ user: User }>('/user/data', { token });
    expect(me.json.user).toMatchObject({ name: 'Persistent', credits: 19 });
    const chats = await call<{ chats: Chat[] }>('/chat/get', { token });
    expect(chats.json.chats[0]?.messages[0]?.content).toBe('remember me');
  });

  it('starts empty when the stored data is unreadable', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEY, '{not json');
    expect(new MockDb(storage).findUserByEmail('x@example.com')).toBeUndefined();
    storage.setItem(STORAGE_KEY, JSON.stringify({ version: 99 }));
    expect(new MockDb(storage).publishedImages()).toEqual([]);
  });
});
