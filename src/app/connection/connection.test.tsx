import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { createChat, registerUser } from '../../testing/backend';
import { recordRequests, renderApp } from '../../testing/render-app';
import { TOKEN_KEY } from '../../features/auth/stored-token';
import { CHATS_NOT_LOADED } from '../../features/chats/chat-list';
import { NO_CHAT_TO_SEND_TO } from '../../features/composer/composer';
import { UNREACHABLE } from './connection-notice';
import { MAX_READ_RETRIES, retryDelay } from './read-retry';
import { i18n } from '@lingui/core';

/** `path` answers like a proxy in front of a server that is down, `times` times. */
const downFor = (path: string, times: number, answer = () => badGateway()) => {
  let left = times;
  server.use(
    http.all(`*/api${path}`, () => {
      if (left <= 0) return undefined;
      left -= 1;
      return answer();
    }),
  );
};
const badGateway = () =>
  new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
    status: 502,
    headers: { 'Content-Type': 'text/html' },
  });

const callsTo = (requests: { url: string }[], path: string) =>
  requests.filter((r) => new URL(r.url).pathname === `/api${path}`).length;

describe('reads that fail for a reason that may pass', () => {
  it('keep the session through an outage at start-up and carry on when the server answers', async () => {
    const token = await registerUser();
    const requests = recordRequests();
    downFor('/user/data', 3);
    renderApp('/', { token });
    // one calm page, never the login card
    expect(await screen.findByRole('heading', { name: i18n._(UNREACHABLE) })).toBeInTheDocument();
    expect(screen.getByText(/It keeps trying/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Log ?in/i })).not.toBeInTheDocument();
    // the server answers again: the app comes without a click
    expect(await screen.findByText('Credits : 20', undefined, { timeout: 8000 })).toBeVisible();
    expect(screen.queryByText(i18n._(UNREACHABLE))).not.toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(callsTo(requests, '/user/data')).toBe(4);
    // a read that could not reach the server is the page's to tell, not a red toast's
    expect(screen.queryByText(/Request failed|unreadable/)).not.toBeInTheDocument();
  }, 15_000);

  it('never say "No chats yet." while the chats cannot be loaded', async () => {
    const token = await registerUser();
    await createChat(token);
    downFor('/chat/get', 3, () => HttpResponse.error());
    renderApp('/', { token });
    expect(await screen.findByText(i18n._(UNREACHABLE))).toBeInTheDocument();
    expect(screen.queryByText('No chats yet.')).not.toBeInTheDocument();
    // back: the chat is listed and can be sent to, without a reload
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(
      await within(sidebar).findByRole('button', { name: /New Chat/ }, { timeout: 8000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(i18n._(UNREACHABLE))).not.toBeInTheDocument(), {
      timeout: 8000,
    });
    expect(screen.queryByText('No chats yet.')).not.toBeInTheDocument();
    expect(within(sidebar).getAllByRole('listitem')).toHaveLength(1);
  }, 15_000);

  it('a chat list that failed is not empty: the composer says why it cannot send', async () => {
    const token = await registerUser();
    await createChat(token);
    // the list is refused until a chat is created
    let created = false;
    server.use(
      http.all('*/api/chat/create', () => {
        created = true;
        return undefined;
      }),
      http.get('*/api/chat/get', () =>
        created
          ? undefined
          : HttpResponse.json(
              { success: false, message: 'Chats are unavailable' },
              { status: 400 },
            ),
      ),
    );
    const { user } = renderApp('/', { token });
    expect(await screen.findByText(i18n._(CHATS_NOT_LOADED))).toBeInTheDocument();
    expect(screen.queryByText('No chats yet.')).not.toBeInTheDocument();
    const send = await screen.findByRole('button', { name: 'Send' });
    await waitFor(() => expect(send).toHaveAccessibleDescription(i18n._(NO_CHAT_TO_SEND_TO)));
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'Kept');
    // its New Chat gives the prompt a chat to go to
    const form = screen.getByRole('form', { name: 'Send a message' });
    await user.click(within(form).getByRole('button', { name: 'New Chat' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveValue('Kept');
    expect(screen.queryByText(i18n._(NO_CHAT_TO_SEND_TO))).not.toBeInTheDocument();
  });

  it('Retry asks again at once', async () => {
    const token = await registerUser();
    const requests = recordRequests();
    downFor('/user/data', 2);
    const { user } = renderApp('/', { token });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    const before = callsTo(requests, '/user/data');
    await user.click(retry);
    await waitFor(() => expect(callsTo(requests, '/user/data')).toBeGreaterThan(before), {
      timeout: 400,
    });
    expect(await screen.findByText('Credits : 20')).toBeVisible();
  });

  it('wait longer each time, at most five seconds, for about a minute in all', () => {
    const waits = Array.from({ length: MAX_READ_RETRIES }, (_, i) => retryDelay(i + 1, 0.5));
    expect(waits.slice(0, 5)).toEqual([500, 1000, 2000, 4000, 5000]);
    expect(Math.max(...waits)).toBe(5000);
    const total = waits.reduce((sum, wait) => sum + wait, 0);
    expect(total).toBeGreaterThan(45_000);
    expect(total).toBeLessThan(75_000);
    expect(retryDelay(1, 0)).toBe(400);
    expect(retryDelay(1, 1)).toBeCloseTo(600);
  });
});

describe('what ends a session', () => {
  it('a 401 signs out at once, without trying again', async () => {
    const token = await registerUser();
    const requests = recordRequests();
    server.use(
      http.get('*/api/user/data', () =>
        HttpResponse.json(
          { success: false, message: 'Not authorized, token failed' },
          { status: 401 },
        ),
      ),
    );
    renderApp('/', { token });
    expect(await screen.findByRole('heading', { name: /Login|Sign in/i })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(callsTo(requests, '/user/data')).toBe(1);
    expect(screen.queryByText(i18n._(UNREACHABLE))).not.toBeInTheDocument();
  });

  it.each([200, 400])(
    'a user the server refuses (success: false, status %i) is signed out with its word, and a draft waits',
    async (status) => {
      const email = `refused-${status}@example.com`;
      const token = await registerUser('Ada Lovelace', email, 'correct-horse');
      await createChat(token);
      const { user } = renderApp('/', { token });
      const prompt = await screen.findByRole('textbox', { name: 'Prompt' });
      await user.type(prompt, 'half a thought');
      const requests = recordRequests();
      downFor('/user/data', 1, () =>
        HttpResponse.json(
          { success: false, message: 'Not authorized, user not found' },
          { status },
        ),
      );
      // the tab comes back into view: the app asks the server again
      window.dispatchEvent(new Event('focus'));
      expect(await screen.findByText('Not authorized, user not found')).toBeVisible();
      expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
      expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
      expect(screen.queryByText(i18n._(UNREACHABLE))).not.toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(callsTo(requests, '/user/data')).toBe(1);
      // the same person signs back in: what they had typed is there
      await user.type(screen.getByLabelText(/Email/), email);
      await user.type(screen.getByLabelText(/Password/), 'correct-horse');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      expect(await screen.findByRole('textbox', { name: 'Prompt' })).toHaveValue('half a thought');
    },
    30_000,
  );

  it('a refusal of the chats is told as the server said it, and not tried again', async () => {
    const token = await registerUser();
    const requests = recordRequests();
    downFor('/chat/get', 100, () =>
      HttpResponse.json({ success: false, message: 'Chats are being moved' }),
    );
    renderApp('/', { token });
    expect((await screen.findAllByText('Chats are being moved'))[0]).toBeVisible();
    // a failure to reach the server is asked again three times in 3.5 s (0.5, 1, 2 s apart); a
    // refusal is not: only a part of the screen that mounts later asks for the chats once more
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(callsTo(requests, '/chat/get')).toBeLessThanOrEqual(2);
    expect(screen.queryByText(i18n._(UNREACHABLE))).not.toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
  });
});

describe('writes', () => {
  it.each([
    ['a send', '/message/text'],
    ['a new chat', '/chat/create'],
  ])('never try %s again by themselves', async (_name, path) => {
    const token = await registerUser();
    const { user } = renderApp('/', { token });
    const prompt = await screen.findByRole('textbox', { name: 'Prompt' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    const requests = recordRequests();
    server.use(http.all(`*/api${path}`, () => badGateway()));
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    if (path === '/chat/create')
      await user.click(within(sidebar).getByRole('button', { name: 'New Chat' }));
    else await user.type(prompt, 'Hello{Enter}');
    // the failure is told, and nothing is sent again, however long one waits
    expect(await screen.findByText(/unreadable answer \(status 502\)/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(callsTo(requests, path)).toBe(1);
  });
});
