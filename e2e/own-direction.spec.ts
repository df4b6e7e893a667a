import type { Locator } from '@playwright/test';
import { expect, test } from './pages/test';
import { signUpInLanguage } from './pages/app';
import { say } from './pages/catalogues';

// Text in another script than the page's keeps its own direction: a chat title keeps its start,
// and each block of a reply reads, and numbers its list, in its own text's direction.

const direction = (element: Locator) =>
  element.evaluate((node) => getComputedStyle(node).direction);

/** Whether the first `length` characters of the element's text are inside its visible box. */
const startShown = (element: Locator, length: number) =>
  element.evaluate((node, count) => {
    const text = document.createTreeWalker(node, NodeFilter.SHOW_TEXT).nextNode();
    if (!text) return false;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, count);
    const word = range.getBoundingClientRect();
    const box = (node as HTMLElement).getBoundingClientRect();
    return word.left >= box.left - 0.5 && word.right <= box.right + 0.5 && word.width > 0;
  }, length);

/** The list's numbers are at its left: they sit in its padding, on the side it starts on. */
const numbersAtLeft = (list: Locator) =>
  list.evaluate((ol) => {
    const item = ol.querySelector('li')?.getBoundingClientRect();
    const box = ol.getBoundingClientRect();
    return item ? item.left - box.left > box.right - item.right : null;
  });

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-EG' });

  test("an English title keeps its start, and an English reply's list is numbered at the left", async ({
    page,
  }) => {
    const { prompt } = await signUpInLanguage(page, 'ar', 'Rami');
    // the reply starts in Arabic: its English list must not follow that start
    await prompt.fill(
      'Repeat after me:\nخطوتان فقط\n\n1. Write the failing test first\n2. Then make it pass',
    );
    await page.getByRole('button', { name: say('ar', 'Send') }).click();
    const reply = page.locator('ol[aria-label] > li').last().locator('.markdown');
    const list = reply.locator('ol');
    await expect(list).toContainText('Write the failing test first');
    expect(await direction(page.locator('html'))).toBe('rtl');
    expect(await direction(list)).toBe('ltr');
    expect(await direction(list.locator('li').first())).toBe('ltr');
    expect(await numbersAtLeft(list)).toBe(true);

    const title = page
      .getByRole('navigation', { name: say('ar', 'Recent Chats') })
      .locator('.chat-entry-title')
      .first();
    await expect(title).toContainText('Repeat after me');
    expect(await startShown(title, 'Repeat'.length)).toBe(true);
  });
});

test('an Arabic reply in the English page reads right to left, its list numbered at the right', async ({
  page,
}) => {
  const { prompt } = await signUpInLanguage(page, 'en', 'Emma');
  // the reply starts in English: its Arabic list must not follow that start
  await prompt.fill('Repeat after me:\nTwo steps only\n\n1. اكتب الاختبار أولًا\n2. ثم اجعله ينجح');
  await page.getByRole('button', { name: 'Send' }).click();
  const list = page.locator('ol[aria-label] > li').last().locator('.markdown ol');
  await expect(list).toContainText('اكتب الاختبار أولًا');
  expect(await direction(list)).toBe('rtl');
  expect(await numbersAtLeft(list)).toBe(false);
});
