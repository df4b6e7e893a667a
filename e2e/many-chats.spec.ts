import type { Locator, Page } from '@playwright/test';
import { expect, test } from './pages/test';
import { ChatPage, signUpSeeded } from './pages/app';

// The offline build only: the chats are made by the offline backend's seeding call.

/** A new account holding `chats` short chats ("Chat 1: …" the newest), signed in and loaded. */
const openManyChats = async (page: Page, chats: number) => {
  const chat = await signUpSeeded(page, 'Many Chats', { kind: 'many', chats });
  await chat.ready();
  await expect(chat.recentChats().getByRole('button', { name: /^Chat 1: / })).toHaveAttribute(
    'aria-current',
    'true',
  );
  return chat;
};

/** The box the chat list scrolls in. */
const listScroller = (chat: ChatPage) => chat.sidebar().locator('nav').first().locator('..');

test('300 chats: the list has most of the sidebar and only what is near the view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const chat = await openManyChats(page, 300);
  const height = async (box: Locator) => (await box.boundingBox())?.height ?? 0;
  expect((await height(listScroller(chat))) / (await height(chat.sidebar()))).toBeGreaterThan(0.55);

  // the footer keeps its parts in order, all on screen, and the rest a press away
  const footer = ['Community Images', 'Credits : ', 'Dark Mode', 'Many Chats'];
  const tops: number[] = [];
  for (const text of footer) {
    const part = chat.sidebar().getByText(text).first();
    await expect(part).toBeInViewport();
    tops.push((await part.boundingBox())?.y ?? NaN);
  }
  expect([...tops].sort((a, b) => a - b)).toEqual(tops);
  const more = chat.sidebar().getByRole('button', { name: 'Language and more' });
  await more.click();
  const dialog = page.getByRole('dialog', { name: 'Language and more' });
  await expect(dialog.getByRole('group', { name: 'Language' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(more).toBeFocused();

  // scrolled from top to bottom, the page never holds more than a window of entries
  const entries = chat.recentChats().getByRole('listitem');
  let most = 0;
  const scroller = listScroller(chat);
  for (let turn = 0; turn < 100; turn += 1) {
    most = Math.max(most, await entries.count());
    const end = await scroller.evaluate((box) => {
      box.scrollTop += box.clientHeight;
      // the windowed list grows as it measures its entries: the end is where the last chat is
      const bottom = box.scrollTop + box.clientHeight >= box.scrollHeight - 1;
      return bottom && box.querySelector('[title^="Chat 300:"]') !== null;
    });
    if (end) break;
  }
  await expect(chat.recentChats().getByRole('button', { name: /^Chat 300: / })).toBeInViewport();
  expect(most).toBeGreaterThan(5);
  expect(most).toBeLessThanOrEqual(60);

  // the filter's results start at the top, the first one whole
  await page.getByRole('searchbox', { name: 'Search conversations' }).fill('Chat 12');
  const first = chat.recentChats().getByRole('button', { name: /^Chat 12: / });
  await expect(first).toBeInViewport({ ratio: 1 });
  expect(await scroller.evaluate((box) => box.scrollTop)).toBe(0);
  // Chat 12 and Chat 120–129
  await expect(entries).toHaveCount(11);
});

/** `times` presses of Tab (Shift+Tab when `back`) sent at once: no frame is painted between them. */
const tabBurst = async (page: Page, times: number, back = false) => {
  const cdp = await page.context().newCDPSession(page);
  const key = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, modifiers: back ? 8 : 0 };
  await Promise.all(
    Array.from({ length: times }, () => [
      cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...key }),
      cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key }),
    ]).flat(),
  );
  await cdp.detach();
};

test('300 chats: Tab walks on through entries that were not in the page', async ({ page }) => {
  const chat = await openManyChats(page, 300);
  await chat
    .recentChats()
    .getByRole('button', { name: /^Chat 1: / })
    .focus();
  const focused = page.locator(':focus');
  await expect(focused).toHaveAccessibleName(/^Chat 1: /);
  // each entry is four stops: the chat, Pin, More actions and Delete; faster than any frame, the
  // walk still reaches every one in turn
  await tabBurst(page, 4 * 40);
  await expect(focused).toHaveAccessibleName(/^Chat 41: /);
  await expect(focused).toBeInViewport();
  await tabBurst(page, 4 * 40, true);
  await expect(focused).toHaveAccessibleName(/^Chat 1: /);
  await expect(focused).toBeInViewport();
});

test('19 chats: a reload paints the entries in view first, then those near it, the rest on scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(() => {
    const entries = () =>
      document.querySelectorAll('#root nav[aria-labelledby="recent-chats-heading"] li').length;
    const observer = new MutationObserver(() => {
      if (entries() === 0) return;
      observer.disconnect();
      // the frame the list is first painted in
      requestAnimationFrame(() => {
        (window as { entriesPainted?: number }).entriesPainted = entries();
      });
    });
    observer.observe(document, { subtree: true, childList: true });
  });
  const chat = await openManyChats(page, 19);
  const painted = await page.evaluate(() => (window as { entriesPainted?: number }).entriesPainted);
  const entries = chat.recentChats().getByRole('listitem');
  await expect(entries).not.toHaveCount(painted ?? 0);
  // every entry in the box's view was in that first frame, and at most one more below it
  const inView = await chat.recentChats().evaluate((recent) => {
    let box = recent.parentElement as HTMLElement;
    while (getComputedStyle(box).overflowY !== 'auto') box = box.parentElement as HTMLElement;
    const { top, bottom } = box.getBoundingClientRect();
    return [...recent.querySelectorAll('li')].filter((entry) => {
      const seen = entry.getBoundingClientRect();
      return seen.bottom > top && seen.top < bottom;
    }).length;
  });
  expect(inView).toBeGreaterThan(3);
  expect(painted).toBeGreaterThanOrEqual(inView);
  expect(painted).toBeLessThanOrEqual(inView + 1);
  // the entries near the view follow; the last ones, far below it, wait for the box to scroll
  expect(await entries.count()).toBeLessThan(19);
  await listScroller(chat).evaluate((box) => (box.scrollTop = box.scrollHeight));
  await expect(entries).toHaveCount(19);
  await expect(chat.recentChats().getByRole('button', { name: /^Chat 19: / })).toBeAttached();
});
