import type { Page } from '@playwright/test';
import { expect, test } from './pages/test';
import { signUpInLanguage, signUpNewUser, signUpWithCodeReply } from './pages/app';
import { noViolations } from './pages/axe';
import { say } from './pages/catalogues';

// Dictation and read aloud use the browser's speech APIs, which need a microphone and voices a
// test machine has not: here they are answered by stand-ins that record what the app asks of
// them, and say what a person would say.

const speechStandIns = (page: Page) =>
  page.addInitScript(() => {
    type Handler = ((event: unknown) => void) | null;
    const heard: unknown[] = [];
    class Recognition {
      lang = '';
      continuous = false;
      interimResults = false;
      started = false;
      onresult: Handler = null;
      onerror: Handler = null;
      onend: (() => void) | null = null;
      constructor() {
        heard.push(this);
      }
      start() {
        this.started = true;
      }
      stop() {
        this.started = false;
        this.onend?.();
      }
      abort() {
        this.stop();
      }
      /** the person speaks: each phrase a result, the last one still being heard */
      say(...phrases: string[]) {
        const results = phrases.map((transcript) => Object.assign([{ transcript }], {}));
        this.onresult?.({ results });
      }
      fail(error: string) {
        this.onerror?.({ error });
        this.stop();
      }
    }
    const spoken: { text: string; lang: string }[] = [];
    const queue: { onend: (() => void) | null }[] = [];
    const synthesis = {
      speaking: false,
      getVoices: () => [],
      speak(utterance: { text: string; lang: string; onend: (() => void) | null }) {
        spoken.push({ text: utterance.text, lang: utterance.lang });
        queue.push(utterance);
      },
      cancel() {
        cancelled.count += 1;
        queue.length = 0;
      },
      /** the voice reaches the end of what it was given */
      finish() {
        for (const utterance of queue.splice(0)) utterance.onend?.();
      },
    };
    const cancelled = { count: 0 };
    class Utterance {
      lang = '';
      voice = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(readonly text: string) {}
    }
    Object.defineProperty(window, 'speechSynthesis', { value: synthesis });
    Object.assign(window, {
      SpeechRecognition: Recognition,
      webkitSpeechRecognition: Recognition,
      SpeechSynthesisUtterance: Utterance,
      heard,
      spoken,
      cancelled,
    });
  });

const recognizer = (page: Page) =>
  page.evaluateHandle(() => (window as unknown as { heard: unknown[] }).heard.at(-1));

const serverWrites = (page: Page) => {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/')) writes.push(request.url());
  });
  return writes;
};

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('dictation puts the words after what was typed, in German, unsent; Esc ends it', async ({
    page,
  }) => {
    await speechStandIns(page);
    const t = (english: string) => say('de', english);
    const { prompt } = await signUpInLanguage(page, 'de', 'Diktat Dana');
    const writes = serverWrites(page);

    await prompt.fill('Bitte übersetze:');
    const dictate = page.getByRole('button', { name: t('Dictate') });
    await dictate.click();
    const stop = page.getByRole('button', { name: t('Stop dictation') });
    await expect(stop).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('status').filter({ hasText: t('Listening… Press again or Esc to stop') }),
    ).toBeAttached();
    const heard = await recognizer(page);
    expect(await heard.evaluate((r) => (r as { lang: string }).lang)).toMatch(/^de-/);
    await heard.evaluate((r) =>
      (r as { say: (...p: string[]) => void }).say('Guten Morgen', ' Welt'),
    );
    await expect(prompt).toHaveValue('Bitte übersetze: Guten Morgen Welt');
    // as a person who pressed and moved on sees it: its tooltip gone with the pointer
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await noViolations(page, 'dictation listening');

    await page.keyboard.press('Escape');
    await expect(dictate).toHaveAttribute('aria-pressed', 'false');
    await expect(prompt).toHaveValue('Bitte übersetze: Guten Morgen Welt');
    await expect(prompt).toBeFocused();

    // a refused microphone: said, and nothing typed or heard is lost
    await dictate.click();
    const refused = await recognizer(page);
    await refused.evaluate((r) => (r as { fail: (e: string) => void }).fail('not-allowed'));
    await expect(
      page.getByText(
        t(
          "The microphone is blocked for Parley. Allow it in the browser's site settings, then try again.",
        ),
      ),
    ).toBeVisible();
    await expect(prompt).toHaveValue('Bitte übersetze: Guten Morgen Welt');
    expect(writes).toEqual([]);
  });
});

test('where the browser has no speech recognition, there is no dictation button', async ({
  page,
}) => {
  await page.addInitScript(() => {
    delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
    delete (window as { SpeechRecognition?: unknown }).SpeechRecognition;
  });
  await signUpNewUser(page, 'Quiet Quinn');
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dictate' })).toHaveCount(0);
});

test('read aloud speaks what the reply shows, not its Markdown nor its code, and stops', async ({
  page,
}) => {
  await speechStandIns(page);
  const { chat, reply } = await signUpWithCodeReply(page, 'Listening Lee');
  await expect(reply).toBeVisible();
  const answer = page.locator('ol[aria-label="Messages"] > li[aria-label="Assistant"]').last();
  const read = answer.getByRole('button', { name: 'Read aloud' });
  await read.click();
  await expect(answer.getByRole('button', { name: 'Stop reading' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await noViolations(page, 'a reply read aloud');
  const spoken = await page.evaluate(
    () => (window as unknown as { spoken: { text: string; lang: string }[] }).spoken,
  );
  const text = spoken.map((each) => each.text).join(' ');
  expect(text).toContain('A TypeScript function.');
  expect(text).toContain('code block.');
  const code = await answer.locator('pre').first().innerText();
  expect(code.length).toBeGreaterThan(20);
  for (const line of code.split('\n').filter((l) => l.trim().length > 8))
    expect(text).not.toContain(line.trim());
  expect(text).not.toMatch(/[#*`]/);
  expect(spoken.every((each) => /^en-/.test(each.lang))).toBe(true);

  // pressed again: it stops
  await answer.getByRole('button', { name: 'Stop reading' }).click();
  await expect(read).toHaveAttribute('aria-pressed', 'false');
  expect(
    await page.evaluate(
      () => (window as unknown as { cancelled: { count: number } }).cancelled.count,
    ),
  ).toBeGreaterThan(0);

  // another reply read: only one speaks, and it ends by itself
  await chat.send('Tell me about **tea**');
  await chat.waitForReply();
  const other = page.locator('ol[aria-label="Messages"] > li[aria-label="Assistant"]').last();
  await other.getByRole('button', { name: 'Read aloud' }).click();
  await expect(page.getByRole('button', { name: 'Stop reading' })).toHaveCount(1);
  await page.evaluate(() =>
    (window as unknown as { speechSynthesis: { finish: () => void } }).speechSynthesis.finish(),
  );
  await expect(page.getByRole('button', { name: 'Stop reading' })).toHaveCount(0);
});
