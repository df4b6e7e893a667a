import type { Page } from '@playwright/test';
import { expect, test } from './pages/test';
import {
  ChatPage,
  holdScripts,
  LoginPage,
  newUser,
  routeOf,
  signUpNewUser,
  signUpWithCodeReply,
  scriptsHeld,
  slowScripts,
} from './pages/app';
import { noViolations } from './pages/axe';
import { PICTURE_MAX_MS } from '../src/start-up/picture/overlay';

// A start-up as a first visit, or a browser without service workers, meets it: these tests hold
// or slow the page's files, which the build's worker would serve from the device (its own
// tests: installed-app.spec.ts).
test.use({ serviceWorkers: 'block' });

const signUpAndOut = async (page: Page) => {
  const user = newUser('Early Bird');
  await page.goto('/');
  await new LoginPage(page).signUp(user);
  await new ChatPage(page).ready();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'User Login' })).toBeVisible();
  return user;
};

/** Notes whether index.html's inline script painted the picture before the document was parsed. */
const notePictured = (page: Page) =>
  page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () =>
      Object.assign(window, { pictured: document.getElementById('start-picture') !== null }),
    ),
  );
/** What notePictured saw. */
const wasPictured = (page: Page) =>
  page.evaluate(() => (window as unknown as { pictured?: boolean }).pictured);

/** The login card as index.html holds it: main.tsx takes the mark away as it hydrates it. */
const prerenderedCard = (page: Page) => page.locator('#root[data-prerendered]');

const errorsOf = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
};

