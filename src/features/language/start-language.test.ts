import { describe, expect, it } from '@jest/globals';
import { i18n } from '@lingui/core';
import { creditCount } from '../../components/credit-count';
import { loadAppMessages, startLanguage } from './active-language';

// a file of its own: no other language's messages are loaded before it
describe('a start-up in another language', () => {
  it('starts in the language index.html chose, the app’s messages with it, never English first', async () => {
    document.documentElement.lang = 'de';
    // as main.tsx does: the language's messages and the app (with its messages) at once
    const started = startLanguage();
    const app = loadAppMessages();
    expect(i18n.locale).toBe('en');
    await Promise.all([started, app]);
    expect([i18n.locale, creditCount(2), document.documentElement.dir]).toEqual([
      'de',
      '2 Credits',
      'ltr',
    ]);
  });
});
