import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import type { Language } from '../../src/features/language/languages';
import { say } from './catalogues';

let counter = 0;

/**
 * Waits until the offline backend (the service worker, started by the app's script) answers:
 * the login card is prerendered, so it shows before that.
 */
export const offlineBackendReady = (page: Page) =>
  expect
    .poll(
      () =>
        page.evaluate(
          async () => (await fetch('/api/user/published-images')).headers.get('content-type') ?? '',
        ),
      { timeout: 15_000 },
    )
    .toContain('json');

/**
 * Opens the offline build with its backend's knobs in the address (`mock-reply-delay=0`, …). The
 * backend keeps them for the tab when it starts: a test that navigates away sooner runs without.
 */
export const openWithKnobs = async (page: Page, knobs: string) => {
  await page.goto(`/?${knobs}`);
  await offlineBackendReady(page);
};

/**
 * The offline build's service worker (MSW) fetches a page's scripts itself while any tab of it is
 * active, and what it fetches is out of Playwright's routing's sight (microsoft/playwright#1090):
 * a held script would arrive all the same, at random. Call on a page of the app, before leaving it:
 * the next load of the app is then served by the network, where the route applies.
 */
const routeScripts = async (page: Page, url: RegExp, handler: (route: Route) => unknown) => {
  if (page.url().startsWith('http')) {
    // it registers once the backend's own chunk has loaded, which can be after this page's load
    if (test.info().project.name === 'offline') await offlineBackendReady(page);
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister();
    });
  }
  await page.route(url, handler);
};

/**
 * The page's scripts are held, never answered: the page as a visitor sees it before any script has
 * run (a script that fails instead brings up index.html's "could not load" message). Navigate with
 * { waitUntil: 'commit' }: such a page never finishes loading.
 */
export const holdScripts = (page: Page) => routeScripts(page, /\.js(\?.*)?$/, () => undefined);

/** The app's own scripts, which the tests below hold or slow. */
const APP_SCRIPTS = /\/assets\/.*\.js$/;

/**
 * The app's scripts wait until the returned function lets them through: whatever the test does to
 * the page meanwhile, however slowly, is done before it comes alive.
 */
export const scriptsHeld = async (page: Page) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await routeScripts(page, APP_SCRIPTS, async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

/** The app's scripts arrive 1.5 s late: time to use the page before it comes alive. */
export const slowScripts = (page: Page) =>
  routeScripts(page, APP_SCRIPTS, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });

/**
 * Waits until an image has arrived and decoded, at the size the mock backend draws (512 px): a
 * visible <img> has its box (width and height attributes) long before its picture is there.
 */
export const expectImageLoaded = (image: Locator) =>
  expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBe(512);

/** A new visitor's credentials, unique per test. */
export const newUser = (name = 'E2E User') => {
  counter += 1;
  return {
    name,
    email: `e2e-${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`,
    password: 'correct-horse-battery',
  };
};

export class LoginPage {
  constructor(readonly page: Page) {}

  card = () => this.page.getByRole('heading', { name: /^User (Login|Sign Up)$/ });

  async signUp(user: { name: string; email: string; password: string }) {
    const { page } = this;
    await expect(page.getByRole('heading', { name: 'User Login' })).toBeVisible();
    await page.getByRole('button', { name: 'click here' }).click();
    await expect(page.getByRole('heading', { name: 'User Sign Up' })).toBeVisible();
    await page.getByLabel(/^Name/).fill(user.name);
    await page.getByLabel(/^Email/).fill(user.email);
    await page.getByLabel(/^Password/).fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
  }

  async logIn(email: string, password: string) {
    const { page } = this;
    await expect(page.getByRole('heading', { name: 'User Login' })).toBeVisible();
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
  }
}

export class ChatPage {
  constructor(readonly page: Page) {}