test('a new visitor sees the login card before any script has run', async ({ page }) => {
  await holdScripts(page);
  await page.goto('/credits', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'User Login' })).toBeVisible();
  await expect(page.getByLabel(/^Email/)).toBeVisible();
  await expect(page.getByLabel(/^Password/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test("a new visitor's card is painted before the page's scripts run, then comes alive", async ({
  page,
}) => {
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      const added = records.flatMap((record) => [...record.addedNodes]);
      if (!added.some((node) => node instanceof HTMLScriptElement && node.src)) return;
      observer.disconnect();
      const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
      Object.assign(window, { scriptsAfterPaint: painted });
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'click here' }).click();
  await expect(page.getByRole('heading', { name: 'User Sign Up' })).toBeVisible();
  // index.html has no script element of its own: the first one is added after the paint
  const order = await page.evaluate(
    () => (window as { scriptsAfterPaint?: boolean }).scriptsAfterPaint,
  );
  expect(order).toBe(true);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the prerendered card comes alive with no hydration error (${theme})`, async ({ page }) => {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    const errors = errorsOf(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'click here' }).click();
    await expect(page.getByRole('heading', { name: 'User Sign Up' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*dark)/);
    expect(errors).toEqual([]);
  });
}

test('what is typed before the app has started is kept and sent', async ({ page }) => {
  const user = await signUpAndOut(page);
  // the visitor types into the prerendered card before it comes alive
  const letScriptsIn = await scriptsHeld(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByLabel(/^Email/).pressSequentially(user.email);
  await page.getByLabel(/^Password/).pressSequentially(user.password);
  await expect(prerenderedCard(page)).toHaveCount(1);
  letScriptsIn();
  await expect(prerenderedCard(page)).toHaveCount(0);
  await expect(page.getByLabel(/^Email/)).toHaveValue(user.email);
  await page.getByRole('button', { name: 'Login' }).click();
  await new ChatPage(page).ready();
  await expect(page.getByText('Early Bird')).toBeVisible();
});

test('a tap on the card before the app has started is done once it starts, not lost', async ({
  page,
}) => {
  await page.goto('/');
  const letScriptsIn = await scriptsHeld(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'click here' }).click();
  await expect(prerenderedCard(page)).toHaveCount(1);
  letScriptsIn();
  await expect(page.getByRole('heading', { name: 'User Sign Up' })).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toBeVisible();
  // one tap, one switch: the app's own handling does not toggle it back
  await expect(prerenderedCard(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'User Sign Up' })).toBeVisible();
  await page.getByRole('button', { name: 'click here' }).click();
  await expect(page.getByRole('heading', { name: 'User Login' })).toBeVisible();
});

test('a card sent before the app has started is sent by the app, never by the browser', async ({
  page,
}) => {
  const user = await signUpAndOut(page);
  const letScriptsIn = await scriptsHeld(page);
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/user/login')) logins.push(request.postData() ?? '');
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByLabel(/^Email/).fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByLabel(/^Password/).press('Enter');
  await expect(prerenderedCard(page)).toHaveCount(1);
  letScriptsIn();
  await expect(prerenderedCard(page)).toHaveCount(0);
  await new ChatPage(page).ready();
  await expect(page.getByText('Early Bird')).toBeVisible();
  // the browser's own submission would have loaded /?email=…&password=…
  expect(page.url()).not.toContain('password');
  expect(routeOf(page.url())).toBe(new URL('/', page.url()).href);
  expect(logins.map((body) => JSON.parse(body) as unknown)).toEqual([
    { name: '', email: user.email, password: user.password },
  ]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`a visitor whose scripts cannot be downloaded is told so, and can reload (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    // the connection drops while the entry downloads: before, a card that did nothing for good
    const entry = /\/assets\/main\.[^/]*\.js$/;
    await page.route(entry, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Parley could not load. Check your connection, then reload.');
    await expect(page.getByRole('heading', { name: 'User Login' })).toBeVisible();
    await noViolations(page, `new visitor, scripts not downloaded, ${theme} theme`);
    await page.unroute(entry);
    await alert.getByRole('button', { name: 'Reload' }).click();
    const user = newUser('Dropped Dora');
    await new LoginPage(page).signUp(user);
    await new ChatPage(page).ready();

    // a returning visitor's page (an empty chat leaves no picture) was blank for good; with
    // nothing cached, its scripts come as one file
    const signedInStart = /\/assets\/(main|session)\.[^/]*\.js$/;
    await page.route(signedInStart, (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(
      page.getByRole('heading', {
        name: 'Parley could not load. Check your connection, then reload.',
      }),
    ).toBeVisible();
    await noViolations(page, `returning visitor, scripts not downloaded, ${theme} theme`);
    await page.unroute(signedInStart);
    await alert.getByRole('button', { name: 'Reload' }).click();
    await new ChatPage(page).ready();

    // the entry runs, but the app's own chunk does not come as the visitor logs in
    await page.getByRole('button', { name: 'Log out' }).click();
    const app = /\/assets\/app\.[^/]*\.js$/;
    await page.route(app, (route) => route.abort('internetdisconnected'));
    await page.reload();
    await new LoginPage(page).logIn(user.email, user.password);
    await expect(page.getByText(/^Network error: Loading chunk/)).toBeVisible();
    await expect(page.getByLabel(/^Email/)).toHaveValue(user.email);
    await noViolations(page, `signing in, app not downloaded, ${theme} theme`);
    await page.unroute(app);
    await page.getByRole('button', { name: 'Login' }).click();
    await new ChatPage(page).ready();
    await expect(page.getByText('Dropped Dora')).toBeVisible();
  });
}

// (markup put into the page cannot run: e2e/trusted-types.spec.ts)
test('a start-up runs every inline script of index.html, and the policy refuses none of them', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/');
  await new LoginPage(page).signUp(newUser('Policy Pat'));
  const chat = new ChatPage(page);
  await chat.ready();
  await chat.send('Write a TypeScript function');
  await expect(chat.chat().locator('pre code span').first()).toBeVisible();
  await chat.atEnd();
  // theme, preload, held actions, failed-start watch, picture: all at work
  await notePictured(page);
  await page.reload();
  await chat.ready();
  expect(await wasPictured(page)).toBe(true);
  expect(cspViolations).toEqual([]);
});

test('a returning visitor never sees the login card, not even for a frame', async ({ page }) => {
  const { chat } = await signUpNewUser(page, 'Returning Rae');

  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { loginCardSeen: seen });
    const look = () => {
      const title = document.getElementById('auth-title');
      if (title?.checkVisibility()) seen.push(`${Math.round(performance.now())} ms`);
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true });
    const everyFrame = () => {
      look();
      if (performance.now() < 10_000) requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
  const startUpCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && /^\/api\/(user\/data|chat\/get)$/.test(pathname))
      startUpCalls.push(pathname);
  });
  await page.reload();
  await chat.ready();
  await expect(page.getByText('Returning Rae')).toBeVisible();
  // each start-up call goes out once (the real-backend build sends them from index.html, and the
  // app takes those answers instead of asking again)
  expect(startUpCalls.sort()).toEqual(['/api/chat/get', '/api/user/data']);
  expect(
    await page.evaluate(() => (window as unknown as { loginCardSeen: string[] }).loginCardSeen),
  ).toEqual([]);
});

