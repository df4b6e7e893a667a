import { describe, expect, it } from '@jest/globals';
import type { Chat } from '../../src/types/api';
import { call, createChat, registerUser } from '../../src/testing/backend';

describe('chats', () => {
  it('creates chats named "New Chat" and lists only the caller’s, newest first', async () => {
    const token = await registerUser();
    const created = await call<{ chat: Chat }>('/chat/create', { token });
    expect(created.json).toMatchObject({
      success: true,
      message: 'Chat created',
      chat: { name: 'New Chat', messages: [] },
    });
    const older = created.json.chat._id;
    const newer = await createChat(token);
    const other = await registerUser('Eve');
    await createChat(other);
    // a message moves the older chat to the top
    await call('/message/text', {
      token,
      body: { chatId: older, prompt: 'hello', isPublished: false },
    });
    const { json } = await call<{ chats: Chat[] }>('/chat/get', { token });
    expect(json.chats.map((c) => c._id)).toEqual([older, newer]);
    expect(json.chats[0]?.messages).toHaveLength(2);
  });

  it('deletes only the caller’s own chat', async () => {
    const owner = await registerUser('Owner');
    const thief = await registerUser('Thief');
    const chatId = await createChat(owner);
    const stolen = await call('/chat/delete', { token: thief, body: { chatId } });
    expect(stolen.json).toEqual({ success: false, message: 'Chat not found' });
    const unknown = await call('/chat/delete', { token: owner, body: { chatId: 'nope' } });
    expect(unknown.json).toEqual({ success: false, message: 'Chat not found' });
    const mine = await call('/chat/delete', { token: owner, body: { chatId } });
    expect(mine.json).toEqual({ success: true, message: 'Chat Deleted' });
    const { json } = await call<{ chats: Chat[] }>('/chat/get', { token: owner });
    expect(json.chats).toEqual([]);
  });

  it.each(['/chat/create', '/chat/get'])('%s needs a token', async (path) => {
    const { status, json } = await call(path);
    expect(status).toBe(401);
    expect(json.message).toBe('Not authorized, token failed');
  });

  it('answers a chatId of the wrong type as not found, not a crash', async () => {
    const token = await registerUser();
    const { json } = await call('/chat/delete', { token, body: { chatId: { $ne: null } } });
    expect(json).toEqual({ success: false, message: 'Chat not found' });
  });
});
