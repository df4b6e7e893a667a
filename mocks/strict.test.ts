import { describe, expect, it } from '@jest/globals';
import { answerStrictly, call, registerUser } from '../src/testing/backend';
import { configFromSearch, resetMockConfig } from './config';

const keys = (value: unknown) => Object.keys(value as object).sort();

describe('strict mode: every call answers exactly a real server’s fields', () => {
  it('trims each answer and each entity to a real server’s fields, in the normal mode’s values', async () => {
    const token = await registerUser('Strict Stella');
    const normal = await call<{ chat: { _id: string } }>('/chat/create', { token });
    expect(keys(normal.json)).toEqual(['chat', 'message', 'success']);

    answerStrictly();
    const created = await call('/chat/create', { token });
    expect(created.json).toEqual({ success: true, message: 'Chat created' });

    const me = await call('/user/data', { token });
    expect(me.json).toEqual({ success: true, user: { name: 'Strict Stella', credits: 20 } });

    const chatId = normal.json.chat._id;
    const sent = await call<{ reply: object }>('/message/image', {
      token,
      body: { chatId, prompt: 'A strict picture', isPublished: true },
    });
    expect(keys(sent.json)).toEqual(['reply', 'success']);
    expect(keys(sent.json.reply)).toEqual(['content', 'isImage', 'role', 'timestamp']);

    const chats = await call<{ chats: { messages: object[] }[] }>('/chat/get', { token });
    expect(keys(chats.json)).toEqual(['chats', 'success']);
    for (const chat of chats.json.chats) {
      expect(keys(chat)).toEqual(['_id', 'messages', 'name', 'updatedAt']);
      for (const m of chat.messages)
        expect(keys(m)).toEqual(['content', 'isImage', 'role', 'timestamp']);
    }

    const plans = await call<{ plans: object[] }>('/credit/plan', { token });
    expect(plans.json.plans.map(keys)).toEqual(
      Array(3).fill(['_id', 'credits', 'features', 'name', 'price']),
    );
    const purchase = await call('/credit/purchase', { token, body: { planId: 'pro' } });
    expect(keys(purchase.json)).toEqual(['success', 'url']);
    const gallery = await call<{ images: object[] }>('/user/published-images');
    expect(keys(gallery.json)).toEqual(['images', 'success']);
    expect(gallery.json.images.map(keys)).toEqual([['imageUrl', 'userName']]);
    const deleted = await call('/chat/delete', { token, body: { chatId } });
    expect(deleted.json).toEqual({ success: true, message: 'Chat Deleted' });
    const login = await call('/user/login', {
      body: { name: '', email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(login.json).toEqual({ success: false, message: 'Invalid email or password' });
  });

  it('is switched by the mock-strict knob', () => {
    expect(configFromSearch('?mock-strict=1')).toEqual({ strict: true });
    expect(configFromSearch('?mock-strict=0')).toEqual({ strict: false });
    expect(configFromSearch('?mock-strict=yes')).toEqual({});
    resetMockConfig();
  });
});