test('a returning visitor sees their last chat before any script has run, then the live one', async ({
  page,
}) => {
  const { chat, reply } = await signUpWithCodeReply(page, 'Picture Pia');
  // no script at all next time: the picture of the chat, as it was left (leaving the page is when
  // its picture is taken), nothing in it reachable but the prompt
  await holdScripts(page);
  await page.goto('about:blank');
  await page.goto('/', { waitUntil: 'commit' });
  const picture = page.locator('#start-picture');
  const messages = picture.getByTestId('virtuoso-item-list');
  // the chat's title, and its newest rows (the question above a long reply may already be out of
  // the list's rendered window, in the live list as in its picture)
  await expect(picture.getByRole('heading', { name: 'Write a TypeScript function' })).toBeVisible();
  await expect(messages.getByText('A TypeScript function', { exact: true })).toBeVisible();
  await expect(messages.locator('pre')).toContainText('function');
  await expect(page.getByRole('heading', { name: 'User Login' })).toHaveCount(0);
  await expect(reply).toHaveCount(0);
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Prompt' })).toBeVisible();

  // another window size lays the chat out differently: no picture there
  await page.setViewportSize({ width: 500, height: 700 });
  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator('body')).toBeAttached();
  await expect(picture).toHaveCount(0);
  // leave before the scripts are let through: that page, coming alive, would be left before it is
  // laid out, which forgets the picture
  await page.goto('about:blank');

  // what is typed into the picture's prompt before the app runs goes to the live one, even when
  // the chats come after the picture's longest stay
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.unrouteAll();
  await slowScripts(page);
  await page.route('**/api/chat/get', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, PICTURE_MAX_MS + 2000));
    await route.continue();
  });
  // where each keystroke lands: the picture may give way part way through (its stay is capped)
  await page.addInitScript(() => {
    const typedIn: string[] = [];
    Object.assign(window, { typedIn });
    document.addEventListener(
      'input',
      (event) => {
        const inPicture = (event.target as Element).closest('#start-picture');
        typedIn.push(inPicture ? 'picture' : 'live');
      },
      true,
    );
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(picture).toBeVisible();
  await page.getByRole('textbox', { name: 'Prompt' }).click();
  await page.keyboard.type('And in Python?');
  const typedIn = await page.evaluate(() => (window as unknown as { typedIn: string[] }).typedIn);
  expect(typedIn[0]).toBe('picture');
  await chat.ready();
  await expect(reply).toBeVisible();
  await expect(chat.prompt()).toHaveValue('And in Python?');
  await expect(chat.prompt()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(chat.chat().getByText('And in Python?')).toBeVisible();
});

test('a picture is painted only in the language it was taken in', async ({ page }) => {
  const { chat, reply } = await signUpWithCodeReply(page, 'Lingo Lou');
  // German is chosen in this browser (as the switcher keeps it); the picture taken on leaving is
  // of the English page
  await page.evaluate(() => localStorage.setItem('language', 'de'));
  await holdScripts(page);
  await page.goto('about:blank');
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('body')).toBeAttached();
  await expect(page.locator('#start-picture')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'User Login' })).toHaveCount(0);

  // the app starts in German, and the picture it leaves is German: that one is painted
  await page.unrouteAll();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Neuer Chat' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Senden' })).toBeEnabled();
  // the chat as a start-up opens it, its reply rendered, before it is left and pictured
  await expect(reply).toBeVisible();
  await chat.atEnd();
  await holdScripts(page);
  await page.goto('about:blank');
  await page.goto('/', { waitUntil: 'commit' });
  const picture = page.locator('#start-picture');
  await expect(picture.getByRole('textbox', { name: 'Eingabe' })).toBeVisible();
  await expect(picture.getByText('Neuer Chat')).toBeVisible();

  // right to left: the Arabic app's picture, mirrored, then the live app taking its styles over
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.unrouteAll();
  await page.reload();
  await expect(page.getByRole('button', { name: 'محادثة جديدة' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'المحادثة' }).getByRole('heading', {
      name: 'A TypeScript function',
      exact: true,
    }),
  ).toBeVisible();
  await chat.atEnd();
  await holdScripts(page);
  await page.goto('about:blank');
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // the picture's sidebar, on the right
  const sidebar = picture.locator('aside[aria-label="الشريط الجانبي"]');
  await expect(sidebar).toBeVisible();
  expect((await sidebar.boundingBox())?.x).toBeGreaterThan(640);
  await page.unrouteAll();
  await page.reload();
  await expect(page.getByRole('button', { name: 'إرسال' })).toBeEnabled();
  await expect(picture).toHaveCount(0);
  const live = page.getByRole('complementary', { name: 'الشريط الجانبي' });
  expect((await live.boundingBox())?.x).toBeGreaterThan(640);
});

