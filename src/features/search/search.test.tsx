import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { call, createChat, registerUser } from '../../testing/backend';
import { renderApp } from '../../testing/render-app';
import type { Chat } from '../../types/api';
import { searchAllChats } from './search-all-chats';

const message = (role: 'user' | 'assistant', content: string, isImage = false) => ({
  role,
  content,
  timestamp: Date.parse('2026-11-01T10:00:00Z'),
  isImage,
});
const chat = (id: string, messages: Chat['messages']): Chat => ({
  _id: id,
  name: 'New Chat',
  messages,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
});

describe('searching every message of every chat', () => {
  const chats = [
    chat('newer', [
      message('user', 'Where is the Café Müller?'),
      message('assistant', 'The **Café Müller** is in [Wuppertal](https://example.com/cafe).'),
      message('user', 'A café at night'),
      message('assistant', 'https://img.example/cafe.png', true),
    ]),
    chat('older', [message('user', 'Plan a trip'), message('assistant', 'Try a `cafe` crawl.')]),
  ];

  it('finds text as shown, without case or accents, grouped by chat, newest match first', () => {
    const { groups, total } = searchAllChats(chats, 'CAFE');
    expect(total).toBe(4);
    expect(groups.map((g) => [g.chat._id, g.found.map((f) => f.messageIndex)])).toEqual([
      ['newer', [2, 1, 0]],
      ['older', [1]],
    ]);
    const reply = groups[0]?.found[1];
    expect(reply && `${reply.before}[${reply.match}]${reply.after}`).toBe(
      'The [Café] Müller is in Wuppertal.',
    );
    expect(groups[1]?.found[0]?.match).toBe('cafe');
  });

  it('cuts a long message to the words around the match, never into the match', () => {
    const word = `A${'very'.repeat(12)}longwordwithamatchinside`;
    const long = `${'word '.repeat(30)}${word} ${'tail '.repeat(30)}`;
    const [group] = searchAllChats([chat('long', [message('user', long)])], 'match').groups;
    const found = group?.found[0];
    expect(found?.match).toBe('match');
    // no space near enough before it: the long word is cut, not the match
    expect(found?.before).toMatch(/^…[a-z]+longwordwitha$/);
    expect(found?.after).toMatch(/^inside( tail)+…$/);
  });

  it('never finds what is not shown: link addresses, Markdown marks, an image address', () => {
    expect(searchAllChats(chats, 'example.com').total).toBe(0);
    expect(searchAllChats(chats, '**Café').total).toBe(0);
    expect(searchAllChats(chats, 'cafe.png').total).toBe(0);
    expect(searchAllChats(chats, '   ').total).toBe(0);
  });
});

describe('typing a query on, a key at a time', () => {
  const many = Array.from({ length: 30 }, (_, c) =>
    chat(
      `chat-${c}`,
      Array.from({ length: 60 }, (_, m) =>
        message(m % 2 ? 'assistant' : 'user', `note ${c * 60 + m}: a plan for step ${m % 7}`),
      ),
    ),
  );
  const brief = ({ groups, total }: ReturnType<typeof searchAllChats>) => ({
    total,
    shown: groups.flatMap((g) => g.found.map((f) => `${g.chat._id}/${f.messageIndex}`)),
  });

  it('finds what a fresh search finds, key after key, past the counting limit too', () => {
    const query = 'a plan for step 3';
    const fresh = Array.from(query, (_, i) =>
      brief(searchAllChats([...many], query.slice(0, i + 1))),
    );
    const typed = Array.from(query, (_, i) => brief(searchAllChats(many, query.slice(0, i + 1))));
    expect(typed).toEqual(fresh);
    // the short queries hold more than COUNTED_MATCHES (1,800 messages); the last is narrow
    expect(typed[0]?.total).toBe(1000);
    expect(typed.at(-1)?.total).toBe(30 * 9);
    // and back: a shorter query again is searched afresh
    expect(brief(searchAllChats(many, 'a plan'))).toEqual(
      brief(searchAllChats([...many], 'a plan')),
    );
  });
});

