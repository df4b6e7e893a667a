import { describe, expect, it, jest } from '@jest/globals';
import { i18n } from '@lingui/core';
import { FOLDERS_FULL } from './folders-api';
import { spareWhenFull } from '../../../components/full-storage';
import { act, screen, waitFor, within } from '@testing-library/react';
import { SYNC_CHANNEL } from '../../../app/use-cross-tab-sync';
import { answerStrictly, call, createChat, registerUser } from '../../../testing/backend';
import { recordRequests, renderApp } from '../../../testing/render-app';
import { createFolder, fileChats, readFolders } from './folders-store';

type User = ReturnType<typeof renderApp>['user'];

const nav = (name: string) => within(screen.getByRole('navigation', { name }));
const titlesIn = (element: HTMLElement) =>
  [...element.querySelectorAll('li bdi')].map((title) => title.textContent);
const folder = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });

/** A user with chats named by their first message, newest first on screen; `strict`: a server
 * that answers with a real server's fields only. */
const start = async (
  names = ['Trip to Lisbon', 'Tax return', 'Trip to Rome', 'Soup recipe'],
  { strict = false } = {},
) => {
  const token = await registerUser();
  const ids: Record<string, string> = {};
  for (const first of [...names].reverse()) {
    const chatId = await createChat(token);
    await call('/message/text', { token, body: { chatId, prompt: first, isPublished: false } });
    ids[first] = chatId;
  }
  if (strict) answerStrictly();
  const view = renderApp('/', { token });
  await screen.findByRole('button', { name: `Pin chat ${names[0]}` });
  return { ...view, token, ids };
};

