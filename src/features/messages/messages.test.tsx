import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { resetMockConfig } from '../../../mocks/config';
import { storageFaults } from '../../../mocks/db/database';
import { server } from '../../../mocks/node';
import { call, createChat, registerUser } from '../../testing/backend';
import { holdCalls, renderApp } from '../../testing/render-app';
import type { Chat } from '../../types/api';

const setup = async () => {
  const token = await registerUser('Sam Sender');
  const view = renderApp('/', { token });
  const prompt = await screen.findByRole('textbox', { name: 'Prompt' });
  await screen.findByText('Ask me anything.');
  // the first chat exists (the send button waits for it)
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
  return { ...view, token, prompt };
};

const chatRegion = () => screen.getByRole('region', { name: 'Chat' });

describe('sending messages', () => {
  it('shows the form with its exact placeholder, mode options and a named send button', async () => {
    const { prompt, user } = await setup();
    expect(prompt).toHaveAttribute('placeholder', 'Type your prompt here...');
    expect(prompt).toBeRequired();
    const mode = screen.getByRole('combobox', { name: 'Mode' });
    expect(
      within(mode)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Text', 'Image']);
    expect(
      screen.queryByRole('checkbox', { name: 'Publish Generated Image to Community' }),
    ).not.toBeInTheDocument();
    await user.selectOptions(mode, 'Image');
    expect(
      screen.getByRole('checkbox', { name: 'Publish Generated Image to Community' }),
    ).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('sends a text message: shows it at once, clears the input, appends the reply and takes 1 credit', async () => {
    // the natural delay (0.5–1.8 s) leaves time to see the waiting state
    resetMockConfig({ replyDelayScale: 1 });
    const { prompt, user, token } = await setup();
    expect(await screen.findByText('Credits : 20')).toBeInTheDocument();
    await user.type(prompt, 'Write a TypeScript function{Enter}');
    expect(prompt).toHaveValue('');
    expect(
      await within(chatRegion()).findByText('Write a TypeScript function'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Waiting for the reply' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    // the reply, rendered as Markdown with a highlighted code block
    expect(
      await screen.findByRole('heading', { name: 'A TypeScript function' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('TypeScript')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy TypeScript code' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Waiting for the reply' })).not.toBeInTheDocument();
    expect(await screen.findByText('Credits : 19')).toBeInTheDocument();
    expect(prompt).toHaveFocus();
    // the reply is announced to screen readers as the text a sighted reader sees
    const announced = await screen.findByText(/^The assistant replied: A TypeScript function/);
    expect(announced.closest('[aria-live="polite"]')).toBe(announced);
    expect(announced.textContent).not.toMatch(/[#`*]|\]\(/);

    const { json } = await call<{ chats: Chat[] }>('/chat/get', { token });
    expect(json.chats[0]?.messages).toHaveLength(2);

    // another chat starts with nothing announced
    await user.click(screen.getByRole('button', { name: 'New Chat' }));
    expect(await screen.findByText('Ask me anything.')).toBeInTheDocument();
    await waitFor(() => expect(announced).toBeEmptyDOMElement());
  });

  it('copies a whole reply as its Markdown, in one click', async () => {
    const { prompt, user, token } = await setup();
    // after user-event's setup, which puts a clipboard stub of its own in place
    const writeText = jest.fn((_text: string) => Promise.resolve());
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.type(prompt, 'Write a Go function{Enter}');
    const copy = await screen.findByRole('button', { name: 'Copy reply' });
    await user.click(copy);
    const { json } = await call<{ chats: Chat[] }>('/chat/get', { token });
    const reply = json.chats[0]?.messages[1]?.content ?? '';
    expect(reply).toContain('```go');
    expect(writeText).toHaveBeenCalledWith(reply);
    expect(await within(chatRegion()).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('Shift+Enter adds a line instead of sending', async () => {
    const { prompt, user } = await setup();
    await user.type(prompt, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(prompt).toHaveValue('line one\nline two');
  });

  it('generates and publishes an image, showing it with alt text and taking 2 credits', async () => {
    const { prompt, user } = await setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Image');
    await user.click(
      screen.getByRole('checkbox', { name: 'Publish Generated Image to Community' }),
    );
    await user.type(prompt, 'A red fox in the snow');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const image = await screen.findByRole('img', {
      name: 'Generated image: A red fox in the snow',
    });
    expect(image.getAttribute('src')).toMatch(/\/mock-images\/[0-9a-f]{24}\.svg$/);
    expect(await screen.findByText('The assistant sent an image')).toBeInTheDocument();
    expect(await screen.findByText('Credits : 18')).toBeInTheDocument();
    const gallery = await fetch('http://localhost/api/user/published-images');
    expect(((await gallery.json()) as { images: unknown[] }).images).toEqual([
      { imageUrl: image.getAttribute('src'), userName: 'Sam Sender' },
    ]);
  });

  it('on a server refusal shows the message, puts the prompt back and keeps the chat as the server has it', async () => {
    server.use(
      http.post('*/api/message/:mode', () =>
        HttpResponse.json(
          { success: false, message: "You don't have enough credits to use this feature" },
          { status: 403 },
        ),
      ),
    );
    const { prompt, user } = await setup();
    await user.type(prompt, 'My carefully written prompt{Enter}');
    expect(
      await screen.findByText("You don't have enough credits to use this feature"),
    ).toBeInTheDocument();
    await waitFor(() => expect(prompt).toHaveValue('My carefully written prompt'));
    expect(within(chatRegion()).queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
    expect(screen.getByText('Ask me anything.')).toBeInTheDocument();
    // and it stays there
    await new Promise((r) => setTimeout(r, 100));
    expect(prompt).toHaveValue('My carefully written prompt');
    expect(screen.getByText('Credits : 20')).toBeInTheDocument();
  });

  it('when the offline storage is full: a clear message, the prompt back, credits and chat untouched', async () => {
    const { prompt, user, token } = await setup();
    expect(await screen.findByText('Credits : 20')).toBeInTheDocument();
    // the real handler, with the database refusing every write as a full disk does
    storageFaults.refuseWrites = true;
    await user.type(prompt, 'A prompt that will not fit{Enter}');
    expect(await screen.findByText(/^Offline storage is full/)).toHaveTextContent(
      'Offline storage is full, so this was not saved and no credits were taken. ' +
        'Delete old chats to free space, then try again.',
    );
    await waitFor(() => expect(prompt).toHaveValue('A prompt that will not fit'));
    expect(within(chatRegion()).queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
    storageFaults.refuseWrites = false;
    expect(await screen.findByText('Credits : 20')).toBeInTheDocument();
    const stored = await call<{ chats: Chat[] }>('/chat/get', { token });
    expect(stored.json.chats.map((c) => c.messages)).toEqual([[]]);
    expect(
      (await call<{ user: { credits: number } }>('/user/data', { token })).json.user.credits,
    ).toBe(20);
  });

  it('on a network error shows the error and keeps the prompt', async () => {
    server.use(http.post('*/api/message/:mode', () => HttpResponse.error()));
    const { prompt, user } = await setup();
    await user.type(prompt, 'Offline question{Enter}');
    expect(await screen.findByText(/^Network error/)).toBeInTheDocument();
    await waitFor(() => expect(prompt).toHaveValue('Offline question'));
  });

  it('a reply lands in the chat it was sent from, even after switching chats', async () => {
    const token = await registerUser('Switcher');
    const other = await createChat(token);
    await call('/message/text', {
      token,
      body: { chatId: other, prompt: 'The other chat', isPublished: false },
    });
    const first = await createChat(token);
    const release = holdCalls('/message/:mode');
    const { user } = renderApp('/', { token });
    const recent = within(await screen.findByRole('navigation', { name: 'Recent Chats' }));
    await user.click(await recent.findByRole('button', { name: /^New Chat/ }));
    await screen.findByText('Ask me anything.');
    await user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'Slow question{Enter}');
    expect(await within(chatRegion()).findByText('Slow question')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: /^The other chat/ }));
    await waitFor(() =>
      expect(within(chatRegion()).getAllByText('The other chat').length).toBeGreaterThan(0),
    );
    expect(within(chatRegion()).queryByText('Slow question')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Waiting for the reply' })).not.toBeInTheDocument();
    release();
    await delay(200);
    // still the other chat on screen, untouched
    expect(within(chatRegion()).queryByText('Slow question')).not.toBeInTheDocument();
    const { json } = await call<{ chats: Chat[] }>('/chat/get', { token });
    expect(json.chats.find((c) => c._id === first)?.messages.map((m) => m.role)).toEqual([
      'user',
      'assistant',
    ]);
    expect(json.chats.find((c) => c._id === other)?.messages).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: /^Slow question/ }));
    await waitFor(() =>
      expect(within(chatRegion()).getAllByText('Slow question').length).toBeGreaterThan(1),
    );
  });

  it('keeps what is typed at start-up, before the first chat exists', async () => {
    const token = await registerUser();
    // hold the first chat's creation until released
    const release = holdCalls('/chat/create');
    const { user } = renderApp('/', { token });
    const prompt = await screen.findByRole('textbox', { name: 'Prompt' });
    await user.type(prompt, 'Typed early');
    release();
    expect(await screen.findByText('Ask me anything.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    // the composer may have been mounted again meanwhile (a spinner while the chat is chosen):
    // the input on screen now holds the text
    const current = screen.getByRole('textbox', { name: 'Prompt' });
    expect(current).toHaveValue('Typed early');
    await user.type(current, '{Enter}');
    await waitFor(async () => {
      const { json } = await call<{ chats: Chat[] }>('/chat/get', { token });
      expect(json.chats[0]?.messages[0]?.content).toBe('Typed early');
    });
    // a row mounted as its list opens is filled in a moment later
    await waitFor(() =>
      expect(within(chatRegion()).getByRole('listitem', { name: 'You' })).toHaveTextContent(
        /^Typed early/,
      ),
    );
  });

  it('keeps each chat’s draft when switching chats', async () => {
    const token = await registerUser();
    const other = await createChat(token);
    await call('/message/text', {
      token,
      body: { chatId: other, prompt: 'Other', isPublished: false },
    });
    await createChat(token);
    const { user } = renderApp('/', { token });
    const recent = within(await screen.findByRole('navigation', { name: 'Recent Chats' }));
    // both chats may carry the same updatedAt: pick the empty one rather than rely on the order
    await user.click(await recent.findByRole('button', { name: /^New Chat/ }));
    await screen.findByText('Ask me anything.');
    const prompt = screen.getByRole('textbox', { name: 'Prompt' });
    await user.type(prompt, 'half-written thought');
    await user.click(await screen.findByRole('button', { name: /^Other/ }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveValue(''));
    await user.click(recent.getByRole('button', { name: /^New Chat/ }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveValue('half-written thought'),
    );
  });

  it('typing changes nothing in the form but the prompt’s own text, and the draft follows it', async () => {
    const { prompt, user } = await setup();
    await user.click(prompt);
    // a keystroke's cost on a phone is what the page must restyle and lay out again after it: a
    // field React controls has its text content rewritten on every key, a form that re-renders
    // its attributes touched (the rest of the page may still be settling from the start)
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(screen.getByRole('form', { name: 'Send a message' }), {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    await user.type(prompt, 'a thought, typed');
    await waitFor(() => expect(prompt).toHaveValue('a thought, typed'));
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(
      changes.map((c) => `${c.type} ${c.attributeName ?? ''} on ${c.target.nodeName}`),
    ).toEqual([]);
    // the draft has every key: sent, it is the whole prompt
    await user.type(prompt, '{Enter}');
    // a row mounted as its list opens is filled in a moment later
    await waitFor(() =>
      expect(within(chatRegion()).getByRole('listitem', { name: 'You' })).toHaveTextContent(
        /^a thought, typed/,
      ),
    );
    expect(prompt).toHaveValue('');
  });
});

describe('long chats', () => {
  const openLongChat = async () => {
    const token = await registerUser();
    const { json } = await call<{ longChatId: string }>('/mock/seed', {
      token,
      body: { kind: 'bench' },
    });
    expect(json.success).toBe(true);
    const view = renderApp('/', { token });
    await view.user.click(await screen.findByRole('button', { name: /^Long chat/ }));
    const list = await screen.findByRole('list', { name: 'Messages' });
    const rows = () => [...list.querySelectorAll(':scope > li')];
    // jsdom cannot scroll, so where the list opens (at its end) is the browser tests' to check
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    return { ...view, rows };
  };

  it('keep only the rows near the view in the DOM, each saying its place in the whole chat', async () => {
    const { rows } = await openLongChat();
    const shown = rows();
    // jsdom measures nothing: the list mounts the rows its guess of their height (from the newest
    // messages, long replies here) says fill the view and what is rendered past its edge
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(shown.length).toBeLessThanOrEqual(30);
    expect(shown.every((row) => row.getAttribute('aria-setsize') === '2000')).toBe(true);
    // one unbroken run of the chat's messages, each named by who wrote it
    const places = shown.map((row) => Number(row.getAttribute('aria-posinset')));
    const [first = 0] = places;
    expect(places).toEqual(places.map((_, i) => first + i));
    expect(first).toBeGreaterThanOrEqual(1);
    expect(places.at(-1)).toBeLessThanOrEqual(2000);
    expect(shown.map((row) => row.getAttribute('aria-label'))).toEqual(
      places.map((place) => (place % 2 === 1 ? 'You' : 'Assistant')),
    );
  });

  it('search within the chat finds a message 1,500 back, shows it and steps between matches', async () => {
    const { rows, user } = await openLongChat();
    const field = screen.getByRole('searchbox', { name: 'Search this chat' });
    await user.type(field, 'code for task 251');
    // the question and the reply that repeats it
    const status = within(screen.getByRole('search', { name: 'Search this chat' })).getByRole(
      'status',
    );
    expect(status).toHaveTextContent('2 of 2');
    const current = async () => {
      let row: Element | undefined;
      await waitFor(() => {
        row = rows().find((r) => r.getAttribute('aria-current') === 'true');
        expect(row).toBeDefined();
      });
      return row as HTMLElement;
    };
    // the newest match first: the reply, message 502
    expect(await current()).toHaveAttribute('aria-posinset', '502');
    expect(rows().length).toBeLessThanOrEqual(30);
    await user.keyboard('{Enter}');
    expect(status).toHaveTextContent('1 of 2');
    expect(await current()).toHaveAttribute('aria-posinset', '501');
    expect(within(await current()).getByText(/code for task 251$/)).toBeInTheDocument();
    // and round again
    await user.click(screen.getByRole('button', { name: 'Older match' }));
    expect(status).toHaveTextContent('2 of 2');
    await user.click(screen.getByRole('button', { name: 'Newer match' }));
    expect(status).toHaveTextContent('1 of 2');

    await user.clear(field);
    await user.type(field, 'no such words');
    expect(status).toHaveTextContent('No matches');
    expect(screen.getByRole('button', { name: 'Older match' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('');
    expect(status).toHaveTextContent('');
  });
});

describe('search within the chat', () => {
  it('matches the text as shown: not the Markdown behind it, and without case or accents', async () => {
    server.use(
      http.post('*/api/message/:mode', () =>
        HttpResponse.json({
          success: true,
          reply: {
            role: 'assistant',
            content:
              'A **bold claim**, see [the guide](https://example.com/secret-path) and `x_y`.',
            timestamp: Date.now(),
            isImage: false,
          },
        }),
      ),
    );
    const { prompt, user } = await setup();
    await user.type(prompt, 'Crème brûlée, please{Enter}');
    await screen.findByText('bold claim');
    const field = screen.getByRole('searchbox', { name: 'Search this chat' });
    const status = within(screen.getByRole('search', { name: 'Search this chat' })).getByRole(
      'status',
    );
    const count = async (query: string) => {
      await user.clear(field);
      await user.type(field, query);
      return status.textContent;
    };
    expect(await count('bold claim, see the guide')).toBe('1 of 1');
    expect(await count('**bold')).toBe('No matches');
    expect(await count('secret-path')).toBe('No matches');
    expect(await count('x_y')).toBe('1 of 1');
    expect(await count('CREME BRULEE')).toBe('1 of 1');
  });
});

describe('image replies from the server', () => {
  it('show only http(s) images', async () => {
    server.use(
      http.post('*/api/message/:mode', () =>
        HttpResponse.json({
          success: true,
          reply: {
            role: 'assistant',
            content: 'javascript:alert(1)',
            timestamp: Date.now(),
            isImage: true,
          },
        }),
      ),
    );
    const { prompt, user } = await setup();
    await user.type(prompt, 'draw something{Enter}');
    expect(await screen.findByText('This image could not be shown.')).toBeInTheDocument();
    expect(
      within(chatRegion()).queryByRole('img', { name: /Generated image/ }),
    ).not.toBeInTheDocument();
  });
});

describe('malformed chats from the server', () => {
  it('show what they can instead of a white screen', async () => {
    const token = await registerUser('Robust Rob');
    const chatId = await createChat(token);
    server.use(
      http.get('*/api/chat/get', () =>
        HttpResponse.json({
          success: true,
          chats: [
            {
              _id: chatId,
              name: 'New Chat',
              updatedAt: new Date().toISOString(),
              messages: [
                { role: 'user', content: 'A fine question', timestamp: Date.now(), isImage: false },
                {
                  role: 'assistant',
                  content: { not: 'a string' },
                  timestamp: 'yesterday',
                  isImage: false,
                },
                {
                  role: 'assistant',
                  content: 'A fine answer',
                  timestamp: Date.now(),
                  isImage: false,
                },
              ],
            },
          ],
        }),
      ),
    );
    renderApp('/', { token });
    expect(await screen.findByText('A fine answer')).toBeInTheDocument();
    expect(screen.getAllByText('A fine question').length).toBeGreaterThan(0);
    expect(await screen.findByText('This message could not be shown.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Prompt' })).toBeInTheDocument();
  });
});