test("the live chat that takes over its picture's styles looks as one started without a picture", async ({
  page,
}) => {
  const { chat } = await signUpNewUser(page, 'Styled Stan');
  await chat.send('Write a TypeScript function');
  await expect(chat.chat().locator('pre .token').first()).toBeVisible();
  await chat.atEnd();
  // every element of the live page, with every property of its computed style
  const looks = async () => {
    await chat.ready();
    await expect(chat.chat().locator('pre .token').first()).toBeVisible();
    return page.locator('#root').evaluate((root) =>
      Array.from(root.querySelectorAll('*'), (element) => {
        const style = getComputedStyle(element);
        const properties = Array.from(style, (name) => `${name}: ${style.getPropertyValue(name)}`);
        return `${element.tagName}.${element.className} { ${properties.join('; ')} }`;
      }),
    );
  };

  // leaving pictures the chat; the next start-up shows the picture and the live page keeps its
  // class styles instead of writing them again
  await page.goto('about:blank');
  await page.goto('/');
  await expect(page.locator('#picture-styles')).toHaveCount(1);
  const lent = await looks();

  // the same chat, started without a picture: every style written by the live page itself
  await page.addInitScript(() => localStorage.removeItem('startSnapshot'));
  await page.goto('about:blank');
  await page.goto('/');
  await expect(page.locator('#picture-styles')).toHaveCount(0);
  const written = await looks();
  expect(lent.length).toBeGreaterThan(100);
  expect(lent).toEqual(written);
});

for (const { pinned, ...size } of [
  { width: 1280, height: 720, pinned: false },
  { width: 390, height: 844, pinned: false },
  // the pins come from the browser's database, after the chats may have
  { width: 1280, height: 720, pinned: true },
]) {
  test(`the picture of the chat is painted and replaced without a visible layout shift (${size.width} px${pinned ? ', a chat pinned' : ''})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const { chat } = await signUpWithCodeReply(page, 'Steady Sam');
    if (pinned) {
      await page.getByRole('button', { name: /^Pin chat/ }).click();
      await expect(page.getByRole('navigation', { name: 'Pinned' })).toBeVisible();
      await chat.atEnd();
    }
    await notePictured(page);
    await page.addInitScript(() => {
      // what a person can see shift: inside the picture, or anywhere once it has gone (the live
      // screen laying out beneath the picture is hidden by it)
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        type Shift = PerformanceEntry & { value: number; sources: { node?: Node | null }[] };
        const picture = document.getElementById('start-picture');
        for (const entry of list.getEntries() as Shift[])
          if (!picture || entry.sources.some(({ node }) => node && picture.contains(node)))
            shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('about:blank');
    await page.goto('/');
    await chat.ready();
    // the picture was shown, then gave way to the live chat
    expect(await wasPictured(page)).toBe(true);
    await page.waitForTimeout(1000);
    if (pinned) await expect(page.getByRole('navigation', { name: 'Pinned' })).toBeVisible();
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
    );
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });
}

test("a returning visitor's scripts are asked for after the picture's first frame, the chunks while the entry still downloads", async ({
  page,
}) => {
  // a chat with a reply: the visit leaves a picture of it
  const { chat } = await signUpWithCodeReply(page, 'Patient Pat');
  await notePictured(page);
  await page.addInitScript(() => {
    // runs before the page's own scripts: this frame callback is the first frame's first
    requestAnimationFrame(() => Object.assign(window, { firstFrameAt: performance.now() }));
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLLinkElement && node.rel === 'preload')
            Object.assign(window, { preloadedAt: performance.now() });
    }).observe(document, { subtree: true, childList: true });
  });
  // the entry arrives 1.5 s late, as on a slow line: the preload is worth something only if it
  // is asked for before the entry is in hand
  await slowScripts(page);
  await page.reload();
  await chat.ready();
  const { preloadedAt, firstFrameAt, entryArrivedAt } = await page.evaluate(() => {
    const times = window as unknown as { preloadedAt?: number; firstFrameAt?: number };
    // index.html's own scripts; the first of them to arrive starts the app
    const entry = [...document.querySelectorAll<HTMLScriptElement>('script[defer][src]')];
    const arrivals = entry.flatMap((script) =>
      performance
        .getEntriesByName(script.src)
        .map((timing) => (timing as PerformanceResourceTiming).responseEnd),
    );
    const entryArrivedAt = arrivals.length > 0 ? Math.min(...arrivals) : undefined;
    return { ...times, entryArrivedAt };
  });
  expect(await wasPictured(page)).toBe(true);
  expect(firstFrameAt).toBeDefined();
  expect(entryArrivedAt).toBeDefined();
  // after the first frame (the chunks wait for the picture's paint to be reported), or at least
  // 100 ms in where a loaded machine's first frame is late
  expect(preloadedAt).toBeGreaterThan(Math.min(firstFrameAt ?? Infinity, 100));
  expect(preloadedAt).toBeLessThan(entryArrivedAt ?? 0);
  // nor is any script asked for before the picture is on screen
  const { paintedAt, askedAt } = await page.evaluate(() => ({
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    askedAt: performance
      .getEntriesByType('resource')
      .filter((entry) => /^\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
  }));
  expect(askedAt.length).toBeGreaterThan(0);
  expect(Math.min(...askedAt)).toBeGreaterThan(paintedAt ?? Infinity);
});
