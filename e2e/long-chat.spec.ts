import type { Page } from '@playwright/test';
import { expect, test } from './pages/test';
import { signUpSeeded } from './pages/app';

/** At most this many message rows are in the DOM, however far back the reader is. */
const MAX_ROWS = 60;

/** A new account holding the benchmark's chats (2,000 and 20 messages), opened on the long one. */
const openLongChat = async (page: Page, query = '') => {
  const chat = await signUpSeeded(page, 'Long Reader', { kind: 'bench' }, query);
  await chat
    .recentChats()
    .getByRole('button', { name: /^Long chat/ })
    .click();
  await expect(chat.chat().getByRole('heading', { level: 1 })).toHaveText(/^Long chat/);
  return chat;
};

/** The message rows in the DOM (not the items of lists inside replies). */
const rows = (page: Page) => page.locator('ol[aria-label="Messages"] > li');
const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation' });
/** Whether the row at this place is rendered and at least partly inside the conversation's view. */
const inView = (page: Page, place: number) =>
  page.evaluate((place) => {
    const scroller = document.querySelector('[data-virtuoso-scroller]');
    const row = document.querySelector(`ol[aria-label="Messages"] > li[aria-posinset="${place}"]`);
    if (!scroller || !row) return false;
    const view = scroller.getBoundingClientRect();
    const box = row.getBoundingClientRect();
    return box.bottom > view.top && box.top < view.bottom;
  }, place);
/** Whether the conversation's scroll position changes within `ms`. */
const scrolledSince = (page: Page, ms: number) =>
  page.evaluate(async (ms) => {
    const scroller = document.querySelector('[data-virtuoso-scroller]') as HTMLElement;
    const top = scroller.scrollTop;
    await new Promise((resolve) => setTimeout(resolve, ms));
    return scroller.scrollTop !== top;
  }, ms);
/** The row at this place in the chat (1-based), if rendered. */
const row = (page: Page, place: number) =>
  page.locator(`ol[aria-label="Messages"] > li[aria-posinset="${place}"]`);

