import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { call, createChat, registerUser } from '../../testing/backend';
import { recordRequests, renderApp } from '../../testing/render-app';

const OFFLINE = 'You are offline. Messages will not send until the connection is back.';

const goOffline = (online: boolean) =>
  act(() => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });

afterEach(() => {
  jest.restoreAllMocks();
});

describe('without the network', () => {
  it('keeps the prompt, sends nothing, and says why the send button is off', async () => {
    const token = await registerUser();
    const chatId = await createChat(token);
    await call('/message/text', { token, body: { chatId, prompt: 'First', isPublished: false } });
    const { user } = renderApp('/', { token });
    const send = await screen.findByRole('button', { name: 'Send' });
    await waitFor(() => expect(send).toBeEnabled());
    const requests = recordRequests();

    goOffline(false);
    expect(screen.getByText(OFFLINE)).toBeVisible();
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(OFFLINE);
    const prompt = screen.getByRole('textbox', { name: 'Prompt' });
    await user.type(prompt, 'Wait for me{Enter}');
    expect(prompt).toHaveValue('Wait for me');
    expect(requests.filter((r) => r.url.includes('/message/'))).toEqual([]);

    // back online: the banner goes, the chats are asked for again, and the prompt sends
    goOffline(true);
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
    await waitFor(() => expect(send).toBeEnabled());
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'GET' && r.url.endsWith('/api/chat/get'))).toBe(
        true,
      ),
    );
    await user.type(prompt, '{Enter}');
    expect(await screen.findByText('Wait for me')).toBeInTheDocument();
    expect(prompt).toHaveValue('');
  });
});
