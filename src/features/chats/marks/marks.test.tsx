import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { answerStrictly, call, createChat, registerUser } from '../../../testing/backend';
import { recordBodies, recordRequests, renderApp } from '../../../testing/render-app';
import { STORAGE_FULL } from './marks-api';
import { readMarked, writeMarked } from './marks-store';
import { i18n } from '@lingui/core';

const group = (name: string) => within(screen.getByRole('navigation', { name }));
const titles = (name: string) =>
  group(name)
    .getAllByRole('button', { name: /^(?!Pin |Unpin |More actions |Delete )/ })
    .map((button) => button.querySelector('bdi')?.textContent);

/**
 * A user with three chats, each named by its first message, newest last, on screen; `strict`, a
 * server that answers with a real server's fields only (no user id, no email).
 */
const start = async ({ strict = false } = {}) => {
  const token = await registerUser();
  const ids: Record<string, string> = {};
  for (const first of ['Oldest chat', 'Middle chat', 'Newest chat']) {
    const chatId = await createChat(token);
    await call('/message/text', { token, body: { chatId, prompt: first, isPublished: false } });
    ids[first] = chatId;
  }
  if (strict) answerStrictly();
  const view = renderApp('/', { token });
  await screen.findByRole('button', { name: 'Pin chat Middle chat' });
  return { ...view, token, ids };
};