/** Turns the wheel over the conversation until `done`, checking the DOM stays small. */
const wheelUntil = async (page: Page, deltaY: number, done: () => Promise<boolean>) => {
  const box = await conversation(page).boundingBox();
  if (!box) throw new Error('the conversation is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  let most = 0;
  for (let turn = 0; turn < 400 && !(await done()); turn += 1) {
    await page.mouse.wheel(0, deltaY);
    await page.waitForTimeout(30);
    most = Math.max(most, await rows(page).count());
  }
  expect(await done()).toBe(true);
  return most;
};

test('a 2,000-message chat is read back to its start and forward again, by wheel and keyboard, with few rows in the DOM', async ({
  page,
}) => {
  // hundreds of wheel turns, each checked: over a minute on a busy 2-core runner
  test.setTimeout(120_000);
  await openLongChat(page);
  // it opens at the newest message, and every row knows the conversation's length
  await expect(row(page, 2000)).toBeInViewport();
  await expect(rows(page).first()).toHaveAttribute('aria-setsize', '2000');
  expect(await rows(page).count()).toBeLessThanOrEqual(MAX_ROWS);

  const mostBack = await wheelUntil(page, -8000, () => inView(page, 1));
  expect(mostBack).toBeLessThanOrEqual(MAX_ROWS);
  await expect(row(page, 1)).toBeInViewport();
  await expect(row(page, 1)).toContainText('Long chat: Show me typescript code for task 1');

  const mostForward = await wheelUntil(page, 8000, () => inView(page, 2000));
  expect(mostForward).toBeLessThanOrEqual(MAX_ROWS);

  // the keyboard: the conversation takes focus, Home and End go to either end, pages step
  await conversation(page).focus();
  await page.keyboard.press('Home');
  await expect(row(page, 1)).toBeInViewport();
  // the jump lands again as the rows it passed are measured: a page key meanwhile would be undone
  await expect.poll(() => scrolledSince(page, 300)).toBe(false);
  const firstShown = async () =>
    Number(
      await page.evaluate(() => {
        const scroller = document.querySelector('[data-virtuoso-scroller]') as HTMLElement;
        const top = scroller.getBoundingClientRect().top;
        const shown = [...document.querySelectorAll('ol[aria-label="Messages"] > li')].find(
          (li) => li.getBoundingClientRect().bottom > top + 1,
        );
        return shown?.getAttribute('aria-posinset');
      }),
    );
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('PageDown');
  await expect.poll(firstShown).toBeGreaterThan(2);
  const afterPages = await firstShown();
  await page.keyboard.press('PageUp');
  await expect.poll(firstShown).toBeLessThan(afterPages);
  await page.keyboard.press('End');
  await expect(row(page, 2000)).toBeInViewport();
  await expect(conversation(page)).toBeFocused();
  expect(await rows(page).count()).toBeLessThanOrEqual(MAX_ROWS);
});

test('a chat of long replies opens at its end, having mounted few of its rows', async ({
  page,
}) => {
  // every row the page mounts, by its place: each is a Markdown render and a layout
  await page.addInitScript(() => {
    const mounted = new Set<string>();
    Object.assign(window, { mountedRows: mounted });
    new MutationObserver(() => {
      for (const li of document.querySelectorAll('ol[aria-label="Messages"] > li'))
        mounted.add(li.getAttribute('aria-posinset') ?? '');
    }).observe(document, { subtree: true, childList: true });
  });
  // 18 messages, most of them long
  await signUpSeeded(page, 'Long Replies', { kind: 'history', messages: 18 });
  await expect(row(page, 18)).toBeInViewport();
  await expect(conversation(page)).not.toHaveAttribute('aria-busy', 'true');
  const mounted = await page.evaluate(() => [
    ...(window as unknown as { mountedRows: Set<string> }).mountedRows,
  ]);
  expect(mounted).toContain('18');
  // the rows that fill the view and a few besides, not most of the chat
  expect(mounted.length).toBeLessThanOrEqual(8);
});

test('a chat opens with whole rows once it is no longer busy, and a row read back to comes whole', async ({
  page,
}) => {
  // every moment the page shows a row without its message (a whole row has its time) while the
  // conversation does not say it is busy
  await page.addInitScript(() => {
    const unfinished: string[] = [];
    Object.assign(window, { unfinishedRows: unfinished });
    new MutationObserver(() => {
      const list = document.querySelector('[aria-label="Conversation"]');
      if (!list || list.getAttribute('aria-busy') === 'true') return;
      for (const li of list.querySelectorAll('ol[aria-label="Messages"] > li'))
        if (!li.querySelector('time')) unfinished.push(li.getAttribute('aria-posinset') ?? '');
    }).observe(document, { subtree: true, childList: true, attributeFilter: ['aria-busy'] });
  });
  await signUpSeeded(page, 'Whole Rows', { kind: 'history', messages: 18 });
  await expect(row(page, 18)).toBeInViewport();
  await expect(conversation(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(row(page, 18).locator('time')).toBeVisible();
  // back to the first message: the rows met on the way are mounted whole
  await conversation(page).press('Home');
  await expect(row(page, 1)).toBeInViewport();
  await expect(row(page, 1).locator('time')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { unfinishedRows: string[] }).unfinishedRows),
  ).toEqual([]);
});

test('focus in a row that scrolls away moves to the conversation, not to the page', async ({
  page,
}) => {
  await openLongChat(page);
  const copy = row(page, 2000).getByRole('button', { name: 'Copy reply' });
  await copy.focus();
  await conversation(page).press('Home');
  await expect(row(page, 1)).toBeInViewport();
  await expect(row(page, 2000)).toHaveCount(0);
  await expect(conversation(page)).toBeFocused();
});

test('a reply that lands while the reader is scrolled back brings the list smoothly down to it', async ({
  page,
}) => {
  // replies take 1.5–5.4 s, time to scroll away while waiting
  const chat = await openLongChat(page, '?mock-reply-delay=3');
  await chat.send('Where were we?');
  await expect(page.getByRole('status', { name: 'Waiting for the reply' })).toBeVisible();
  await expect(row(page, 2001)).toContainText('Where were we?');
  await wheelUntil(page, -1500, async () => !(await inView(page, 2001)));
  // every frame's scroll position from now until the reply is in view
  await page.evaluate(() => {
    const scroller = document.querySelector('[data-virtuoso-scroller]') as HTMLElement;
    const positions: number[] = [];
    (window as unknown as { __positions: number[] }).__positions = positions;
    const sample = () => {
      positions.push(scroller.scrollTop);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await chat.waitForReply();
  await expect(row(page, 2002)).toBeInViewport({ timeout: 5000 });
  await expect(row(page, 2002)).toHaveAccessibleName('Assistant');
  const positions = await page.evaluate(
    () => (window as unknown as { __positions: number[] }).__positions,
  );
  const start = positions[0] ?? 0;
  const end = positions.at(-1) ?? 0;
  // smoothly: the way down passes through several frames, not one jump
  const between = new Set(positions.filter((p) => p > start + 1 && p < end - 1));
  expect(end).toBeGreaterThan(start);
  expect(between.size).toBeGreaterThanOrEqual(3);
});

test('a reader who scrolls up while the list glides to a reply stays where they went', async ({
  page,
}) => {
  const chat = await openLongChat(page, '?mock-reply-delay=3');
  await chat.send('Where were we?');
  await expect(row(page, 2001)).toContainText('Where were we?');
  await wheelUntil(page, -1500, async () => !(await inView(page, 2001)));
  // the moment the glide is seen moving down, the reader's wheel takes the list back up: in the
  // same task, so it always lands mid-glide
  await page.evaluate(() => {
    const scroller = document.querySelector('[data-virtuoso-scroller]') as HTMLElement;
    const from = scroller.scrollTop;
    const onScroll = () => {
      if (scroller.scrollTop < from + 50) return;
      scroller.removeEventListener('scroll', onScroll);
      scroller.dispatchEvent(new WheelEvent('wheel', { deltaY: -1200, bubbles: true }));
      scroller.scrollBy({ top: -1200 });
      Object.assign(window, { tookOver: true });
    };
    scroller.addEventListener('scroll', onScroll);
  });
  await chat.waitForReply();
  await expect.poll(() => page.evaluate(() => 'tookOver' in window)).toBe(true);
  // the list's height changes (the window is resized), as a late image or a language switch does
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.setViewportSize({ width: size.width, height: size.height - 120 });
  await page.waitForTimeout(500);
  expect(await inView(page, 2002)).toBe(false);
});

test('search within the chat finds a message 1,500 back and shows it', async ({ page }) => {
  await openLongChat(page);
  const search = page.getByRole('search', { name: 'Search this chat' });
  await search.getByRole('searchbox', { name: 'Search this chat' }).fill('code for task 251');
  await expect(search.getByRole('status')).toHaveText('2 of 2');
  // the newest match is the reply repeating the question; Enter steps to the question itself
  await expect(row(page, 502)).toBeInViewport();
  await search.getByRole('searchbox').press('Enter');
  await expect(search.getByRole('status')).toHaveText('1 of 2');
  await expect(row(page, 501)).toBeInViewport();
  await expect(row(page, 501)).toHaveAttribute('aria-current', 'true');
  await expect(row(page, 501)).toContainText('Show me css code for task 251');
  // the matched words are marked for the eye as well
  expect(
    await page.evaluate(() => {
      const marked = CSS.highlights.get('parley-search');
      return marked ? [...marked].map((range) => (range as Range).toString()) : [];
    }),
  ).toEqual(['code for task 251']);
  expect(await rows(page).count()).toBeLessThanOrEqual(MAX_ROWS);

  // Ctrl + F comes back to the field; a second press is the browser's own find
  await conversation(page).focus();
  await page.keyboard.press('Control+f');
  await expect(search.getByRole('searchbox')).toBeFocused();
});
