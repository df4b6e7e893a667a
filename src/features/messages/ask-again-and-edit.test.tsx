import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { call, createChat, registerUser } from '../../testing/backend';
import { chatAddress } from '../chats/chat-address';
import { holdCalls, recordRequests, renderApp } from '../../testing/render-app';
import type { Chat } from '../../types/api';

const prompt = () => screen.findByRole('textbox', { name: 'Prompt' });
const messages = () => within(screen.getByRole('list', { name: 'Messages' }));
/** The Ask again button, looked for in the messages alone (a whole page's names are slow under load). */
const findAskAgain = async () =>
  within(await screen.findByRole('list', { name: 'Messages' })).findByRole('button', {
    name: 'Ask again',
  });
const chatsOnServer = async (token: string) =>
  (await call<{ chats: Chat[] }>('/chat/get', { token })).json.chats;

/** A signed-in user whose one chat holds `exchanges`, on screen. */
const start = async (exchanges: { prompt: string; mode: 'text' | 'image' }[]) => {
  const token = await registerUser();
  const chatId = await createChat(token);
  for (const { prompt: text, mode } of exchanges)
    await call(`/message/${mode}`, { token, body: { chatId, prompt: text, isPublished: false } });
  const view = renderApp('/', { token });
  await screen.findByRole('heading', { level: 1, name: new RegExp(`^${exchanges[0]?.prompt}`) });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
  // the title and composer can be ready before the conversation has loaded
  await screen.findByRole('list', { name: 'Messages' });
  return { ...view, token, chatId };
};

const EDITING_NOTE_TEXT =
  'Editing your message: sending it adds it as a new message. Esc puts your draft back.';

describe('Ask again', () => {
  it('is on the last reply only, and sends its prompt once more, once, in its mode', async () => {
    const { user, token } = await start([
      { prompt: 'First question', mode: 'text' },
      { prompt: 'A red kite', mode: 'image' },
    ]);
    expect(await screen.findAllByRole('button', { name: 'Ask again' })).toHaveLength(1);
    const askAgain = screen.getByRole('button', { name: 'Ask again' });
    expect(askAgain).toHaveAccessibleDescription(/as a new message below \(2 credits\)/);
    await user.type(await prompt(), 'my own draft');
    const requests = recordRequests();
    const release = holdCalls('/message/image');
    await user.click(askAgain);
    await user.click(askAgain).catch(() => undefined);
    // while its reply is on the way, the pending exchange is the last: nothing to ask again
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ask again' })).toBeNull());
    release();
    await waitFor(async () => expect(await chatsOnServer(token)).toHaveLength(1));
    await waitFor(() =>
      expect(messages().getAllByRole('img', { name: 'Generated image: A red kite' })).toHaveLength(
        2,
      ),
    );
    expect(requests.filter((r) => r.url.includes('/api/message/'))).toEqual([
      expect.objectContaining({ method: 'POST', url: expect.stringMatching(/\/message\/image$/) }),
    ]);
    const [chat] = await chatsOnServer(token);
    expect(chat?.messages.map((m) => m.content).filter((c) => !c.startsWith('http'))).toEqual([
      'First question',
      expect.any(String),
      'A red kite',
      'A red kite',
    ]);
    // the input was not its business
    expect(await prompt()).toHaveValue('my own draft');
    expect(await screen.findByText('Credits : 15')).toBeInTheDocument();
  });

  it('is off when the credits do not cover it, and says why', async () => {
    const token = await registerUser();
    // 20 credits, less 9 images at 2 each in another chat: 2 left, then 1 after a text here (a
    // short chat: jsdom cannot scroll, so only the rows near the top of a long one are rendered)
    const elsewhere = await createChat(token);
    for (let i = 0; i < 9; i += 1)
      await call('/message/image', {
        token,
        body: { chatId: elsewhere, prompt: `Pic ${i}`, isPublished: false },
      });
    const chatId = await createChat(token);
    await call('/message/text', {
      token,
      body: { chatId, prompt: 'One more', isPublished: false },
    });
    await call('/message/image', {
      token,
      body: { chatId, prompt: 'Too dear', isPublished: false },
    }).catch(() => undefined);
    const { user } = renderApp(chatAddress(chatId), { token });
    expect(await screen.findByText('Credits : 1')).toBeInTheDocument();
    // the last reply is a text one: 1 credit, which is there
    const askAgain = await findAskAgain();
    expect(askAgain).toHaveAttribute('aria-disabled', 'false');
    await user.click(askAgain);
    expect(await screen.findByText('Credits : 0')).toBeInTheDocument();
    const again = await findAskAgain();
    await waitFor(() => expect(again).toHaveAttribute('aria-disabled', 'true'));
    expect(again).toHaveAccessibleDescription(/Not enough credits/);
    const requests = recordRequests();
    await user.click(again);
    expect(requests).toEqual([]);
  });
});

describe('Edit', () => {
  it('takes a message into the prompt, keeps the draft for Esc, and sends a new exchange', async () => {
    const { user, token } = await start([
      { prompt: 'A castle', mode: 'image' },
      { prompt: 'Tell me a joke', mode: 'text' },
    ]);
    const field = await prompt();
    await user.type(field, 'half a thought');
    const edits = messages().getAllByRole('button', { name: 'Edit' });
    expect(edits).toHaveLength(2);

    // the image prompt: its text, its mode, the caret at the end
    await user.click(edits[0] as HTMLElement);
    expect(field).toHaveValue('A castle');
    expect(field).toHaveFocus();
    expect((field as HTMLTextAreaElement).selectionStart).toBe('A castle'.length);
    expect(screen.getByRole('combobox', { name: 'Mode' })).toHaveValue('image');
    expect(screen.getByText(EDITING_NOTE_TEXT)).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(field).toHaveValue('half a thought');
    expect(screen.queryByText(EDITING_NOTE_TEXT)).not.toBeInTheDocument();

    // emptied, the edit ends the same way
    await user.click(messages().getAllByRole('button', { name: 'Edit' })[1] as HTMLElement);
    expect(field).toHaveValue('Tell me a joke');
    expect(screen.getByRole('combobox', { name: 'Mode' })).toHaveValue('text');
    await user.clear(field);
    expect(field).toHaveValue('half a thought');

    await user.click(messages().getAllByRole('button', { name: 'Edit' })[1] as HTMLElement);
    await user.type(field, ' about owls{Enter}');
    await waitFor(async () =>
      expect((await chatsOnServer(token))[0]?.messages.map((m) => m.content)).toContain(
        'Tell me a joke about owls',
      ),
    );
    // the original stays, as the server keeps it; the draft is back
    const [chat] = await chatsOnServer(token);
    expect(chat?.messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual([
      'A castle',
      'Tell me a joke',
      'Tell me a joke about owls',
    ]);
    await waitFor(() => expect(field).toHaveValue('half a thought'));
  });
});
