import { describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { call, createChat, registerUser } from '../../testing/backend';
import { holdCalls, recordRequests, renderApp } from '../../testing/render-app';
import type { Chat } from '../../types/api';
import { readStoredSends, SEND_KEY_PREFIX, type StoredSend } from '../composer';
import { STILL_WAITING, STILL_WAITING_MS, TypingIndicator } from './typing-indicator';
import { i18n } from '@lingui/core';
import { LanguageProvider } from '../language';

const prompt = () => screen.findByRole('textbox', { name: 'Prompt' });
const storedSends = () => Object.values(readStoredSends());
const sendKeys = () => Object.keys(localStorage).filter((k) => k.startsWith(SEND_KEY_PREFIX));

/** A signed-in user with one chat that holds one exchange, on screen. */
const start = async () => {
  const token = await registerUser();
  const chatId = await createChat(token);
  await call('/message/text', { token, body: { chatId, prompt: 'First', isPublished: false } });
  const view = renderApp('/', { token });
  await screen.findByRole('heading', { level: 1, name: /^First/ });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
  return { ...view, token, chatId };
};

describe('a send on its way', () => {
  it('says in words that it is still waiting after 15 seconds', async () => {
    const { rerender } = render(<TypingIndicator since={Date.now()} />, {
      wrapper: LanguageProvider,
    });
    expect(screen.getByRole('status', { name: 'Waiting for the reply' })).toBeInTheDocument();
    expect(screen.queryByText(i18n._(STILL_WAITING))).not.toBeInTheDocument();
    rerender(<TypingIndicator since={Date.now() - STILL_WAITING_MS + 300} />);
    // still the same status, by the same name: whoever waits for it to go is not misled
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Waiting for the reply' })).toHaveTextContent(
        i18n._(STILL_WAITING),
      ),
    );
  });

  it('is stored until the server answers', async () => {
    const { user } = await start();
    const release = holdCalls('/message/text');
    await user.type(await prompt(), 'Keep me safe{Enter}');
    await waitFor(() => expect(storedSends()).toMatchObject([{ prompt: 'Keep me safe' }]));
    expect(screen.getByRole('status', { name: 'Waiting for the reply' })).toBeInTheDocument();
    release();
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Waiting for the reply' })).toBeNull(),
    );
    expect(sendKeys()).toEqual([]);
  });

  it('comes back into its input after a reload if the server never got it', async () => {
    const token = await registerUser();
    const chatId = await createChat(token);
    await call('/message/text', { token, body: { chatId, prompt: 'First', isPublished: false } });
    // what a page left mid-send leaves: one prompt the server stored, one it never got
    const left: Record<string, StoredSend> = {
      a: { chatId, prompt: 'First', seenBefore: 0 },
      b: { chatId, prompt: 'Do not lose me', seenBefore: 0 },
    };
    for (const [id, send] of Object.entries(left))
      localStorage.setItem(`${SEND_KEY_PREFIX}${id}`, JSON.stringify(send));
    renderApp('/', { token });
    await waitFor(async () => expect(await prompt()).toHaveValue('Do not lose me'));
    expect(sendKeys()).toEqual([]);
    const { json } = await call<{ chats: Chat[] }>('/chat/get', { token });
    expect(json.chats[0]?.messages.map((m) => m.content)[0]).toBe('First');
  });

  it('ignores stored sends it cannot read', async () => {
    localStorage.setItem(`${SEND_KEY_PREFIX}x`, '{"chatId":1}');
    localStorage.setItem(`${SEND_KEY_PREFIX}y`, '{"chatId":');
    localStorage.setItem(`${SEND_KEY_PREFIX}__proto__`, '{"chatId":"c","prompt":"p"}');
    await start();
    expect(await prompt()).toHaveValue('');
  });
});

describe('when the first chat could not be created', () => {
  it('the first send creates it, once, and sends', async () => {
    const token = await registerUser();
    server.use(
      http.all(
        '*/api/chat/create',
        () => HttpResponse.json({ success: false, message: 'Try later' }, { status: 503 }),
        { once: true },
      ),
    );
    const requests = recordRequests();
    const { user } = renderApp('/', { token });
    expect(await screen.findByText('Try later')).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Recent Chats' });
    expect(within(nav).getByText('No chats yet.')).toBeInTheDocument();
    await user.type(await prompt(), 'Hello there');
    const send = screen.getByRole('button', { name: 'Send' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.dblClick(send);
    await waitFor(() => expect(requests.some((r) => r.url.endsWith('/message/text'))).toBe(true));
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Waiting for the reply' })).toBeNull(),
    );
    expect(await prompt()).toHaveValue('');
    const calls = (path: string) => requests.filter((r) => r.url.endsWith(path)).length;
    expect(calls('/chat/create')).toBe(2);
    expect(calls('/message/text')).toBe(1);
    const { json } = await call<{ chats: Chat[] }>('/chat/get', { token });
    expect(json.chats.map((c) => c.messages.length)).toEqual([2]);
  });
});
