import { describe, expect, it } from '@jest/globals';
import type { Chat, Message, PublishedImage, User } from '../../src/types/api';
import { BASE, call, createChat, registerUser } from '../../src/testing/backend';
import { resetMockConfig } from '../config';

const credits = async (token: string) =>
  (await call<{ user: User }>('/user/data', { token })).json.user.credits;

describe('POST /api/message/:mode', () => {
  it('answers a text reply as Markdown, stores both messages and takes 1 credit', async () => {
    const token = await registerUser();
    const chatId = await createChat(token);
    const before =
      (await call<{ chats: Chat[] }>('/chat/get', { token })).json.chats[0]?.updatedAt ?? '';
    const { json } = await call<{ reply: Message }>('/message/text', {
      token,
      body: { chatId, prompt: 'Write a Python function', isPublished: false },
    });
    expect(json.success).toBe(true);
    expect(json.reply).toMatchObject({ role: 'assistant', isImage: false });
    expect(json.reply.content).toContain('```python');
    expect(await credits(token)).toBe(19);
    const chat = (await call<{ chats: Chat[] }>('/chat/get', { token })).json.chats[0];
    expect(chat?.messages.map((m) => [m.role, m.content.slice(0, 23)])).toEqual([
      ['user', 'Write a Python function'],
      ['assistant', json.reply.content.slice(0, 23)],
    ]);
    expect(Date.parse(chat?.updatedAt ?? '')).toBeGreaterThan(Date.parse(before));
  });

  it('generates an image, takes 2 credits, serves the picture and publishes it when asked', async () => {
    const token = await registerUser('Painter');
    const chatId = await createChat(token);
    const { json } = await call<{ reply: Message }>('/message/image', {
      token,
      body: { chatId, prompt: 'A lighthouse at dawn <b>&</b>', isPublished: true },
    });
    expect(json.reply).toMatchObject({ role: 'assistant', isImage: true, isPublished: true });
    expect(json.reply.content).toMatch(/^http:\/\/localhost\/mock-images\/[0-9a-f]{24}\.svg$/);
    expect(await credits(token)).toBe(18);
    const picture = await fetch(json.reply.content);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await picture.text();
    expect(svg).toContain('A lighthouse at dawn &#60;b&#62;&#38;&#60;/b&#62;');
    expect(svg).not.toContain('<b>');
    // the same prompt always draws the same picture
    const again = await call<{ reply: Message }>('/message/image', {
      token,
      body: { chatId, prompt: 'A lighthouse at dawn <b>&</b>', isPublished: false },
    });
    expect(await (await fetch(again.json.reply.content)).text()).toBe(svg);

    const gallery = await fetch(`${BASE}/user/published-images`);
    const images = ((await gallery.json()) as { images: PublishedImage[] }).images;
    expect(images).toEqual([{ imageUrl: json.reply.content, userName: 'Painter' }]);
  });

  it('refuses when credits are too low and takes nothing', async () => {
    const token = await registerUser();
    const chatId = await createChat(token);
    for (let i = 0; i < 10; i += 1) {
      await call('/message/image', {
        token,
        body: { chatId, prompt: `picture ${i}`, isPublished: false },
      });
    }
    expect(await credits(token)).toBe(0);
    const { status, json } = await call('/message/text', {
      token,
      body: { chatId, prompt: 'one more', isPublished: false },
    });
    expect(status).toBe(403);
    expect(json).toEqual({
      success: false,
      message: "You don't have enough credits to use this feature",
    });
    expect(await credits(token)).toBe(0);
  });

  it('never lets concurrent sends push credits below zero', async () => {
    resetMockConfig({ replyDelayScale: 0.01 });
    const token = await registerUser();
    const chatId = await createChat(token);
    // 15 image sends at once would cost 30; only 20 credits exist
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        call('/message/image', {
          token,
          body: { chatId, prompt: `race ${i}`, isPublished: false },
        }),
      ),
    );
    expect(results.filter((r) => r.json.success)).toHaveLength(10);
    expect(results.filter((r) => r.status === 403)).toHaveLength(5);
    expect(await credits(token)).toBe(0);
    const chat = (await call<{ chats: Chat[] }>('/chat/get', { token })).json.chats[0];
    expect(chat?.messages).toHaveLength(20);
  });

  it('keeps other users out of a chat', async () => {
    const owner = await registerUser('Owner');
    const intruder = await registerUser('Intruder');
    const chatId = await createChat(owner);
    const { status, json } = await call('/message/text', {
      token: intruder,
      body: { chatId, prompt: 'hi', isPublished: false },
    });
    expect(status).toBe(404);
    expect(json).toEqual({ success: false, message: 'Chat not found' });
    expect(await credits(intruder)).toBe(20);
  });

  it.each([
    [{ prompt: '   ' }, 400, 'Prompt is required'],
    [{ prompt: 'x'.repeat(100 * 1024) }, 413, 'Prompt is too long (at most 32,000 characters)'],
    [{ prompt: 12 }, 400, 'prompt must be a string'],
    [{ prompt: 'hi', isPublished: 'yes' }, 400, 'isPublished must be a boolean'],
  ])('refuses %#: %s', async (fields, status, message) => {
    const token = await registerUser();
    const chatId = await createChat(token);
    const result = await call('/message/image', {
      token,
      body: { chatId, isPublished: false, ...fields },
    });
    expect(result.status).toBe(status);
    expect(result.json).toEqual({ success: false, message });
    expect(await credits(token)).toBe(20);
  });

  it('answers unicode and emoji prompts normally', async () => {
    const token = await registerUser();
    const chatId = await createChat(token);
    const { json } = await call<{ reply: Message }>('/message/text', {
      token,
      body: { chatId, prompt: 'Ἀθῆναι 🏛️ — 東京 explained', isPublished: false },
    });
    expect(json.success).toBe(true);
    expect(json.reply.content.length).toBeGreaterThan(50);
  });

  it('refuses an unknown mode and a missing token', async () => {
    const token = await registerUser();
    const chatId = await createChat(token);
    expect((await call('/message/video', { token, body: { chatId, prompt: 'x' } })).json).toEqual({
      success: false,
      message: 'Unknown message mode',
    });
    expect((await call('/message/text', { body: { chatId, prompt: 'x' } })).status).toBe(401);
  });

  it('charges nothing when the chat is deleted while the reply is composed', async () => {
    resetMockConfig({ replyDelayScale: 0.05 });
    const token = await registerUser();
    const chatId = await createChat(token);
    const sending = call('/message/image', {
      token,
      body: { chatId, prompt: 'slow one', isPublished: false },
    });
    await call('/chat/delete', { token, body: { chatId } });
    expect((await sending).json).toEqual({ success: false, message: 'Chat not found' });
    expect(await credits(token)).toBe(20);
  });
});

describe('fault injection', () => {
  it('fails calls at the configured rate, charging nothing', async () => {
    const token = await registerUser();
    const chatId = await createChat(token);
    resetMockConfig({ replyDelayScale: 0, failRate: 1 });
    const { status, json } = await call('/message/text', {
      token,
      body: { chatId, prompt: 'hi', isPublished: false },
    });
    expect(status).toBe(503);
    expect(json).toEqual({
      success: false,
      message: 'Service temporarily unavailable (simulated by mock-fail)',
    });
    resetMockConfig({ replyDelayScale: 0 });
    expect(await credits(token)).toBe(20);
  });
});
