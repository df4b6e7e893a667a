import type { Locator, Page } from '@playwright/test';
import { signUpInLanguage, signUpNewUser, signUpWithCodeReply } from './pages/app';
import { say } from './pages/catalogues';
import { noViolations, transitionsAtRest } from './pages/axe';
import { expect, test } from './pages/test';

// a phone held upright: touch, its own viewport rules (interactive-widget), a 390 × 844 screen
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** The last line of the newest message: its box's bottom 20 px. */
const lastMessageLine = (page: Page) =>
  page.locator('ol[aria-label="Messages"] > li').last().locator('p, pre, img').last();

/** Whether `locator` lies whole inside what is seen of the page (the visual viewport). */
const inSight = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const seen = window.visualViewport;
    const top = seen?.offsetTop ?? 0;
    const bottom = top + (seen?.height ?? window.innerHeight);
    return { top: box.top >= top - 1, bottom: box.bottom <= bottom + 1 };
  });

/**
 * Starts counting layout shifts as CLS does (not those within 0.5 s of a tap or a key: a keyboard
 * opens and closes because of one); the returned function reads their sum since.
 */
const layoutShifts = async (page: Page) => {
  await page.evaluate(() => {
    const shifts = { sum: 0 };
    Object.assign(window, { shifts });
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (!entry.hadRecentInput) shifts.sum += entry.value;
    }).observe({ type: 'layout-shift' });
  });
  return () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            setTimeout(() =>
              resolve((window as unknown as { shifts: { sum: number } }).shifts.sum),
            ),
          ),
        ),
    );
};

const withReply = async (page: Page) => (await signUpWithCodeReply(page, 'Phone Pat')).chat;

