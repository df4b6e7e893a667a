import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { call, createChat, registerUser } from '../testing/backend';
import { renderApp } from '../testing/render-app';
import { SYNC_CHANNEL } from './use-cross-tab-sync';

/** Another tab of the app, as this one sees it: a BroadcastChannel on the same name. */
const otherTab = () => {
  const channel = new BroadcastChannel(SYNC_CHANNEL);
  const heard: unknown[] = [];
  channel.addEventListener('message', (event: MessageEvent) => heard.push(event.data));
  return { channel, heard };
};

describe('several tabs of one browser', () => {
  it('tells the other tabs what a send changed', async () => {
    const token = await registerUser();
    const tab = otherTab();
    const { user } = renderApp('/', { token });
    await screen.findByText('Ask me anything.');
    await user.type(await screen.findByRole('textbox', { name: 'Prompt' }), 'hello{Enter}');
    await waitFor(() =>
      expect(tab.heard).toContainEqual({ tags: ['Chats', 'User', 'PublishedImages'] }),
    );
    tab.channel.close();
  });

  it('shows a chat and a message another tab stored, without a reload', async () => {
    const token = await registerUser();
    const first = await createChat(token);
    renderApp('/', { token });
    await screen.findByText('Ask me anything.');
    // the other tab writes to the same backend, then nudges
    const second = await createChat(token);
    await call('/message/text', {
      token,
      body: { chatId: second, prompt: 'Sent from the other tab', isPublished: false },
    });
    const tab = otherTab();
    act(() => tab.channel.postMessage({ tags: ['Chats', 'User'] }));
    const list = screen.getByRole('navigation', { name: 'Recent Chats' });
    expect(await within(list).findByText('Sent from the other tab')).toBeInTheDocument();
    expect(await screen.findByText('Credits : 19')).toBeInTheDocument();
    // untrusted input is ignored, never a crash
    act(() => tab.channel.postMessage({ tags: ['<script>'], evil: true }));
    act(() => tab.channel.postMessage('nonsense'));
    expect(first).not.toBe(second);
    tab.channel.close();
  });

  it('signs out when another tab signs out', async () => {
    const token = await registerUser();
    renderApp('/', { token });
    await screen.findByText('Ask me anything.');
    localStorage.removeItem('token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
