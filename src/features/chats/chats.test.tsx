import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { answerStrictly, call, createChat, registerUser } from '../../testing/backend';
import { holdCalls, recordBodies, recordRequests, renderApp } from '../../testing/render-app';
import type { Chat } from '../../types/api';
import { chatTitle, matchesSearch } from './chat-title';

const say = (token: string, chatId: string, prompt: string) =>
  call('/message/text', { token, body: { chatId, prompt, isPublished: false } });

const recentChats = async () =>
  within(await screen.findByRole('navigation', { name: 'Recent Chats' }));

/** A user whose one chat, 'Older conversation', is open; its prompt, to type into. */
const openOlderConversation = async () => {
  const token = await registerUser();
  const older = await createChat(token);
  await say(token, older, 'Older conversation');
  const { user } = renderApp('/', { token });
  const prompt = await screen.findByRole('textbox', { name: 'Prompt' });
  await screen.findByRole('heading', { level: 1, name: /^Older conversation/ });
  return { token, older, user, prompt };
};

/** New Chat fails with 'No more chats', once the returned function is called. */
const failNewChatOnCue = () => {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.get('*/api/chat/create', async () => {
      await answered;
      return HttpResponse.json({ success: false, message: 'No more chats' }, { status: 500 });
    }),
  );
  return answer;
};

describe('chat titles and search', () => {
  const chat = (first?: string): Pick<Chat, 'name' | 'messages'> => ({
    name: 'New Chat',
    messages: first ? [{ role: 'user', content: first, timestamp: 0, isImage: false }] : [],
  });

  it('cuts the first message at 32 characters, or uses the name', () => {
    expect(chatTitle(chat('0123456789012345678901234567890123456789'))).toBe(
      '01234567890123456789012345678901',
    );
    expect(chatTitle(chat('short'))).toBe('short');
    expect(chatTitle(chat())).toBe('New Chat');
    // characters, not UTF-16 units: an emoji at the cut stays whole
    expect(chatTitle(chat(`${'a'.repeat(31)}😀tail`))).toBe(`${'a'.repeat(31)}😀`);
  });

  it('searches case-insensitively over the first message, or the name when empty', () => {
    expect(matchesSearch(chat('Plan my TRIP to Rome'), 'trip')).toBe(true);
    expect(matchesSearch(chat('Plan my trip'), 'ROME')).toBe(false);
    expect(matchesSearch(chat(), 'new')).toBe(true);
    expect(matchesSearch(chat('x'), '   ')).toBe(true);
  });
});

