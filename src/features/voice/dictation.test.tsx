import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { createChat, registerUser } from '../../testing/backend';
import { holdCalls, renderApp } from '../../testing/render-app';

/** The browser's speech recognition, stood in for: each made is kept, to speak through. */
class StandInRecognition {
  static made: StandInRecognition[] = [];
  lang = '';
  continuous = false;
  interimResults = false;
  listening = false;
  onresult: ((event: { results: unknown }) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  constructor() {
    StandInRecognition.made.push(this);
  }
  start() {
    this.listening = true;
  }
  stop() {
    this.listening = false;
    this.onend?.();
  }
  abort() {
    this.stop();
  }
  /** the person speaks */
  say(words: string) {
    this.onresult?.({ results: [[{ transcript: words }]] });
  }
}

beforeEach(() => {
  StandInRecognition.made = [];
  Object.assign(window, { SpeechRecognition: StandInRecognition });
});
afterEach(() => {
  delete (window as { SpeechRecognition?: unknown }).SpeechRecognition;
});

const prompt = () => screen.findByRole('textbox', { name: 'Prompt' });
const listening = () => screen.findByRole('button', { name: 'Stop dictation', pressed: true });

describe('dictation', () => {
  it('begun before the first chat exists goes on into it, and its words land there', async () => {
    const token = await registerUser();
    const release = holdCalls('/chat/create');
    const { user } = renderApp('/', { token });
    await prompt();
    await user.click(await screen.findByRole('button', { name: 'Dictate' }));
    await listening();
    release();
    const recent = within(await screen.findByRole('navigation', { name: 'Recent Chats' }));
    await waitFor(() =>
      expect(recent.getByRole('button', { name: /^New Chat/ })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    const heard = StandInRecognition.made.at(-1);
    expect(heard?.listening).toBe(true);
    expect(await listening()).toBeInTheDocument();
    heard?.say('Plan a trip to Lisbon');
    await waitFor(async () => expect(await prompt()).toHaveValue('Plan a trip to Lisbon'));
  });

  it('ends when another chat is opened: its words belong to the chat they began in', async () => {
    const token = await registerUser();
    await createChat(token);
    await createChat(token);
    const { user } = renderApp('/', { token });
    const recent = within(await screen.findByRole('navigation', { name: 'Recent Chats' }));
    await prompt();
    await user.click(await screen.findByRole('button', { name: 'Dictate' }));
    await listening();
    const heard = StandInRecognition.made.at(-1);
    const other = recent
      .getAllByRole('button', { name: /^New Chat/ })
      .find((entry) => !entry.hasAttribute('aria-current'));
    await user.click(other as HTMLElement);
    await waitFor(() => expect(other).toHaveAttribute('aria-current', 'true'));
    expect(heard?.listening).toBe(false);
    expect(await screen.findByRole('button', { name: 'Dictate', pressed: false })).toBeVisible();
  });
});
