import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { answerStrictly, call, createChat, registerUser } from '../../testing/backend';
import { recordRequests, renderApp } from '../../testing/render-app';
import { addressedChatId, chatAddress } from './chat-address';

const NOT_FOUND = 'That chat could not be found, so your newest chat is open.';

/** A user with three chats, oldest first: 'First', 'Second', 'Third' (the newest). */
const threeChats = async () => {
  const token = await registerUser();
  const ids: string[] = [];
  for (const prompt of ['First', 'Second', 'Third']) {
    const id = await createChat(token);
    await call('/message/text', { token, body: { chatId: id, prompt, isPublished: false } });
    ids.push(id);
  }
  return { token, ids };
};

const openChatHeading = (name: string) =>
  screen.findByRole('heading', { level: 1, name: new RegExp(`^${name}`) });

const recentChats = async () =>
  within(await screen.findByRole('navigation', { name: 'Recent Chats' }));

describe('the address of a chat', () => {
  it('names the chat on the route /, and is read back only there', () => {
    expect(chatAddress('a b&c')).toBe('/?chat=a+b%26c');
    expect(addressedChatId('/', '?chat=a+b%26c')).toBe('a b&c');
    expect(addressedChatId('/', '?chat=')).toBeNull();
    expect(addressedChatId('/credits', '?chat=x')).toBeNull();
  });

  it('follows the chat chosen, and Back and Forward move between chats', async () => {
    const { token, ids } = await threeChats();
    answerStrictly();
    const [first, second, third] = ids as [string, string, string];
    const app = renderApp('/', { token });
    await openChatHeading('Third');
    // the start-up's choice takes the place of the bare address: Back leaves no empty step
    await waitFor(() => expect(app.address()).toBe(chatAddress(third)));

    await app.user.click((await recentChats()).getByRole('button', { name: /^Second/ }));
    await waitFor(() => expect(app.address()).toBe(chatAddress(second)));
    await app.user.click((await recentChats()).getByRole('button', { name: /^First/ }));
    await waitFor(() => expect(app.address()).toBe(chatAddress(first)));

    await act(() => app.navigate(-1));
    await openChatHeading('Second');
    await act(() => app.navigate(-1));
    await openChatHeading('Third');
    await act(() => app.navigate(1));
    await openChatHeading('Second');
    expect(app.address()).toBe(chatAddress(second));
  });

  it('opens the chat it names at start-up, as a reload or a bookmark does', async () => {
    const { token, ids } = await threeChats();
    answerStrictly();
    const app = renderApp(chatAddress(ids[0] as string), { token });
    await openChatHeading('First');
    expect(app.address()).toBe(chatAddress(ids[0] as string));
    expect(screen.queryByText(NOT_FOUND)).not.toBeInTheDocument();
  });

  it('of a chat this account does not have opens the newest, says so once, and asks nothing of it', async () => {
    const { token, ids } = await threeChats();
    const someoneElse = await registerUser('Grace Hopper');
    const theirs = await createChat(someoneElse);
    answerStrictly();
    const requests = recordRequests();
    const app = renderApp(chatAddress(theirs), { token });
    await openChatHeading('Third');
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    await waitFor(() => expect(app.address()).toBe(chatAddress(ids[2] as string)));
    expect(screen.getAllByText(NOT_FOUND)).toHaveLength(1);
    expect(requests.filter((r) => r.url.includes(theirs))).toEqual([]);
  });

  it('of the open chat, once deleted, becomes the newest one’s, with no word of a lost chat', async () => {
    const { token, ids } = await threeChats();
    const app = renderApp('/', { token });
    await openChatHeading('Third');
    await app.user.click((await recentChats()).getByRole('button', { name: 'Delete chat Third' }));
    await app.user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await openChatHeading('Second');
    await waitFor(() => expect(app.address()).toBe(chatAddress(ids[1] as string)));
    expect(screen.queryByText(NOT_FOUND)).not.toBeInTheDocument();
  });

  it('of a New Chat replaces nothing: Back returns to the chat before it', async () => {
    const { token, ids } = await threeChats();
    const app = renderApp('/', { token });
    await openChatHeading('Third');
    await app.user.click(screen.getByRole('button', { name: 'New Chat' }));
    expect(await screen.findByText('Ask me anything.')).toBeInTheDocument();
    await waitFor(() => expect(app.address()).not.toBe(chatAddress(ids[2] as string)));
    expect(addressedChatId('/', app.address().slice(1))).not.toBeNull();
    await act(() => app.navigate(-1));
    await openChatHeading('Third');
    expect(app.address()).toBe(chatAddress(ids[2] as string));
  });
});