describe('sidebar chats', () => {
  it('creates a first chat at start-up when the user has none, exactly once', async () => {
    const token = await registerUser();
    const requests = recordRequests();
    renderApp('/', { token });
    expect(
      await (await recentChats()).findByRole('button', { name: /^New Chat/ }),
    ).toBeInTheDocument();
    // the chat screen comes a moment after the list: its first render is a deferred one
    expect(await screen.findByText('Ask me anything.')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.endsWith('/chat/create'))).toHaveLength(1);
    const { json } = await call<{ chats: Chat[] }>('/chat/get', { token });
    expect(json.chats).toHaveLength(1);
  });

  it('keeps the greeting in place while the first chat is created and selected', async () => {
    const token = await registerUser();
    // holds the creation until the greeting is on screen, then lets the offline backend answer
    const release = holdCalls('/chat/create');
    renderApp('/', { token });
    const greeting = await screen.findByText('Ask me anything.');
    release();
    const list = await recentChats();
    await waitFor(() =>
      expect(list.getByRole('button', { name: /^New Chat/ })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    // the same element, not a copy mounted again under the new chat (a flash on a slow phone)
    expect(greeting).toBeInTheDocument();
  });

  it('shows a failed first-chat creation once and does not loop', async () => {
    const token = await registerUser();
    const requests = recordRequests();
    server.use(
      http.get('*/api/chat/create', () =>
        HttpResponse.json({ success: false, message: 'Database is down' }, { status: 500 }),
      ),
    );
    renderApp('/', { token });
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(requests.filter((r) => r.url.endsWith('/chat/create'))).toHaveLength(1);
    expect(screen.getAllByText('Database is down')).toHaveLength(1);
  });

  it('lists chats newest first with 32-character titles and filters them by search', async () => {
    const token = await registerUser();
    const a = await createChat(token);
    await say(token, a, 'How do I bake sourdough bread at home with a starter?');
    const b = await createChat(token);
    await say(token, b, 'Plan a TRIP to Lisbon');
    const { user } = renderApp('/', { token });
    const buttons = await (await recentChats()).findAllByRole('button', { name: /^(How|Plan)/ });
    expect(buttons.map((b) => b.textContent?.replace(/a few seconds ago$/, ''))).toEqual([
      'Plan a TRIP to Lisbon',
      'How do I bake sourdough bread at',
    ]);
    // read far down the list, then filter: the results start at the top
    const scroller = screen.getByRole('navigation', { name: 'Recent Chats' }).parentElement;
    if (scroller) scroller.scrollTop = 480;
    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'trip');
    // the list follows once typing pauses
    await waitFor(() => expect(scroller?.scrollTop).toBe(0));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^How do I bake/ })).not.toBeInTheDocument(),
    );
    expect((await recentChats()).getByRole('button', { name: /^Plan a TRIP/ })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search conversations' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'zebra');
    expect(
      await (await recentChats()).findByText('No chats match your search.'),
    ).toBeInTheDocument();
  });

  it('selecting a chat shows its messages; New Chat selects the chat it created', async () => {
    const token = await registerUser();
    const a = await createChat(token);
    await say(token, a, 'First conversation');
    const b = await createChat(token);
    await say(token, b, 'Second conversation');
    const { user } = renderApp('/', { token });
    const chatRegion = await screen.findByRole('region', { name: 'Chat' });
    expect((await within(chatRegion).findAllByText('Second conversation')).length).toBeGreaterThan(
      0,
    );
    await user.click((await recentChats()).getByRole('button', { name: /^First conversation/ }));
    expect((await within(chatRegion).findAllByText('First conversation')).length).toBeGreaterThan(
      0,
    );
    expect(within(chatRegion).queryAllByText('Second conversation')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'New Chat' }));
    expect(await screen.findByText('Ask me anything.')).toBeInTheDocument();
    const list = await recentChats();
    await waitFor(() =>
      expect(list.getAllByRole('button', { name: /^New Chat/ })[0]).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
  });

  it('deletes a chat after confirmation, with the toasts, and selects another', async () => {
    const token = await registerUser();
    const a = await createChat(token);
    await say(token, a, 'Keep me');
    const b = await createChat(token);
    await say(token, b, 'Delete me');
    const { user } = renderApp('/', { token });
    const chatRegion = await screen.findByRole('region', { name: 'Chat' });
    expect((await within(chatRegion).findAllByText('Delete me')).length).toBeGreaterThan(0);

    await user.click((await recentChats()).getByRole('button', { name: 'Delete chat Delete me' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this chat?',
    });
    expect(
      within(dialog).getByText('Are you sure you want to delete this chat?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await recentChats()).getByRole('button', { name: /^Delete me/ })).toBeInTheDocument();

    await user.click((await recentChats()).getByRole('button', { name: 'Delete chat Delete me' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('deleting...')).toBeInTheDocument();
    expect(await screen.findByText('Chat Deleted')).toBeInTheDocument();
    const list = await recentChats();
    await waitFor(() =>
      expect(list.queryByRole('button', { name: /^Delete me/ })).not.toBeInTheDocument(),
    );
    // the selected chat is gone: the newest remaining one is shown
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Chat' })).getAllByText('Keep me').length,
      ).toBeGreaterThan(0),
    );
    const { json } = await call<{ chats: Chat[] }>('/chat/get', { token });
    expect(json.chats.map((c) => c._id)).toEqual([a]);
  });

  it('shows the server’s message when a delete fails and keeps the chat', async () => {
    const token = await registerUser();
    const a = await createChat(token);
    await say(token, a, 'Stubborn chat');
    server.use(
      http.post('*/api/chat/delete', () =>
        HttpResponse.json({ success: false, message: 'Chat not found' }, { status: 404 }),
      ),
    );
    const { user } = renderApp('/', { token });
    await user.click(
      await (await recentChats()).findByRole('button', { name: 'Delete chat Stubborn chat' }),
    );
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Chat not found')).toBeInTheDocument();
    expect(
      (await recentChats()).getByRole('button', { name: /^Stubborn chat/ }),
    ).toBeInTheDocument();
  });
});

describe('a sidebar of many chats', () => {
  it('puts only the rows near the view in the page, and still finds any chat by its title', async () => {
    const token = await registerUser();
    const seeded = await call('/mock/seed', { token, body: { kind: 'many', chats: 120 } });
    expect(seeded.json).toMatchObject({ success: true, chats: 120 });
    const { user } = renderApp('/', { token });
    const list = within(
      await screen.findByRole('navigation', { name: 'Recent Chats' }, { timeout: 15_000 }),
    );
    // the newest chat opens, and the list starts with it
    await waitFor(
      () =>
        expect(list.getByRole('button', { name: /^Chat 1: Help me plan/ })).toHaveAttribute(
          'aria-current',
          'true',
        ),
      { timeout: 10_000 },
    );
    const rows = list.getAllByRole('listitem').length;
    expect(rows).toBeGreaterThan(5);
    expect(rows).toBeLessThan(100);
    expect(list.queryByRole('button', { name: /^Chat 100:/ })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'Chat 100:');
    // (waited for by a query cheap enough not to hold up the render it waits for)
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1), {
      timeout: 10_000,
    });
    expect(list.getByRole('button', { name: /^Chat 100:/ })).toBeInTheDocument();
  }, 40_000);

  // what the first commit of the live list holds: its entries, and whether their buttons came too
  const firstListed = () => {
    const first: { entries: number; buttons: number }[] = [];
    const observer = new MutationObserver(() => {
      const entries = document.querySelectorAll('nav[aria-labelledby="recent-chats-heading"] li');
      if (first.length > 0 || entries.length === 0) return;
      const buttons = document.querySelectorAll('nav li button[aria-label^="Delete chat"]');
      first.push({ entries: entries.length, buttons: buttons.length });
      observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true });
    return first;
  };

  /** A wide screen (jsdom's 1024 px) whose pointer is a mouse (hover, fine) or a finger. */
  const pointer = (mouse: boolean) => {
    const holds = (feature: string) => {
      const [name = '', value = ''] = feature.replace(/[()]/g, '').split(/:\s*/);
      if (name === 'min-width') return window.innerWidth >= parseFloat(value);
      if (name === 'max-width') return window.innerWidth <= parseFloat(value);
      if (name === 'hover') return (value === 'hover') === mouse;
      if (name === 'pointer') return (value === 'fine') === mouse;
      return false;
    };
    window.matchMedia = (query: string) =>
      ({
        matches: query
          .replace(/^@media\s*/, '')
          .split(/\s+and\s+/)
          .every(holds),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  };

  it.each([
    ['with a mouse, paints the entries first and adds their hidden buttons right after', true],
    ['on a touch screen, shows each entry with its buttons', false],
  ])('%s', async (_, mouse) => {
    const token = await registerUser();
    await call('/mock/seed', { token, body: { kind: 'many', chats: 12 } });
    pointer(mouse);
    try {
      const first = firstListed();
      renderApp('/', { token });
      const list = within(await screen.findByRole('navigation', { name: 'Recent Chats' }));
      await waitFor(() => expect(first).toHaveLength(1));
      expect(first[0]?.entries).toBeGreaterThan(0);
      expect(first[0]?.buttons).toBe(mouse ? 0 : first[0]?.entries);
      // every entry gets them, with nothing done
      await waitFor(() =>
        expect(list.getAllByRole('button', { name: /^Delete chat/ })).toHaveLength(
          list.getAllByRole('listitem').length,
        ),
      );
    } finally {
      delete (window as Partial<Window>).matchMedia;
    }
  });
});

describe('against a server that answers exactly a real server’s fields (strict mode)', () => {
  it('starts up by creating a first chat, and selects it', async () => {
    const token = await registerUser();
    answerStrictly();
    renderApp('/', { token });
    expect(await screen.findByText('Ask me anything.')).toBeInTheDocument();
    const list = await recentChats();
    await waitFor(() =>
      expect(list.getByRole('button', { name: /^New Chat/ })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(list.getAllByRole('listitem')).toHaveLength(1);
  });

  it('New Chat opens the chat it created, not the one on screen', async () => {
    const token = await registerUser();
    const older = await createChat(token);
    await say(token, older, 'Older conversation');
    const newer = await createChat(token);
    await say(token, newer, 'Newer conversation');
    answerStrictly();
    const { user } = renderApp('/', { token });
    const chatRegion = await screen.findByRole('region', { name: 'Chat' });
    await user.click((await recentChats()).getByRole('button', { name: /^Older conversation/ }));
    expect((await within(chatRegion).findAllByText('Older conversation')).length).toBeGreaterThan(
      0,
    );

    await user.click(screen.getByRole('button', { name: 'New Chat' }));
    const list = await recentChats();
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(3));
    await waitFor(() =>
      expect(list.getByRole('button', { name: /^New Chat/ })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    expect(await within(chatRegion).findByText('Ask me anything.')).toBeInTheDocument();
    expect(within(chatRegion).queryAllByText('Older conversation')).toHaveLength(0);
  });

  it('New Chat takes the prompt at once: what is typed before the server answers is the new chat’s', async () => {
    const { user, prompt } = await openOlderConversation();
    await user.type(prompt, 'kept for the old chat');

    const release = holdCalls('/chat/create');
    await user.click(screen.getByRole('button', { name: 'New Chat' }));
    await waitFor(() => expect(prompt).toHaveValue(''));
    expect(screen.getByText('Ask me anything.')).toBeInTheDocument();
    await user.type(prompt, 'for the new chat');
    // nothing to send to until the chat exists: the prompt waits
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    release();
    const list = await recentChats();
    await waitFor(() =>
      expect(list.getByRole('button', { name: /^New Chat/ })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    expect(prompt).toHaveValue('for the new chat');
    await user.click(list.getByRole('button', { name: /^Older conversation/ }));
    await waitFor(() => expect(prompt).toHaveValue('kept for the old chat'));
  });

  it('a New Chat that fails gives the prompt back to the chat before, with what was typed', async () => {
    const { user, prompt } = await openOlderConversation();
    await user.type(prompt, 'first half');
    const answer = failNewChatOnCue();
    await user.click(screen.getByRole('button', { name: 'New Chat' }));
    await waitFor(() => expect(prompt).toHaveValue(''));
    await user.type(prompt, 'second half');
    answer();
    expect(await screen.findByText('No more chats')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: /^Older conversation/ });
    await waitFor(() => expect(prompt).toHaveValue('first half\nsecond half'));
  });

  it('Enter right after New Chat sends to the new chat once the server has made it', async () => {
    const { token, older, user, prompt } = await openOlderConversation();
    const sent = recordBodies('/message/text');
    const release = holdCalls('/chat/create');
    await user.click(screen.getByRole('button', { name: 'New Chat' }));
    await user.type(prompt, 'typed at once{Enter}');
    // pressed again while waiting: still one send
    await user.type(prompt, '{Enter}');
    expect(sent).toEqual([]);
    release();
    expect(await screen.findByRole('heading', { level: 1, name: /^typed at once/ })).toBeVisible();
    await waitFor(() => expect(sent).toHaveLength(1));
    const { json } = await call<{ chats: Chat[] }>('/chat/get', { token });
    const made = json.chats.find((c) => c._id !== older);
    expect(sent).toEqual([{ chatId: made?._id, prompt: 'typed at once', isPublished: false }]);
    await waitFor(() => expect(prompt).toHaveValue(''));
  });

  it('Enter right after a New Chat that fails says so and keeps the prompt', async () => {
    const { user, prompt } = await openOlderConversation();
    const sent = recordBodies('/message/text');
    const answer = failNewChatOnCue();
    await user.click(screen.getByRole('button', { name: 'New Chat' }));
    await user.type(prompt, 'not lost{Enter}');
    answer();
    expect(
      await screen.findByText(
        'The new chat could not be made, so nothing was sent. Your prompt is kept.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(prompt).toHaveValue('not lost'));
    expect(sent).toEqual([]);
  });

  it('sends, shows the reply and the credits, and deletes, with nothing but a real server’s fields', async () => {
    const token = await registerUser();
    answerStrictly();
    const { user } = renderApp('/', { token });
    const prompt = await screen.findByRole('textbox', { name: 'Prompt' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    await user.type(prompt, 'Write a Python function{Enter}');
    expect(await screen.findByRole('heading', { name: 'A Python function' })).toBeInTheDocument();
    expect(await screen.findByText('Credits : 19')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Image');
    await user.type(prompt, 'A strict lighthouse{Enter}');
    expect(
      await screen.findByRole('img', { name: 'Generated image: A strict lighthouse' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Credits : 17')).toBeInTheDocument();

    await user.click(
      (await recentChats()).getByRole('button', { name: /^Delete chat Write a Python/ }),
    );
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Chat Deleted')).toBeInTheDocument();
    // the list is empty again, so a new first chat is made and shown
    await waitFor(async () =>
      expect((await recentChats()).getByRole('button', { name: /^New Chat/ })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
  });
});
