import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { call, createChat, registerUser } from '../../testing/backend';
import { renderApp } from '../../testing/render-app';
import { DRAFTS_KEY } from './stored-drafts';
import { spareWhenFull } from '../../components/full-storage';
import { fillLocalStorage } from '../../testing/fill-storage';

const prompt = () => screen.findByRole('textbox', { name: 'Prompt' });
const recentChats = async () =>
  within(await screen.findByRole('navigation', { name: 'Recent Chats' }));
const stored = () => JSON.parse(localStorage.getItem(DRAFTS_KEY) ?? '{}') as Record<string, string>;

/** A signed-in user with two chats, the newer one on screen. */
const setup = async () => {
  const token = await registerUser();
  const older = await createChat(token);
  await call('/message/text', {
    token,
    body: { chatId: older, prompt: 'Older chat', isPublished: false },
  });
  const newer = await createChat(token);
  await call('/message/text', {
    token,
    body: { chatId: newer, prompt: 'Newer chat', isPublished: false },
  });
  return { token, older, newer };
};

/** Starts the app signed in, once it shows the newest chat. */
const start = async (token: string) => {
  const view = renderApp('/', { token });
  await screen.findByRole('heading', { level: 1, name: /^Newer chat/ });
  return view;
};

/** Unmounts the app and starts it again over the same browser storage, as a reload does. */
const reload = async (view: { unmount: () => void }, token: string) => {
  view.unmount();
  return start(token);
};

describe('drafts survive a reload', () => {
  it('keeps what is typed in each chat', async () => {
    const { token, older, newer } = await setup();
    const view = await start(token);
    await view.user.type(await prompt(), 'half a thought');
    await view.user.click((await recentChats()).getByRole('button', { name: /^Older chat/ }));
    await waitFor(async () => expect(await prompt()).toHaveValue(''));
    await view.user.type(await prompt(), 'another draft');
    expect(stored()).toEqual({ [newer]: 'half a thought', [older]: 'another draft' });

    const again = await reload(view, token);
    expect(await prompt()).toHaveValue('half a thought');
    await again.user.click((await recentChats()).getByRole('button', { name: /^Older chat/ }));
    await waitFor(async () => expect(await prompt()).toHaveValue('another draft'));
  });

  it('keeps a prompt that came back after a failed send', async () => {
    const { token } = await setup();
    server.use(
      http.post('*/api/message/:mode', () =>
        HttpResponse.json({ success: false, message: 'The model is busy' }, { status: 503 }),
      ),
    );
    const view = await start(token);
    await view.user.type(await prompt(), 'Please keep me{Enter}');
    expect(await screen.findByText('The model is busy')).toBeInTheDocument();
    await waitFor(async () => expect(await prompt()).toHaveValue('Please keep me'));
    await reload(view, token);
    expect(await prompt()).toHaveValue('Please keep me');
  });

  it('are removed on logout', async () => {
    const { token } = await setup();
    const view = await start(token);
    await view.user.type(await prompt(), 'private words');
    expect(Object.values(stored())).toEqual(['private words']);
    await view.user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem(DRAFTS_KEY)).toBeNull();
    await reload(view, token);
    expect(await prompt()).toHaveValue('');
  });

  it('go with their chat when it is deleted, and no other', async () => {
    const { token, older, newer } = await setup();
    const view = await start(token);
    await view.user.type(await prompt(), 'doomed draft');
    await view.user.click((await recentChats()).getByRole('button', { name: /^Older chat/ }));
    await waitFor(async () => expect(await prompt()).toHaveValue(''));
    await view.user.type(await prompt(), 'surviving draft');
    await view.user.click(
      (await recentChats()).getByRole('button', { name: 'Delete chat Newer chat' }),
    );
    await view.user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Chat Deleted')).toBeInTheDocument();
    await waitFor(() => expect(stored()).toEqual({ [older]: 'surviving draft' }));
    expect(stored()[newer]).toBeUndefined();
  });

  it('ignores stored drafts it cannot read', async () => {
    const { token } = await setup();
    localStorage.setItem(DRAFTS_KEY, '["not", "an", "object"]');
    renderApp('/', { token });
    await screen.findByRole('heading', { level: 1, name: /^Newer chat/ });
    expect(await prompt()).toHaveValue('');
  });
});

describe('a full disk', () => {
  it('gives up what the app can rebuild first, and the draft is kept', async () => {
    const { token } = await setup();
    const view = await start(token);
    spareWhenFull('rebuilt-cache');
    localStorage.setItem('rebuilt-cache', 'p'.repeat(200_000));
    fillLocalStorage();
    const { user } = view;
    await user.type(await prompt(), 'kept through a full disk');
    await waitFor(() => expect(Object.values(stored())).toEqual(['kept through a full disk']));
    expect(localStorage.getItem('rebuilt-cache')).toBeNull();
    expect(screen.queryByText(/storage is full/)).toBeNull();
    await reload(view, token);
    expect(await prompt()).toHaveValue('kept through a full disk');
  });

  it('with nothing to give up, says so once, and what is typed stays on screen', async () => {
    const { token } = await setup();
    const { user } = await start(token);
    fillLocalStorage();
    await user.type(await prompt(), 'still here');
    expect(
      await screen.findByText(
        "This browser's storage is full: what you type stays on this page, but not after a reload.",
      ),
    ).toBeVisible();
    await user.type(await prompt(), ' and more');
    expect(await prompt()).toHaveValue('still here and more');
    expect(screen.getAllByText(/storage is full/)).toHaveLength(1);
    expect(localStorage.getItem(DRAFTS_KEY)).toBeNull();
  });
});
