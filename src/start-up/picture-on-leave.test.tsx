import { sessionTag } from './inline/session-tag';
import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { PICTURE_KEY, type StartPicture } from './picture/picture';
import { resetMockConfig } from '../../mocks/config';
import { call, createChat, registerUser } from '../testing/backend';
import { renderApp } from '../testing/render-app';

/** The picture kept for the next start-up, if any. */
const keptPicture = () => {
  const raw = localStorage.getItem(PICTURE_KEY);
  return raw === null ? null : (JSON.parse(raw) as StartPicture);
};

/** The visitor leaves the page; for the test's next step, the page is back (bfcache). */
const leave = () =>
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pageshow'));
  });

/** The tab hidden (`true`) or shown again, as the browser tells the page. */
const setHidden = (hidden: boolean) =>
  act(() => {
    Object.defineProperty(document, 'visibilityState', {
      value: hidden ? 'hidden' : 'visible',
      configurable: true,
    });
    document.dispatchEvent(new Event('visibilitychange'));
  });

/** Resolves once nothing in the page has changed for half a second. */
const quiet = () =>
  act(
    () =>
      new Promise<void>((resolve) => {
        const done = () => {
          observer.disconnect();
          resolve();
        };
        let timer = setTimeout(done, 500);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, 500);
        });
        observer.observe(document.documentElement, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
      }),
  );

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
  // settled: the code is coloured once the idle-time highlighter arrives, and the app's other
  // late renders have landed (on a busy machine they come in any order)
  await waitFor(() =>
    expect(document.querySelector('pre span.token, pre code span')).not.toBeNull(),
  );
  await quiet();
  return { ...view, token, chatId };
};