describe('the search dialog', () => {
  it('opens with Ctrl+Shift+F, moves with the arrows, and Enter lands on the message', async () => {
    const token = await registerUser();
    const older = await createChat(token);
    for (const prompt of ['Tell me about herons', 'Repeat after me: no owls here'])
      await call('/message/text', { token, body: { chatId: older, prompt, isPublished: false } });
    const newer = await createChat(token);
    await call('/message/text', {
      token,
      body: {
        chatId: newer,
        prompt: 'Repeat after me: Some **owls** hunt by day.',
        isPublished: false,
      },
    });
    const { user } = renderApp('/', { token });
    await screen.findByRole('heading', { level: 1, name: /^Repeat after me: Some/ });

    await user.keyboard('{Control>}{Shift>}F{/Shift}{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search all chats' });
    const field = within(dialog).getByRole('combobox', { name: 'Words to find' });
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'owls');
    const results = within(dialog).getByRole('listbox', { name: 'Results' });
    const groups = within(results).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual([
      'Repeat after me: Some **owls** h',
      'Tell me about herons',
    ]);
    // the newer chat: its reply (as shown) and its prompt (as typed); the older: its second
    // prompt and the reply that repeats it
    expect(within(dialog).getByRole('status')).toHaveTextContent('4 matches in 2 chats');
    const options = within(results).getAllByRole('option');
    expect(options.map((o) => o.textContent?.replace(/(a few seconds|\d+ \w+) ago$/, ''))).toEqual([
      'Assistant: Some owls hunt by day.',
      'You: Repeat after me: Some **owls** hunt by day.',
      'Assistant: no owls here',
      'You: Repeat after me: no owls here',
    ]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]?.querySelector('mark')).toHaveTextContent('owls');

    // down to the older chat's prompt, message 3 of 4 there
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(options[3]).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', options[3]?.id);
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Search all chats' })).not.toBeInTheDocument(),
    );
    await screen.findByRole('heading', { level: 1, name: /^Tell me about herons/ });
    expect(screen.getByRole('searchbox', { name: 'Search this chat' })).toHaveValue('owls');
    const inChat = within(screen.getByRole('search', { name: 'Search this chat' })).getByRole(
      'status',
    );
    await waitFor(() => expect(inChat).toHaveTextContent('1 of 2'));
    const list = screen.getByRole('list', { name: 'Messages' });
    await waitFor(() =>
      expect(list.querySelector('[aria-current="true"]')).toHaveAttribute('aria-posinset', '3'),
    );

    // found again in the chat already open: its search moves to the other match
    await user.keyboard('{Control>}{Shift>}F{/Shift}{/Control}');
    const again = await screen.findByRole('dialog', { name: 'Search all chats' });
    await user.type(within(again).getByRole('combobox', { name: 'Words to find' }), 'owls');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Search all chats' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('search', { name: 'Search this chat' })).getByRole('status'),
      ).toHaveTextContent('2 of 2'),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('list', { name: 'Messages' }).querySelector('[aria-current="true"]'),
      ).toHaveAttribute('aria-posinset', '4'),
    );

    // chosen from the list later, a chat opens as usual, without the search it was found by
    await user.click(screen.getByRole('button', { name: /^Repeat after me: Some/ }));
    await screen.findByRole('heading', { level: 1, name: /^Repeat after me: Some/ });
    await user.click(screen.getByRole('button', { name: /^Tell me about herons/ }));
    await screen.findByRole('heading', { level: 1, name: /^Tell me about herons/ });
    expect(screen.getByRole('searchbox', { name: 'Search this chat' })).toHaveValue('');
  });

  it('says when nothing matches, and opens from the button beside the chat filter', async () => {
    const token = await registerUser();
    const { user } = renderApp('/', { token });
    await user.click(await screen.findByRole('button', { name: 'Search all chats' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search all chats' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Type to search every message of every chat.',
    );
    await user.type(within(dialog).getByRole('combobox'), 'zebra');
    expect(within(dialog).getByRole('status')).toHaveTextContent('No messages match “zebra”.');
    expect(within(dialog).queryAllByRole('option')).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});

describe('dialogs under development double effects', () => {
  it('open with the focus where it belongs, as in a production build', async () => {
    const token = await registerUser();
    const chatId = await createChat(token);
    await call('/message/text', {
      token,
      body: { chatId, prompt: 'Focus me', isPublished: false },
    });
    const { user } = renderApp('/', { token, strict: true });
    await screen.findByRole('button', { name: 'Pin chat Focus me' });

    await user.click(screen.getByRole('button', { name: 'Search all chats' }));
    const search = await screen.findByRole('dialog', { name: 'Search all chats' });
    const words = within(search).getByRole('combobox', { name: 'Words to find' });
    await waitFor(() => expect(words).toHaveFocus());
    // and it keeps its place in the Tab order
    expect(words).not.toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(search).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'New folder' }));
    const naming = await screen.findByRole('dialog');
    const name = within(naming).getByRole('textbox', { name: 'Folder name' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).not.toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(naming).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete chat Focus me' }));
    const question = await screen.findByRole('alertdialog');
    await waitFor(() =>
      expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
  });
});