  sidebar = () => this.page.getByRole('complementary', { name: 'Sidebar' });
  recentChats = () => this.page.getByRole('navigation', { name: 'Recent Chats' });
  chat = () => this.page.getByRole('region', { name: 'Chat' });
  prompt = () => this.page.getByRole('textbox', { name: 'Prompt' });
  credits = () => this.page.getByText(/^Credits : \d+$/);

  /**
   * signed in, with a chat selected (the sidebar may be inside a closed drawer on phones), and the
   * live app in charge: the start-up's picture of the last screen, which holds the same texts,
   * has given way to it
   */
  async ready() {
    await expect(this.page.locator('#start-picture')).toHaveCount(0);
    await expect(this.prompt()).toBeVisible();
    await expect(this.page.getByRole('button', { name: 'Send' })).toBeEnabled();
  }

  /**
   * Waits until the conversation has come to rest at its end, as a start-up opens it: only then
   * is the chat pictured when the page is left.
   */
  async atEnd() {
    await expect
      .poll(() =>
        this.page.evaluate(() => {
          const list = document.querySelector('#root [data-virtuoso-scroller]');
          return list ? list.scrollHeight - list.scrollTop - list.clientHeight : Infinity;
        }),
      )
      .toBeLessThanOrEqual(4);
  }

  /**
   * New Chat, then waits until the new, empty chat is open, listed and shown (typing goes there).
   * Known by its address: a count of the list would race the list's own refresh.
   */
  async newChat() {
    const before = openChatId(this.page);
    await this.page.getByRole('button', { name: 'New Chat', exact: true }).click();
    await expect.poll(() => openChatId(this.page)).not.toBe(before);
    await expect(this.recentChats().locator('[aria-current="true"]')).toHaveCount(1);
    await expect(this.page.getByText('Ask me anything.')).toBeVisible();
  }

  async send(text: string, options: { mode?: 'Text' | 'Image'; publish?: boolean } = {}) {
    const { page } = this;
    await page
      .getByRole('combobox', { name: 'Mode' })
      .selectOption({ label: options.mode ?? 'Text' });
    if (options.publish)
      await page.getByRole('checkbox', { name: 'Publish Generated Image to Community' }).check();
    await this.prompt().fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
  }

  /**
   * Every message of the open chat as a reader sees them, top to bottom: the list is
   * virtualized, so it is read by paging through it from the start (as a keyboard user would).
   */
  async conversation() {
    const { page } = this;
    const rows = new Map<number, { author: string; text: string }>();
    const conversation = page.getByRole('region', { name: 'Conversation' });
    // again until the first message shows: a chat just opened may still be replacing the last
    await expect(async () => {
      await conversation.focus();
      await page.keyboard.press('Home');
      await expect(
        page.locator('ol[aria-label="Messages"] > li[aria-posinset="1"]'),
      ).toBeInViewport({ timeout: 1000 });
    }).toPass();
    for (let turn = 0; turn < 500; turn += 1) {
      await page.waitForTimeout(50);
      const shown = await page.locator('ol[aria-label="Messages"] > li').evaluateAll((items) =>
        items.map((li) => ({
          place: Number(li.getAttribute('aria-posinset')),
          size: Number(li.getAttribute('aria-setsize')),
          author: li.getAttribute('aria-label') ?? '',
          // the message alone: not its time, its buttons or its avatar's letter
          text: (() => {
            const message = li.cloneNode(true) as HTMLElement;
            message
              .querySelectorAll('time, button, [aria-hidden="true"]')
              .forEach((e) => e.remove());
            return message.textContent ?? '';
          })(),
        })),
      );
      for (const row of shown) rows.set(row.place, { author: row.author, text: row.text });
      const size = shown[0]?.size ?? 0;
      if (rows.size >= size) break;
      await page.keyboard.press('PageDown');
    }
    return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
  }

  /** the user's messages of the open chat, in order */
  async userMessages() {
    return (await this.conversation()).filter((r) => r.author === 'You').map((r) => r.text);
  }

  async waitForReply() {
    await expect(this.page.getByRole('status', { name: 'Waiting for the reply' })).toBeHidden({
      timeout: 15_000,
    });
  }
}

