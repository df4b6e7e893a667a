import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import PO from 'pofile';
import { creditCount } from '../../components/credit-count';
import { formatRelative } from '../../components/relative-time';
import { formatDollars } from '../credits';
import { registerUser } from '../../testing/backend';
import { renderApp } from '../../testing/render-app';
import { inlineFunctionScript } from '../../start-up/build/inline-function-script';
import { applyLanguage } from '../../start-up/inline/apply-language';
import { i18n } from '@lingui/core';
import { chooseLanguage, loadAppMessages } from './active-language';
import { LANGUAGE_KEY, LANGUAGES } from './languages';
import { pickLanguage } from './pick-language';

afterEach(async () => {
  await act(() => chooseLanguage('en'));
  localStorage.removeItem(LANGUAGE_KEY);
});

/** Each language's count of credits for `counts`, as the plan cards and Ask again say it. */
const creditsIn = async (language: (typeof LANGUAGES)[number], counts: number[]) => {
  // the app's messages, as its start-up loads them
  await loadAppMessages();
  await chooseLanguage(language);
  return counts.map((count) => creditCount(count));
};

describe('plurals, times and numbers in the page’s language', () => {
  it('counts credits in each language’s own plural forms, Arabic’s six included', async () => {
    expect(await creditsIn('en', [0, 1, 2, 5, 1000])).toEqual([
      '0 credits',
      '1 credit',
      '2 credits',
      '5 credits',
      '1,000 credits',
    ]);
    expect(await creditsIn('de', [0, 1, 2, 5, 1000])).toEqual([
      '0 Credits',
      '1 Credit',
      '2 Credits',
      '5 Credits',
      '1.000 Credits',
    ]);
    // zero, one, two, few (3–10), many (11–99), other (100 and more)
    expect(await creditsIn('ar', [0, 1, 2, 5, 11, 100])).toEqual([
      '0 نقطة',
      'نقطة واحدة',
      'نقطتان',
      '5 نقاط',
      '11 نقطة',
      '100 نقطة',
    ]);
  });

  it('says relative times in the language, a clock ahead of ours included', async () => {
    const now = Date.UTC(2026, 10, 26, 12);
    const threeHoursAgo = now - 3 * 60 * 60 * 1000;
    await loadAppMessages();
    await act(() => chooseLanguage('de'));
    expect(formatRelative(threeHoursAgo, now, 'de')).toBe('vor 3 Stunden');
    expect(formatRelative(now + 5000, now, 'de')).toBe('vor ein paar Sekunden');
    await act(() => chooseLanguage('ar'));
    expect(formatRelative(threeHoursAgo, now, 'ar')).toBe('منذ 3 ساعات');
    expect(formatRelative(threeHoursAgo, now, 'en')).toBe('3 hours ago');
  });

  it('formats numbers and prices as each locale writes them', async () => {
    expect(formatDollars(5, 'en')).toBe('$5');
    expect(formatDollars(4.99, 'en')).toBe('$4.99');
    expect(formatDollars(5, 'de')).toBe('5\u00a0$');
    expect(formatDollars(4.99, 'de')).toBe('4,99\u00a0$');
    // the locale's own marks around the amount (a right-to-left mark, US$)
    expect(formatDollars(5, 'ar')).toMatch(/^\u200f?5\u00a0US\$$/);
    await chooseLanguage('de');
    expect(i18n.number(1234.5)).toBe('1.234,5');
  });
});

describe('choosing the language', () => {
  const pick = (chosen: string | null, preferred: string[]) =>
    pickLanguage(chosen, preferred, LANGUAGES);

  it('takes the switcher’s choice, else the first supported preferred language, else English', () => {
    expect(pick(null, ['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(pick(null, ['AR-eg'])).toBe('ar');
    expect(pick('ar', ['de-DE'])).toBe('ar');
    // a choice this build no longer speaks, or nothing supported: the browser, then English
    expect(pick('fr', ['de'])).toBe('de');
    expect(pick(null, ['ja', 'zh-CN'])).toBe('en');
  });

  it('sets <html lang dir> before the first paint, as index.html runs it', () => {
    const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');
    Object.defineProperty(navigator, 'languages', { value: ['ar-SA', 'en'], configurable: true });
    try {
      const run = new Function(
        inlineFunctionScript(
          applyLanguage,
          { key: LANGUAGE_KEY, supported: LANGUAGES, rightToLeft: ['ar'] },
          [pickLanguage],
        ),
      );
      run();
      expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
      localStorage.setItem(LANGUAGE_KEY, 'de');
      run();
      expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['de', 'ltr']);
    } finally {
      if (languages) Object.defineProperty(navigator, 'languages', languages);
      else Reflect.deleteProperty(navigator, 'languages');
    }
  });

  it('switches the whole page at once, keeping the draft and the open dialog', async () => {
    const token = await registerUser('Lena');
    const { user } = renderApp('/', { token });
    const prompt = await screen.findByRole('textbox', { name: 'Prompt' });
    await user.type(prompt, 'Ein Entwurf');

    await user.click(await screen.findByRole('button', { name: 'Language and more' }));
    await user.click(await screen.findByRole('button', { name: 'Deutsch' }));
    expect(await screen.findByRole('button', { name: 'Neuer Chat' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'Eingabe' })).toHaveValue('Ein Entwurf');
    await user.click(screen.getByRole('button', { name: 'Sprache und mehr' }));
    expect(await screen.findByRole('button', { name: 'Deutsch' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.keyboard('{Escape}');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('de');

    await user.keyboard('{Control>}/{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Tastenkürzel' });
    expect(within(dialog).getByText('Strg + Umschalt + O')).toBeInTheDocument();
    await act(() => chooseLanguage('ar'));
    expect(
      await screen.findByRole('dialog', { name: 'اختصارات لوحة المفاتيح' }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('textbox', { name: 'الطلب', hidden: true })).toHaveValue('Ein Entwurf');
  });
});

describe('the catalogues', () => {
  const placeholders = (message: string) =>
    Array.from(message.matchAll(/\{(\w+)[},]|<(\d+)>/g), (m) => m[1] ?? `<${m[2]}>`).sort();
  const catalogue = (language: string, part: string) =>
    PO.parse(readFileSync(`src/features/language/catalogues/${language}/${part}.po`, 'utf8')).items;

  it.each(['de', 'ar'])(
    'translate every message into %s, with the same placeholders',
    (language) => {
      for (const part of ['page', 'start', 'app']) {
        const source = new Map(catalogue('en', part).map((item) => [item.msgid, item.msgstr[0]]));
        for (const item of catalogue(language, part)) {
          const translation = item.msgstr[0] ?? '';
          expect([part, item.msgid, translation.trim().length > 0]).toEqual([
            part,
            item.msgid,
            true,
          ]);
          // a plural's cases are the language's own; its variable is the same
          const english = source.get(item.msgid) || item.msgid;
          expect([item.msgid, new Set(placeholders(translation))]).toEqual([
            item.msgid,
            new Set(placeholders(english)),
          ]);
        }
      }
    },
  );
});

// the page's state between tests: English, left to right
afterEach(() => waitFor(() => expect(document.documentElement.dir).toBe('ltr')));
