import type { Page } from '@playwright/test';
import { expect, test } from './pages/test';
import { holdScripts, signUpNewUser, signUpWithCodeReply } from './pages/app';

// A reply that arrives in a hidden tab, and the messages' text size. The tab is hidden by
// answering the page's visibility questions; the system's notifications are the browser's own
// API, answered here, with the permission the person gives when they turn them on.

const hiddenTabAndNotifications = (page: Page) =>
  page.addInitScript(() => {
    let hidden = false;
    Object.defineProperty(document, 'visibilityState', {
      get: () => (hidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { get: () => hidden });
    const shown: { title: string; body: string; tag: string; onclick: (() => void) | null }[] = [];
    class SystemNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission = () => {
        SystemNotification.permission = 'granted';
        return Promise.resolve('granted' as const);
      };
      onclick: (() => void) | null = null;
      constructor(
        readonly title: string,
        options: NotificationOptions = {},
      ) {
        shown.push(Object.assign(this, { body: options.body ?? '', tag: options.tag ?? '' }));
      }
      close() {}
    }
    Object.assign(window, {
      Notification: SystemNotification,
      shownNotifications: shown,
      tabHidden: (value: boolean) => {
        hidden = value;
        document.dispatchEvent(new Event('visibilitychange'));
      },
    });
  });

const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate(
    (value) => (window as unknown as { tabHidden: (v: boolean) => void }).tabHidden(value),
    hidden,
  );
const notifications = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as { shownNotifications: { title: string; body: string }[] }
    ).shownNotifications.map(({ title, body }) => ({ title, body })),
  );

test('a reply in a hidden tab: its title says so until seen, and one notification opens its chat', async ({
  page,
}) => {
  await hiddenTabAndNotifications(page);
  const { chat } = await signUpNewUser(page, 'Away Ava');

  // off until turned on: no question at start-up
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await page.getByRole('button', { name: 'Language and more' }).click();
  const notify = page.getByRole('switch', { name: 'Notify me when a reply is ready' });
  await expect(notify).not.toBeChecked();
  await notify.click();
  await expect(notify).toBeChecked();
  await page.keyboard.press('Escape');

  // the reply is held until the tab is hidden: a quick server's would otherwise come first (the
  // offline build's service worker answers past this hold, after its own longer wait)
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/message/text', async (route) => {
    await held;
    await route.continue();
  });
  await chat.send('Alpha: what is a monad?');
  await setHidden(page, true);
  // meanwhile, in the hidden tab, another chat is opened: the notice still names the first
  await chat.newChat();
  answer();
  await expect(page).toHaveTitle('(1) Reply ready – Parley');
  expect(await notifications(page)).toEqual([
    { title: 'Your reply is ready', body: 'Alpha: what is a monad?' },
  ]);
  await page.evaluate(() =>
    (
      window as unknown as { shownNotifications: { onclick: () => void }[] }
    ).shownNotifications[0]?.onclick(),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: /^Alpha: what is a monad/ }),
  ).toBeVisible();
  await expect(page).toHaveURL(/[?&]chat=/);

  // seen: the title is the app's again
  await setHidden(page, false);
  await expect(page).toHaveTitle('Parley');

  // turned off: the title still tells, no notification does
  await page.getByRole('button', { name: 'Language and more' }).click();
  await notify.click();
  await expect(notify).not.toBeChecked();
  await page.keyboard.press('Escape');
  await chat.send('Beta: and a functor?');
  await setHidden(page, true);
  await expect(page).toHaveTitle('(1) Reply ready – Parley');
  await page.waitForTimeout(500);
  expect(await notifications(page)).toHaveLength(1);
  await setHidden(page, false);
  await expect(page).toHaveTitle('Parley');
});

const fontSize = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).fontSize);

test('the text size holds across a reload, the start-up picture included', async ({ page }) => {
  const { chat } = await signUpWithCodeReply(page, 'Large Lou');
  // a short question last, so that the person's own message is in view too
  await chat.send('And in one line?');
  await chat.waitForReply();
  await chat.atEnd();
  const messages = '#root ol[aria-label="Messages"]';
  expect(await fontSize(page, `${messages} .markdown`)).toBe('16px');

  await page.getByRole('button', { name: 'Language and more' }).click();
  const sizes = page.getByRole('group', { name: 'Text size of messages' });
  await expect(sizes.getByRole('button', { name: 'Medium' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await sizes.getByRole('button', { name: 'Large' }).click();
  await expect(sizes.getByRole('button', { name: 'Large' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('Escape');
  expect(await fontSize(page, `${messages} .markdown`)).toBe('19px');
  expect(await fontSize(page, `${messages} .markdown pre`)).toBe('16.625px');
  // the person's own message too
  expect(await fontSize(page, `${messages} li[aria-label="You"] [dir="auto"]`)).toBe('19px');
  // the prompt is not a message: its size stays
  expect(await chat.prompt().evaluate((field) => getComputedStyle(field).fontSize)).toBe('16px');

  // the picture, before any script has run
  await holdScripts(page);
  await page.goto('about:blank');
  await page.goto('/', { waitUntil: 'commit' });
  const picture = '#start-picture ol[aria-label="Messages"]';
  await expect(page.locator(`${picture} .markdown`).first()).toBeVisible();
  expect(await fontSize(page, `${picture} .markdown`)).toBe('19px');
  expect(await fontSize(page, `${picture} .markdown pre`)).toBe('16.625px');
  expect(await fontSize(page, `${picture} li[aria-label="You"] [dir="auto"]`)).toBe('19px');

  // and the live app, after a reload
  await page.unrouteAll();
  await page.reload();
  await chat.ready();
  expect(await fontSize(page, `${messages} .markdown`)).toBe('19px');
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the prompt is never below 16 px, whatever the text size', async ({ page }) => {
    const { chat } = await signUpNewUser(page, 'Phone Pat');
    await page.evaluate(() => localStorage.setItem('text-size', 'small'));
    await page.reload();
    await chat.ready();
    expect(await chat.prompt().evaluate((field) => getComputedStyle(field).fontSize)).toBe('16px');
  });
});