const newFolder = async (user: User, name: string) => {
  await user.click(screen.getByRole('button', { name: 'New folder' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'New folder' }));
  await user.type(dialog.getByRole('textbox', { name: 'Folder name' }), name);
  await user.click(dialog.getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await screen.findByRole('group', { name: new RegExp(`^${name}`) });
};

const moveTo = async (user: User, title: string, target: string) => {
  await user.click(screen.getByRole('button', { name: `More actions for chat ${title}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Move to…' }));
  const dialog = within(await screen.findByRole('dialog', { name: `Move “${title}” to` }));
  await user.click(dialog.getByRole('button', { name: target }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // shown in its folder: the entry's buttons elsewhere are gone (a click on one would be lost)
  await waitFor(() =>
    expect(
      Array.from(folder(target).querySelectorAll('button'), (b) => b.getAttribute('aria-label')),
    ).toContain(`Delete chat ${title}`),
  );
};

describe('folders', () => {
  it('are made, filled by the menu, keep the server order, and say nothing to the server', async () => {
    const { user } = await start(undefined, { strict: true });
    const requests = recordRequests();
    await newFolder(user, 'Travel');
    expect(within(folder('Travel')).getByText('No chats in this folder.')).toBeInTheDocument();
    await moveTo(user, 'Trip to Rome', 'Travel');
    expect(await screen.findByText('1 chat moved to Travel')).toBeInTheDocument();
    await moveTo(user, 'Trip to Lisbon', 'Travel');
    await waitFor(() =>
      expect(titlesIn(folder('Travel'))).toEqual(['Trip to Lisbon', 'Trip to Rome']),
    );
    expect(titlesIn(screen.getByRole('navigation', { name: 'Recent Chats' }))).toEqual([
      'Tax return',
      'Soup recipe',
    ]);
    expect(requests).toEqual([]);
  });

  it('refuse an empty or repeated name, and are renamed and deleted without losing a chat', async () => {
    const { user, ids } = await start();
    await newFolder(user, 'Travel');
    await user.click(screen.getByRole('button', { name: 'New folder' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New folder' }));
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(dialog.getByText('Give the folder a name.')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Folder name' }), ' TRAVEL ');
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(dialog.getByText('There is already a folder with that name.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await moveTo(user, 'Trip to Rome', 'Travel');
    await user.click(screen.getByRole('button', { name: 'Folder actions for Travel' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const rename = within(await screen.findByRole('dialog', { name: 'Rename folder' }));
    const field = rename.getByRole('textbox', { name: 'Folder name' });
    expect(field).toHaveValue('Travel');
    await user.clear(field);
    await user.type(field, 'Holidays{Enter}');
    await waitFor(() => expect(titlesIn(folder('Holidays'))).toEqual(['Trip to Rome']));

    await user.click(screen.getByRole('button', { name: 'Folder actions for Holidays' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Delete the folder “Holidays”? Its chats go back to Recent Chats.',
    });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Folder deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(titlesIn(screen.getByRole('navigation', { name: 'Recent Chats' }))).toEqual([
        'Trip to Lisbon',
        'Tax return',
        'Trip to Rome',
        'Soup recipe',
      ]),
    );
    const stored = await readFolders();
    expect(stored.folders.map((each) => each.name)).not.toContain('Holidays');
    expect(stored.filed).not.toHaveProperty(ids['Trip to Rome'] ?? 'none');
  });

  it('fold shut and stay so after a reload; the title filter looks inside them', async () => {
    const { user, token, unmount } = await start();
    await newFolder(user, 'Travel');
    await moveTo(user, 'Trip to Rome', 'Travel');
    const fold = within(folder('Travel')).getByRole('button', { name: /^Travel/ });
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    await user.click(fold);
    await waitFor(() => expect(titlesIn(folder('Travel'))).toEqual([]));
    unmount();

    const again = renderApp('/', { token });
    await screen.findByRole('button', { name: 'Pin chat Soup recipe' });
    expect(within(folder('Travel')).getByRole('button', { name: /^Travel/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await again.user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'trip');
    // a match inside a folder is shown there, open, under the folder's name
    await waitFor(() => expect(titlesIn(folder('Travel'))).toEqual(['Trip to Rome']));
    expect(titlesIn(screen.getByRole('navigation', { name: 'Recent Chats' }))).toEqual([
      'Trip to Lisbon',
    ]);
    await again.user.clear(screen.getByRole('searchbox', { name: 'Search conversations' }));
    await waitFor(() => expect(titlesIn(folder('Travel'))).toEqual([]));
  });

  it('are named beside their chats by Search all chats', async () => {
    const { user } = await start();
    await newFolder(user, 'Travel');
    await moveTo(user, 'Trip to Rome', 'Travel');
    await user.click(screen.getByRole('button', { name: 'Search all chats' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Search all chats' }));
    await user.type(dialog.getByRole('combobox'), 'trip');
    expect(await dialog.findByRole('group', { name: 'Trip to Rome · Travel' })).toBeInTheDocument();
    expect(dialog.getByRole('group', { name: 'Trip to Lisbon' })).toBeInTheDocument();
  });

  it("are the account's own, and a deleted chat leaves its folder", async () => {
    const { user, ids, unmount } = await start();
    await newFolder(user, 'Travel');
    await moveTo(user, 'Trip to Rome', 'Travel');
    await user.click(screen.getByRole('button', { name: 'Delete chat Trip to Rome' }));
    // within the dialog: a name query over the whole page is slow to find it under load
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(async () =>
      expect((await readFolders()).filed).not.toHaveProperty(ids['Trip to Rome'] ?? 'none'),
    );
    unmount();

    // another account signed in here sees none of them
    await start(['Other person']);
    expect(screen.queryByRole('group', { name: /^Travel/ })).toBeNull();
  });
});

describe('a full disk', () => {
  const REBUILT_KEY = 'rebuilt-cache';
  it('gives up what the app can rebuild, tries again, then keeps the name typed and says so', async () => {
    const { user } = await start();
    spareWhenFull(REBUILT_KEY);
    localStorage.setItem(REBUILT_KEY, 'something the app makes again');
    const add = jest.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      await user.click(screen.getByRole('button', { name: 'New folder' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'New folder' }));
      await user.type(dialog.getByRole('textbox', { name: 'Folder name' }), 'Travel{Enter}');
      expect(await screen.findByText(i18n._(FOLDERS_FULL))).toBeInTheDocument();
      expect(localStorage.getItem(REBUILT_KEY)).toBeNull();
      expect(add).toHaveBeenCalledTimes(2);
      // the dialog stays, with what was typed
      expect(dialog.getByRole('textbox', { name: 'Folder name' })).toHaveValue('Travel');
    } finally {
      add.mockRestore();
    }
    expect(screen.queryByRole('group', { name: /^Travel/ })).toBeNull();
  });
});

describe('another tab', () => {
  it('shows a folder made there without a reload', async () => {
    const { ids } = await start();
    const folderId = await createFolder('Work', [ids['Soup recipe'] ?? '']);
    await fileChats([ids['Tax return'] ?? ''], folderId);
    const channel = new BroadcastChannel(SYNC_CHANNEL);
    act(() => channel.postMessage({ tags: ['Marks'] }));
    await waitFor(() => expect(titlesIn(folder('Work'))).toEqual(['Tax return']));
    expect(nav('Recent Chats').queryByText('Tax return')).toBeNull();
    channel.close();
  });
});