/** The page's address without the open chat's (`?chat=`): the route and anything else in it. */
export const routeOf = (url: string) => {
  const address = new URL(url);
  address.searchParams.delete('chat');
  return address.href;
};

/**
 * Offline build only: a new account (named `name`) seeded by the offline backend's seeding call
 * (`seed`, a /api/mock/seed body), signed in as a returning visitor and loaded at `/${query}`.
 */
export const signUpSeeded = async (page: Page, name: string, seed: object, query = '') => {
  await page.goto(`/${query}`);
  await offlineBackendReady(page);
  await page.evaluate(
    async ({ name, seed }) => {
      const post = async (path: string, body: unknown, token?: string) => {
        const answer = await fetch(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(token && { Authorization: token }) },
          body: JSON.stringify(body),
        });
        if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
        return (await answer.json()) as { token: string };
      };
      const { token } = await post('/api/user/register', {
        name,
        email: `seeded-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
        password: 'seeded-password',
      });
      await post('/api/mock/seed', seed, token);
      localStorage.setItem('token', token);
    },
    { name, seed },
  );
  await page.reload();
  return new ChatPage(page);
};

/** The chat open in the page, by its address (`/?chat=<id>`); null for none. */
export const openChatId = (page: Page) => new URL(page.url()).searchParams.get('chat');

/**
 * After sign-up the composer shows before the first chat is made and opened, which replaces it:
 * counts of chats, and anything done in the composer, start from that chat.
 */
const firstChatOpened = (page: Page) => expect.poll(() => openChatId(page)).toBeTruthy();

/** Signs a brand-new user up and waits for the chat screen. */
export const signUpNewUser = async (page: Page, name?: string) => {
  const user = newUser(name);
  await page.goto('/');
  await new LoginPage(page).signUp(user);
  const chat = new ChatPage(page);
  await chat.ready();
  await firstChatOpened(page);
  return { user, chat };
};

/**
 * Signs a new user up and asks for code: the chat a returning visitor's picture shows. Returns
 * the reply's heading, visible.
 */
export const signUpWithCodeReply = async (page: Page, name?: string) => {
  const { chat } = await signUpNewUser(page, name);
  await chat.send('Write a TypeScript function');
  const reply = chat.chat().getByRole('heading', { name: 'A TypeScript function', exact: true });
  await expect(reply).toBeVisible();
  await chat.atEnd();
  return { chat, reply };
};

/** As another tab would: spends every credit behind this tab's back, so the server refuses next. */
export const spendAllCredits = (page: Page) =>
  page.evaluate(async () => {
    const token = localStorage.getItem('token') ?? '';
    const headers = { Authorization: token, 'Content-Type': 'application/json' };
    const { chats } = (await (await fetch('/api/chat/get', { headers })).json()) as {
      chats: { _id: string }[];
    };
    for (let i = 0; i < 20; i += 1) {
      await fetch('/api/message/text', {
        method: 'POST',
        headers,
        body: JSON.stringify({ chatId: chats[0]?._id, prompt: `spent ${i}`, isPublished: false }),
      });
    }
  });

/** Signs a new user up through the card in `language` (the page's language, from the browser's locale). */
export const signUpInLanguage = async (page: Page, language: Language, name: string) => {
  const t = (english: string) => say(language, english);
  if (page.url() === 'about:blank') await page.goto('/');
  const user = newUser(name);
  await page.getByRole('button', { name: t('click here') }).click();
  const field = (label: string) => page.getByRole('textbox', { name: t(label), exact: true });
  await field('Name').fill(user.name);
  await field('Email').fill(user.email);
  await field('Password').fill(user.password);
  await page.getByRole('button', { name: t('Create Account') }).click();
  const prompt = page.getByRole('textbox', { name: t('Prompt') });
  await expect(prompt).toBeVisible();
  await firstChatOpened(page);
  return { user, prompt };
};
