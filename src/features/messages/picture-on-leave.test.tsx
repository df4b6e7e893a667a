import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { SNAPSHOT_KEY, type StartSnapshot } from '../../components/start-snapshot';
import { call, createChat, registerUser } from '../../testing/backend';
import { renderApp } from '../../testing/render-app';

/** The picture kept for the next start-up, if any. */
const keptPicture = () => {
  const raw = localStorage.getItem(SNAPSHOT_KEY);
  return raw === null ? null : (JSON.parse(raw) as StartSnapshot);
};

const leave = () =>
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });

/** A signed-in visitor whose newest chat holds a question and its reply. */
const openChat = async () => {
  const token = await registerUser('Rita Returning');
  const chatId = await createChat(token);
  await call('/message/text', {
    token,
    body: { chatId, prompt: 'Write a TypeScript function', isPublished: false },
  });
  const view = renderApp('/', { token });
  // the app's root element, as main.tsx renders into it
  view.container.id = 'root';
  await screen.findByRole('heading', { name: 'A TypeScript function' });
  return { ...view, token };
};

describe('the picture of the chat a visitor leaves, for their next start-up', () => {
  it('is taken of the newest chat as it is shown, when the visitor leaves the page', async () => {
    const { token } = await openChat();
    expect(keptPicture()).toBeNull();
    await leave();
    const picture = keptPicture();
    expect(picture?.session).toBe(token);
    expect(picture?.path).toBe('/');
    expect(picture?.html).toContain('Write a TypeScript function');
    expect(picture?.html).toContain('A TypeScript function');
  });

  it('is not taken while a search is open, and the last one is forgotten', async () => {
    const { user } = await openChat();
    await leave();
    expect(keptPicture()).not.toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search this chat' }), 'function');
    await leave();
    expect(keptPicture()).toBeNull();
  });

  it('is forgotten when another chat becomes the newest', async () => {
    const { user } = await openChat();
    await leave();
    expect(keptPicture()).not.toBeNull();
    // the new chat opens at the next start-up: the old picture would show the wrong chat
    await user.click(screen.getByRole('button', { name: 'New Chat' }));
    expect(await screen.findByText('Ask me anything.')).toBeInTheDocument();
    expect(keptPicture()).toBeNull();
    await leave();
    expect(keptPicture()).toBeNull();
  });

  it('is forgotten on sign-out: nothing of the chat stays on the device', async () => {
    const { user } = await openChat();
    await leave();
    expect(keptPicture()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(keptPicture()).toBeNull();
  });
});