test.describe('the on-screen keyboard', () => {
  test('keeps the prompt and the last message line in sight, and moves nothing as it comes and goes', async ({
    page,
  }) => {
    const chat = await withReply(page);
    const shifted = await layoutShifts(page);
    await chat.prompt().tap();
    // Chrome on Android with interactive-widget=resizes-content: the page shrinks for the keyboard
    await page.setViewportSize({ width: PHONE.width, height: Math.round(PHONE.height * 0.55) });
    await expect.poll(() => inSight(chat.prompt())).toEqual({ top: true, bottom: true });
    await expect.poll(() => inSight(lastMessageLine(page))).toMatchObject({ bottom: true });
    expect(await shifted()).toBeLessThanOrEqual(0.01);
    // a tap on the conversation puts the keyboard away
    await page.getByRole('region', { name: 'Conversation' }).tap({ position: { x: 20, y: 20 } });
    await page.setViewportSize(PHONE);
    await expect.poll(() => inSight(chat.prompt())).toEqual({ top: true, bottom: true });
    await expect.poll(() => inSight(lastMessageLine(page))).toMatchObject({ bottom: true });
    expect(await shifted()).toBeLessThanOrEqual(0.01);
  });

  test('where only the visual viewport shrinks (Safari), the page shrinks by the keyboard', async ({
    page,
  }) => {
    // Safari leaves the page's size and shrinks what is seen of it: a stand-in visual viewport
    await page.addInitScript(() => {
      const seen = new EventTarget();
      const state = { height: window.innerHeight };
      Object.defineProperties(seen, {
        height: { get: () => state.height },
        width: { get: () => window.innerWidth },
        offsetTop: { get: () => 0 },
        offsetLeft: { get: () => 0 },
        scale: { get: () => 1 },
      });
      Object.defineProperty(window, 'visualViewport', { get: () => seen });
      Object.assign(window, {
        keyboard: (height: number) => {
          state.height = window.innerHeight - height;
          seen.dispatchEvent(new Event('resize'));
        },
      });
    });
    const chat = await withReply(page);
    await chat.prompt().tap();
    const keyboard = Math.round(PHONE.height * 0.45);
    await page.evaluate(
      (height) => (window as unknown as { keyboard: (h: number) => void }).keyboard(height),
      keyboard,
    );
    const above = PHONE.height - keyboard;
    const bottomOf = (locator: Locator) =>
      locator.evaluate((element) => element.getBoundingClientRect().bottom);
    await expect.poll(() => bottomOf(chat.prompt())).toBeLessThanOrEqual(above);
    await expect.poll(() => bottomOf(lastMessageLine(page))).toBeLessThanOrEqual(above);
    await page.evaluate(() => (window as unknown as { keyboard: (h: number) => void }).keyboard(0));
    await expect
      .poll(() => bottomOf(page.getByRole('button', { name: 'Send' })))
      .toBeGreaterThan(PHONE.height - 120);
  });

  test('stays down after a send, until the prompt is tapped again', async ({ page }) => {
    const { chat } = await signUpNewUser(page, 'Phone Pat');
    await chat.prompt().tap();
    await chat.prompt().fill('Hello there');
    await page.getByRole('button', { name: 'Send' }).tap();
    // the prompt's own row: the reply may already be there, saying the same words
    await expect(
      chat.chat().getByRole('listitem', { name: 'You' }).getByText('Hello there'),
    ).toBeVisible();
    // no text field has the focus: a phone shows no keyboard
    await expect(chat.prompt()).not.toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.matches('input, textarea'))).toBe(
      false,
    );
    await chat.waitForReply();
    await expect(chat.prompt()).not.toBeFocused();
    await chat.prompt().tap();
    await expect(chat.prompt()).toBeFocused();
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('one top bar holds every control whole, and search in the chat opens over it', async ({
    page,
  }) => {
    const chat = await withReply(page);
    const banner = page.getByRole('banner');
    await expect(banner).toHaveCount(1);
    const bar = await banner.evaluate(
      (header) => header.getBoundingClientRect().toJSON() as DOMRect,
    );
    const controls = banner.getByRole('button');
    const names = await controls.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label')),
    );
    expect(names).toEqual(['Open menu', 'Search this chat', 'Export chat as Markdown', 'New Chat']);
    // each inside the bar, none over another
    const boxes = await controls.evaluateAll((buttons) =>
      buttons.map((button) => button.getBoundingClientRect().toJSON() as DOMRect),
    );
    boxes.forEach((box, i) => {
      expect(box.left).toBeGreaterThanOrEqual(bar.left);
      expect(box.right).toBeLessThanOrEqual(bar.right);
      expect(box.left).toBeGreaterThanOrEqual((boxes[i - 1]?.right ?? bar.left) - 0.5);
    });

    await page.getByRole('button', { name: 'Search this chat' }).tap();
    const field = page.getByRole('searchbox', { name: 'Search this chat' });
    await expect(field).toBeFocused();
    expect(await field.evaluate((input) => input.getBoundingClientRect().width)).toBeGreaterThan(
      150,
    );
    await field.fill('function');
    await expect(page.getByRole('status').filter({ hasText: /^\d+ of \d+$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Close search' }).tap();
    await expect(field).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Search this chat' })).toBeFocused();
    await expect(chat.prompt()).toBeVisible();
  });
});

/**
 * Every control a finger can reach that is smaller than 44 × 44 px. Two kinds may be smaller, as
 * the user documentation says: a link in a reply's text, and a chat's own buttons in the sidebar
 * (three beside its title, where 44 px each would leave the title no room), which must be 24 px
 * or more. axe's target-size rule checks the spacing of both.
 */
const tooSmall = (page: Page) =>
  page.evaluate(() => {
    const controls = document.querySelectorAll(
      'button, a[href], input, select, textarea, summary, [role=button], [role=checkbox], [role=switch], [role=tab], [role=menuitem], [role=option], [role=combobox]',
    );
    const small: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      if (box.width === 0 || style.visibility === 'hidden' || style.opacity === '0') continue;
      if (box.bottom < 0 || box.top > window.innerHeight) continue;
      // a hidden input inside a labelled control (a checkbox, a switch): its label is the target
      if (control.matches('input[type=checkbox], input[type=radio], input[type=file]')) continue;
      // a link in a reply's text is text: its line sets its height (axe checks its spacing)
      if (control.matches('.markdown a')) continue;
      const least = control.matches('.chat-entry-action') ? 24 : 44;
      if (box.width < least - 0.5 || box.height < least - 0.5)
        small.push(
          `${control.tagName.toLowerCase()} "${control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
    return small;
  });

test.describe('every control', () => {
  test('is big enough for a finger, on every screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'User Login' })).toBeVisible();
    expect(await tooSmall(page), 'login').toEqual([]);
    const chat = await withReply(page);
    expect(await tooSmall(page), 'chat').toEqual([]);
    await noViolations(page, 'chat');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(chat.sidebar()).toBeVisible();
    await transitionsAtRest(page);
    expect(await tooSmall(page), 'drawer').toEqual([]);
    await noViolations(page, 'drawer');
    await chat
      .sidebar()
      .getByRole('link', { name: /Credits/ })
      .tap();
    await expect(page.getByRole('heading', { name: 'Credit Plans' })).toBeVisible();
    expect(await tooSmall(page), 'credits').toEqual([]);
    await page.goto('/community');
    await expect(page.getByRole('heading').first()).toBeVisible();
    expect(await tooSmall(page), 'community').toEqual([]);
  });
});

/** A finger's swipe across the page, from `from` to `to` (x), at mid-height. */
const swipe = async (page: Page, from: number, to: number) => {
  const cdp = await page.context().newCDPSession(page);
  const y = 400;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  await touch('touchStart', from);
  for (let step = 1; step <= 8; step += 1)
    await touch('touchMove', from + ((to - from) * step) / 8);
  await touch('touchEnd', to);
  await cdp.detach();
};

test.describe('the drawer', () => {
  for (const [language, edge] of [
    ['en', 'left'],
    ['ar', 'right'],
  ] as const)
    test(`opens by a swipe from the ${edge} edge (${language}), and closes by one back`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: PHONE,
        isMobile: true,
        hasTouch: true,
        locale: language,
      });
      const page = await context.newPage();
      const { prompt } = await signUpInLanguage(page, language, 'Swiping Sam');
      await expect(prompt).toBeVisible();
      const menu = page.getByRole('dialog', { name: say(language, 'Menu') });
      const [start, end] = edge === 'left' ? [2, 300] : [PHONE.width - 2, 90];
      // the drawer is there to be swiped once the start-up has settled and its code has come
      await expect(async () => {
        await swipe(page, start, end);
        await expect(menu).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await transitionsAtRest(page);
      await swipe(page, end, edge === 'left' ? 0 : PHONE.width);
      await expect(menu).toBeHidden();
      await context.close();
    });
});

/**
 * Words cut without an ellipsis: a field whose placeholder or value is wider than the field (the
 * text measured in the field's own font) and does not end in one, and any other element that
 * clips its text unseen.
 */
const cutWords = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d');
    if (!canvas) return ['no canvas to measure with'];
    const cut: string[] = [];
    const seen = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        // a visually hidden text (1 px, clipped) is for screen readers: it is not cut
        box.width > 1 &&
        box.height > 1 &&
        box.bottom > 0 &&
        box.top < innerHeight &&
        getComputedStyle(element).visibility !== 'hidden'
      );
    };
    for (const field of document.querySelectorAll<HTMLInputElement>(
      'input:not([type=checkbox]):not([type=radio]):not([type=file])',
    )) {
      if (!seen(field)) continue;
      const style = getComputedStyle(field);
      const words = field.value || field.placeholder;
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (canvas.measureText(words).width > room + 0.5 && style.textOverflow !== 'ellipsis')
        cut.push(`field "${words}"`);
    }
    for (const element of document.querySelectorAll('body *')) {
      if (
        element.matches('input, textarea, svg, svg *, pre, code, [role=region], [role=group]') ||
        !seen(element)
      )
        continue;
      const style = getComputedStyle(element);
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
      if (
        clips &&
        element.scrollWidth > element.clientWidth + 1 &&
        element.textContent?.trim() &&
        style.textOverflow !== 'ellipsis'
      )
        cut.push(`${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 40)}"`);
    }
    return cut;
  });

test.describe('words whole', () => {
  for (const language of ['en', 'de', 'ar'] as const)
    test(`no placeholder, label or title is cut without an ellipsis (${language})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        isMobile: true,
        hasTouch: true,
        locale: language,
      });
      const page = await context.newPage();
      const t = (english: string) => say(language, english);
      const { prompt } = await signUpInLanguage(page, language, 'Wordsworth Whole-Name');
      await prompt.fill('Write a TypeScript function');
      await page.getByRole('button', { name: t('Send') }).click();
      await expect(
        page.getByRole('heading', { name: 'A TypeScript function', exact: true }),
      ).toBeVisible();
      for (const width of [360, 390, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        if (width < 900) {
          await page.getByRole('button', { name: t('Search this chat') }).click();
          expect(await cutWords(page), `${width} px, search open`).toEqual([]);
          await page.getByRole('button', { name: t('Close search') }).click();
          await page.getByRole('button', { name: t('Open menu') }).click();
          await transitionsAtRest(page);
        }
        expect(await cutWords(page), `${width} px`).toEqual([]);
        if (width < 900) await page.keyboard.press('Escape');
      }
      await context.close();
    });
});

/** A finger held on `target` for 0.7 s, then lifted. */
const longPress = async (page: Page, target: Locator) => {
  // the middle of what is seen of it
  const point = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    return { x: box.left + box.width / 2, y: (top + bottom) / 2 };
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(700);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
};

test.describe('a long press', () => {
  test('on a message or a chat opens the actions a desktop shows beside them', async ({ page }) => {
    const chat = await withReply(page);
    const messages = page.locator('ol[aria-label="Messages"] > li');
    await longPress(page, messages.last().locator('.markdown'));
    const replyMenu = page.getByRole('menu', { name: 'Actions for the reply' });
    await expect(replyMenu.getByRole('menuitem')).toHaveText(['Copy reply', 'Ask again']);
    await page.keyboard.press('Escape');
    await expect(replyMenu).toBeHidden();
    // the closing menu's invisible backdrop would take the next touch
    await transitionsAtRest(page);
    await expect(page.locator('.MuiBackdrop-invisible')).toHaveCount(0);

    // the prompt, above the long reply
    await page
      .getByRole('region', { name: 'Conversation' })
      .evaluate((list) => list.scrollTo({ top: 0 }));
    await longPress(page, messages.getByText('Write a TypeScript function', { exact: true }));
    const mine = page.getByRole('menu', { name: 'Actions for your message' });
    await expect(mine.getByRole('menuitem')).toHaveText(['Copy', 'Edit', 'Save as a prompt']);
    await mine.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(chat.prompt()).toHaveValue('Write a TypeScript function');

    await page.getByRole('button', { name: 'Open menu' }).tap();
    await transitionsAtRest(page);
    const entry = chat.sidebar().getByRole('button', { name: /^Write a TypeScript function/ });
    await longPress(page, entry);
    const chatMenu = page.getByRole('menu', {
      name: 'Actions for chat Write a TypeScript function',
    });
    await expect(chatMenu.getByRole('menuitem')).toHaveText([
      'Pin',
      'Move to…',
      'Archive',
      'Delete',
    ]);
    await chatMenu.getByRole('menuitem', { name: 'Pin' }).click();
    await expect(chat.sidebar().getByRole('navigation', { name: 'Pinned' })).toContainText(
      'Write a TypeScript function',
    );
    // the press was not a tap: the drawer is still open, on the same chat
    await expect(chat.sidebar()).toBeVisible();
  });
});