describe('the picture of the chat a visitor leaves, for their next start-up', () => {
  it('is taken of the newest chat as it is shown, when the visitor leaves the page', async () => {
    const { token, chatId } = await openChat();
    expect(keptPicture()).toBeNull();
    await leave();
    const picture = keptPicture();
    expect(picture?.path).toBe('/');
    expect(picture?.chatId).toBe(chatId);
    expect(picture?.html).toContain('Write a TypeScript function');
    expect(picture?.html).toContain('A TypeScript function');
    // whose it is, told by a hash: the token itself is not copied
    expect(picture?.session).toBe(sessionTag(token));
    expect(localStorage.getItem(PICTURE_KEY)).not.toContain(token);
    expect(Math.abs((picture?.takenAt ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('is taken once on the way out, and again when the page changed between hiding and leaving', async () => {
    const { getByRole } = await openChat();
    const pictured = () => keptPicture()?.html ?? null;
    try {
      // a reload in Chromium: pagehide, then hidden
      await act(() => {
        window.dispatchEvent(new Event('pagehide'));
      });
      expect(pictured()).toContain('A TypeScript function');
      localStorage.removeItem(PICTURE_KEY);
      await setHidden(true);
      expect(pictured()).toBeNull();
      // back, then hidden first; a change meanwhile (another tab's theme, a reply coming in) is
      // pictured on leaving
      await act(() => {
        window.dispatchEvent(new Event('pageshow'));
      });
      await setHidden(false);
      await setHidden(true);
      expect(pictured()).toContain('A TypeScript function');
      await act(() => {
        getByRole('heading', { name: 'A TypeScript function' }).textContent = 'Changed';
      });
      await act(() => {
        window.dispatchEvent(new Event('pagehide'));
      });
      expect(pictured()).toContain('Changed');
    } finally {
      await setHidden(false);
    }
  });

  it("is taken again on leaving after another tab's replaced it", async () => {
    await openChat();
    try {
      // hidden (the visitor went to another tab): taken
      await setHidden(true);
      expect(keptPicture()).not.toBeNull();
      // that tab, on another chat, forgets it as it is left
      localStorage.removeItem(PICTURE_KEY);
      await act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: PICTURE_KEY }));
        window.dispatchEvent(new Event('pagehide'));
      });
      expect(keptPicture()?.html).toContain('A TypeScript function');
    } finally {
      await setHidden(false);
    }
  });

  it('is kept through the next start-up that opens the same chat', async () => {
    const { token, unmount } = await openChat();
    await leave();
    const kept = keptPicture();
    expect(kept).not.toBeNull();
    unmount();
    renderApp('/', { token });
    expect(
      await screen.findByRole('heading', { name: 'A TypeScript function' }),
    ).toBeInTheDocument();
    expect(keptPicture()).toEqual(kept);
  });

  it('keeps nothing typed: the draft stays in its own store, and the picture has no form', async () => {
    const { user } = await openChat();
    await user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'My unsent secret plan');
    await leave();
    const stored = localStorage.getItem(PICTURE_KEY) ?? '';
    expect(stored).toContain('A TypeScript function');
    expect(stored).not.toContain('My unsent secret plan');
    expect(stored).not.toMatch(/<form|value=/);
    expect(localStorage.getItem('parley-drafts')).toContain('My unsent secret plan');
  });

  it('is not taken while a search is open, and the last one is forgotten', async () => {
    const { user } = await openChat();
    await leave();
    expect(keptPicture()).not.toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search this chat' }), 'function');
    await leave();
    expect(keptPicture()).toBeNull();
  });

  it('is not taken while the conversation is scrolled back from its end', async () => {
    await openChat();
    const conversation = screen.getByRole('region', { name: 'Conversation' });
    const laidOut = (top: number) =>
      Object.entries({ scrollHeight: 2000, clientHeight: 600, scrollTop: top }).forEach(
        ([name, value]) => Object.defineProperty(conversation, name, { value, configurable: true }),
      );
    laidOut(900);
    await leave();
    expect(keptPicture()).toBeNull();
    laidOut(1400);
    await leave();
    expect(keptPicture()).not.toBeNull();
  });

  it('is not taken while the chat list is filtered: a start-up opens it whole', async () => {
    const { user } = await openChat();
    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'type');
    await leave();
    expect(keptPicture()).toBeNull();
    await user.clear(screen.getByRole('searchbox', { name: 'Search conversations' }));
    await leave();
    expect(keptPicture()).not.toBeNull();
  });

  it('is not taken while a reply is on its way', async () => {
    const { user } = await openChat();
    await user.click(screen.getByRole('button', { name: 'New Chat' }));
    await user.type(await screen.findByRole('textbox', { name: 'Prompt' }), 'Second question');
    resetMockConfig({ replyDelayScale: 1 });
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('status', { name: 'Waiting for the reply' }),
    ).toBeInTheDocument();
    await leave();
    expect(keptPicture()).toBeNull();
    expect(await screen.findByText(/^Second question/)).toBeInTheDocument();
  });

  it('is not taken of a chat other than the newest', async () => {
    const token = await registerUser('Rita Returning');
    for (const prompt of ['Write a TypeScript function', 'Draw a cat']) {
      const chatId = await createChat(token);
      await call('/message/text', { token, body: { chatId, prompt, isPublished: false } });
    }
    const { user, container } = renderApp('/', { token });
    container.id = 'root';
    await user.click(await screen.findByRole('button', { name: /^Write a TypeScript function/ }));
    expect(
      await screen.findByRole('heading', { name: 'A TypeScript function' }),
    ).toBeInTheDocument();
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

  it('is forgotten when another account signs in, in another tab', async () => {
    await openChat();
    await leave();
    expect(keptPicture()).not.toBeNull();
    const other = await registerUser('Otto Other');
    await act(() => {
      localStorage.setItem('token', other);
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: other }));
    });
    expect(keptPicture()).toBeNull();
  });

  it('is forgotten when the server no longer knows the session (401)', async () => {
    localStorage.setItem(PICTURE_KEY, JSON.stringify({ format: 3, session: 'x' }));
    renderApp('/', { token: 'a-token-the-server-never-issued' });
    expect(await screen.findByRole('heading', { name: 'User Login' })).toBeInTheDocument();
    expect(keptPicture()).toBeNull();
  });
});