/** The entry's menu, then its Archive. */
const archive = async (
  user: ReturnType<typeof renderApp>['user'],
  title: string,
  where: Pick<typeof screen, 'findByRole'> = screen,
) => {
  await user.click(await where.findByRole('button', { name: `More actions for chat ${title}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
};

describe('pinned chats', () => {
  it('stand apart above the recent ones, whose order stays the same, and stay pinned', async () => {
    // nothing of them needs more than a real server sends
    const { user, ids } = await start({ strict: true });
    expect(screen.queryByRole('navigation', { name: 'Pinned' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pin chat Middle chat' }));
    expect(await screen.findByRole('navigation', { name: 'Pinned' })).toBeInTheDocument();
    expect(titles('Pinned')).toEqual(['Middle chat']);
    expect(titles('Recent Chats')).toEqual(['Newest chat', 'Oldest chat']);
    expect(
      await group('Pinned').findByRole('button', { name: 'Unpin chat Middle chat' }),
    ).toBeVisible();
    // 'Pinned' comes first in the sidebar, as on screen
    expect(
      screen
        .getByRole('navigation', { name: 'Pinned' })
        .compareDocumentPosition(screen.getByRole('navigation', { name: 'Recent Chats' })),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await waitFor(async () => expect(await readMarked('pins')).toContain(ids['Middle chat']));
  });

  it('are read back after a reload, and unpinned go back to their place', async () => {
    const { user, token, unmount } = await start();
    await user.click(screen.getByRole('button', { name: 'Pin chat Oldest chat' }));
    await screen.findByRole('navigation', { name: 'Pinned' });
    unmount();
    const again = renderApp('/', { token });
    expect(
      await within(await screen.findByRole('navigation', { name: 'Pinned' })).findByRole('button', {
        name: 'Unpin chat Oldest chat',
      }),
    ).toBeInTheDocument();
    await again.user.click(screen.getByRole('button', { name: 'Unpin chat Oldest chat' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Pinned' })).toBeNull());
    expect(titles('Recent Chats')).toEqual(['Newest chat', 'Middle chat', 'Oldest chat']);
  });

  it("are the account's own: another account signed in here sees none of them", async () => {
    const { user, unmount } = await start();
    await user.click(screen.getByRole('button', { name: 'Pin chat Middle chat' }));
    await screen.findByRole('navigation', { name: 'Pinned' });
    unmount();
    await start();
    expect(screen.queryByRole('navigation', { name: 'Pinned' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pin chat Middle chat' })).toBeInTheDocument();
  });

  it('go with their chat when it is deleted', async () => {
    const { user, ids } = await start();
    await user.click(screen.getByRole('button', { name: 'Pin chat Newest chat' }));
    await user.click(
      await within(await screen.findByRole('navigation', { name: 'Pinned' })).findByRole('button', {
        name: 'Delete chat Newest chat',
      }),
    );
    // within the dialog: a name query over the whole page is slow to find it under load
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Pinned' })).toBeNull());
    await waitFor(async () => expect(await readMarked('pins')).not.toContain(ids['Newest chat']));
  });

  it('follow Ctrl+Shift+Y on the open chat, which says so', async () => {
    const { user, ids } = await start();
    // the newest chat is the one open
    await user.keyboard('{Control>}{Shift>}y{/Shift}{/Control}');
    expect(await screen.findByText('Chat pinned')).toBeInTheDocument();
    await screen.findByRole('navigation', { name: 'Pinned' });
    expect(titles('Pinned')).toEqual(['Newest chat']);
    await user.keyboard('{Control>}{Shift>}y{/Shift}{/Control}');
    expect(await screen.findByText('Chat unpinned')).toBeInTheDocument();
    await waitFor(async () => expect(await readMarked('pins')).not.toContain(ids['Newest chat']));
  });

  it('a pin the browser cannot save is taken back, and the user told', async () => {
    const { user, ids } = await start();
    const put = jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      await user.click(screen.getByRole('button', { name: 'Pin chat Middle chat' }));
      expect(await screen.findByText(i18n._(STORAGE_FULL.pins))).toBeInTheDocument();
    } finally {
      put.mockRestore();
    }
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Pinned' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Pin chat Middle chat' })).toBeInTheDocument();
    expect(await readMarked('pins')).not.toContain(ids['Middle chat']);
    await act(async () => undefined);
  });
});

const archivedDialog = () => screen.findByRole('dialog', { name: 'Archived chats' });

describe('archived chats', () => {
  it('leave the sidebar for the archived view, and come back to their place when restored', async () => {
    // nothing of them needs more than a real server sends, and the server hears nothing of them
    const { user } = await start({ strict: true });
    const requests = recordRequests();
    await archive(user, 'Middle chat');
    expect(await screen.findByText('Chat archived')).toBeInTheDocument();
    await waitFor(() => expect(titles('Recent Chats')).toEqual(['Newest chat', 'Oldest chat']));
    await user.click(screen.getByRole('button', { name: 'Archived (1)' }));
    const dialog = within(await archivedDialog());
    expect(dialog.getByRole('button', { name: /^Middle chat/ })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Restore chat Middle chat' }));
    expect(await screen.findByText('Chat restored')).toBeInTheDocument();
    expect(await dialog.findByText('No archived chats.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(titles('Recent Chats')).toEqual(['Newest chat', 'Middle chat', 'Oldest chat']);
    expect(screen.queryByRole('button', { name: /^Archived/ })).toBeNull();
    expect(requests).toEqual([]);
  });

  it('stay archived after a reload, and open from the archived view at their address', async () => {
    const { user, token, ids, unmount } = await start();
    await archive(user, 'Oldest chat');
    await screen.findByRole('button', { name: 'Archived (1)' });
    unmount();
    const again = renderApp('/', { token });
    await screen.findByRole('button', { name: 'Archived (1)' });
    expect(titles('Recent Chats')).toEqual(['Newest chat', 'Middle chat']);
    await again.user.click(screen.getByRole('button', { name: 'Archived (1)' }));
    await again.user.click(
      within(await archivedDialog()).getByRole('button', { name: /^Oldest chat/ }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Oldest chat/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(again.address()).toBe(`/?chat=${ids['Oldest chat']}`));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // still archived: opening it is not restoring it
    expect(titles('Recent Chats')).toEqual(['Newest chat', 'Middle chat']);
  });

  it('put only the rows near the view in the page when there are many', async () => {
    const token = await registerUser();
    await call('/mock/seed', { token, body: { kind: 'many', chats: 80 } });
    const { json } = await call<{ chats: { _id: string }[] }>('/chat/get', { token });
    // all but one archived, as by a person who tidied up long ago
    for (const chat of json.chats.slice(0, -1)) await writeMarked('archived', chat._id, true);
    const { user } = renderApp('/', { token });
    await user.click(
      await screen.findByRole('button', { name: 'Archived (79)' }, { timeout: 10_000 }),
    );
    const dialog = within(await archivedDialog());
    const rows = (await dialog.findAllByRole('button', { name: /^Restore chat/ })).length;
    expect(rows).toBeGreaterThan(5);
    // jsdom's view (JSDOM_LAYOUT) and what is rendered past it: about half of the 79
    expect(rows).toBeLessThan(60);
    expect(dialog.getByRole('list', { name: 'Archived chats' })).toBeInTheDocument();
  }, 30_000);

  it('can be deleted from the archived view, through the server, and leave no mark behind', async () => {
    const { user, ids } = await start({ strict: true });
    const deletes = recordBodies('/chat/delete');
    await user.click(screen.getByRole('button', { name: 'Pin chat Middle chat' }));
    await screen.findByRole('navigation', { name: 'Pinned' });
    await archive(user, 'Middle chat', within(screen.getByRole('navigation', { name: 'Pinned' })));
    // an archived chat leaves 'Pinned' too
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Pinned' })).toBeNull());
    await user.click(await screen.findByRole('button', { name: 'Archived (1)' }));
    await user.click(
      within(await archivedDialog()).getByRole('button', { name: 'Delete chat Middle chat' }),
    );
    // within the dialog: a name query over the whole page is slow to find it under load
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Chat Deleted')).toBeInTheDocument();
    expect(deletes).toEqual([{ chatId: ids['Middle chat'] }]);
    await waitFor(async () =>
      expect(await readMarked('archived')).not.toContain(ids['Middle chat']),
    );
    expect(await readMarked('pins')).not.toContain(ids['Middle chat']);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(titles('Recent Chats')).toEqual(['Newest chat', 'Oldest chat']);
  });

  it('an archive the browser cannot save is taken back, and the user told', async () => {
    const { user } = await start();
    const put = jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      await archive(user, 'Middle chat');
      expect(await screen.findByText(i18n._(STORAGE_FULL.archived))).toBeInTheDocument();
    } finally {
      put.mockRestore();
    }
    expect(titles('Recent Chats')).toEqual(['Newest chat', 'Middle chat', 'Oldest chat']);
    expect(screen.queryByRole('button', { name: /^Archived/ })).toBeNull();
    await act(async () => undefined);
  });
});

describe('the data pins are kept in', () => {
  it('is asked to be kept when a chat is pinned, never at start-up', async () => {
    const persist = jest.fn(async () => true);
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { persist, persisted: async () => false, estimate: async () => ({ usage: 0 }) },
    });
    try {
      const { user } = await start();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(persist).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Pin chat Middle chat' }));
      await screen.findByRole('navigation', { name: 'Pinned' });
      await waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
    } finally {
      Reflect.deleteProperty(navigator, 'storage');
    }
  });
});
