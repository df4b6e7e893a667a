import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { e2ePorts } from '../scripts/e2e-ports.mjs';
import { pageScripts } from '../scripts/first-load.mjs';
import { storeToken } from '../scripts/returning-visitor.mjs';
import { ChatPage, LoginPage, newUser } from './pages/app';
import { noViolations } from './pages/axe';
import { startSite } from './pages/site';
import { WORKER_URL } from '../src/app/installed-app/app-files';
import { expect, test } from './pages/test';

// The real-backend build as an installed web app: its own worker keeps the app's files, opens
// without the network, and brings a new release only when a person asks, into every tab.

// the worker is what these tests are about: the project blocks it elsewhere
test.use({ serviceWorkers: 'allow' });

const BUILD = process.env.E2E_REAL_DIST ?? 'dist-real-e2e';
const NEXT_BUILD = process.env.E2E_REAL_NEXT_DIST ?? 'dist-real-next-e2e';
const OFFLINE = 'You are offline. Messages will not send until the connection is back.';
const UPDATE_READY = 'A new version of Parley is ready';

/** Waits until this origin's worker is active: the app's files are all kept by then. */
const workerActive = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);

test('Chromium finds Parley installable', async () => {
  const site = await startSite(e2ePorts.installable, BUILD);
  // a profile of its own: Chromium installs nothing from an incognito one
  const profile = mkdtempSync(join(tmpdir(), 'parley-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  try {
    const page = await context.newPage();
    await page.goto(site.origin);
    await expect(new LoginPage(page).card()).toBeVisible();
    expect(await workerActive(page)).toBe(`${site.origin}/sw.js`);
    const cdp = await context.newCDPSession(page);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(url).toBe(`${site.origin}/manifest.webmanifest`);
    expect(errors).toEqual([]);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    site.close();
  }
});

/** index.html's scripts and the app chunk, or the one file they make. */
const START_SCRIPT = /^\/assets\/(main|app|session)\./;

/** The start's scripts the page fetched, from the network or the worker. */
const startScripts = async (page: Page) =>
  (
    await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    )
  ).filter((path) => START_SCRIPT.test(path));

test('a return visit downloads none of its files, and without the network it still opens', async ({
  page,
  context,
  browser,
}) => {
  const site = await startSite(e2ePorts.installed, BUILD);
  try {
    await page.goto(site.origin);
    await new LoginPage(page).signUp(newUser('Installed Ida'));
    let chat = new ChatPage(page);
    await chat.ready();
    await chat.send('Hello from home');
    await chat.waitForReply();
    expect(await workerActive(page)).toBe(`${site.origin}/sw.js`);

    // the same account on a new device, with nothing cached and no worker yet: the entry and the
    // app chunk come as one file, and neither is asked for on its own
    const device = await browser.newContext();
    try {
      const other = await device.newPage();
      const token = await page.evaluate(() => localStorage.getItem('token'));
      await storeToken(other, site.origin, token ?? '');
      const downloaded = site.watchRequests();
      await other.goto(`${site.origin}/`);
      await new ChatPage(other).ready();
      await expect(other.getByRole('heading', { level: 1, name: 'Hello from home' })).toBeVisible();
      const oneFile = expect.stringMatching(/^\/assets\/session\.[0-9a-f]{8}\.js$/);
      expect(await startScripts(other)).toEqual([oneFile]);
      expect(downloaded().filter((path) => START_SCRIPT.test(path))).toEqual([oneFile]);
    } finally {
      await device.close();
    }

    // the manifest: what a home screen shows, from icons the build drew
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href;
      return href ? ((await (await fetch(href)).json()) as Record<string, unknown>) : null;
    });
    expect(manifest).toMatchObject({
      name: 'Parley',
      short_name: 'Parley',
      start_url: '/',
      display: 'standalone',
      theme_color: '#6d28d9',
      background_color: '#f7f6fb',
    });
    const icons = (manifest?.icons ?? []) as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((i) => `${i.purpose} ${i.sizes}`).sort()).toEqual([
      'any 192x192',
      'any 512x512',
      'maskable 192x192',
      'maskable 512x512',
    ]);
    for (const icon of icons) {
      const size = await page.evaluate(async (src) => {
        const bitmap = await createImageBitmap(await (await fetch(src)).blob());
        return `${bitmap.width}x${bitmap.height}`;
      }, icon.src);
      expect(size).toBe(icon.sizes);
    }

    // a returning visit: every app file from the worker, none from the network
    const requested = site.watchRequests();
    await page.reload();
    await chat.ready();
    await page.getByRole('button', { name: 'Language and more' }).click();
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await page.keyboard.press('Escape');
    // (the browser asks for sw.js itself on each load, past every cache, to look for a release)
    expect(requested().filter((path) => path !== WORKER_URL)).toEqual([]);
    // from the worker's copies, two files: the entry runs while the app chunk is read
    expect(await startScripts(page)).toEqual([
      expect.stringMatching(/^\/assets\/main\./),
      expect.stringMatching(/^\/assets\/app\./),
    ]);

    // the app closed, and opened again without the network: the picture of the last screen and
    // the app, which says so, never the browser's error page
    await chat.atEnd();
    await page.goto('about:blank');
    await page.close();
    await context.setOffline(true);
    // (a new page: Chromium's emulated offline reaches navigator.onLine from its start)
    const reopened = await context.newPage();
    const opened = await reopened.goto(`${site.origin}/`);
    expect(opened?.status()).toBe(200);
    expect(opened?.fromServiceWorker()).toBe(true);
    await expect(reopened.locator('#start-picture')).toBeVisible();
    await expect(reopened.getByRole('heading', { name: OFFLINE })).toBeVisible();

    // back online, the chat comes by itself
    await context.setOffline(false);
    page = reopened;
    chat = new ChatPage(page);
    await chat.ready();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello from home' })).toBeVisible();

    // the network goes: the banner says so, nothing is sent, the prompt stays
    await context.setOffline(true);
    await expect(page.getByText(OFFLINE)).toBeVisible();
    const send = page.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription(OFFLINE);
    await chat.prompt().fill('Sent once the network is back');
    await chat.prompt().press('Enter');
    await expect(chat.prompt()).toHaveValue('Sent once the network is back');
    await noViolations(page, 'offline banner');

    // back online: the banner goes and the chat list is asked for again
    const listAskedFor = page.waitForRequest(
      (request) => request.method() === 'GET' && request.url().endsWith('/api/chat/get'),
    );
    await context.setOffline(false);
    await listAskedFor;
    await expect(page.getByText(OFFLINE)).toBeHidden();
    await expect(send).toBeEnabled();
    await expect(chat.prompt()).toHaveValue('Sent once the network is back');
  } finally {
    site.close();
  }
});

test('a new release is offered in every tab, and Reload brings it to all of them', async ({
  context,
  page,
}) => {
  const site = await startSite(e2ePorts.update, BUILD);
  try {
    await page.goto(site.origin);
    await new LoginPage(page).signUp(newUser('Updated Una'));
    const chat = new ChatPage(page);
    await chat.ready();
    expect(await workerActive(page)).toBe(`${site.origin}/sw.js`);
    const other = await context.newPage();
    await other.goto(site.origin);
    const otherChat = new ChatPage(other);
    await otherChat.ready();
    await chat.prompt().fill('A draft that outlives the update');
    // marks that go with a reload
    for (const tab of [page, other])
      await tab.evaluate(() => Object.assign(window, { parleyNotReloaded: true }));

    site.serve(NEXT_BUILD);
    // a tab learns of a release when it is shown again (and each hour)
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    for (const tab of [page, other])
      await expect(tab.getByRole('status').filter({ hasText: UPDATE_READY })).toBeVisible({
        timeout: 20_000,
      });
    await noViolations(page, 'update offered, light theme');
    await page.getByLabel('Dark Mode').click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    // measured once its colours have come to rest
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await noViolations(page, 'update offered, dark theme');

    // offered, never forced: nobody asked yet
    await page.waitForTimeout(1000);
    for (const tab of [page, other])
      expect(await tab.evaluate(() => 'parleyNotReloaded' in window)).toBe(true);

    await page.getByRole('button', { name: 'Reload' }).click();
    const next = pageScripts(NEXT_BUILD);
    expect(next).not.toEqual(pageScripts(BUILD));
    for (const tab of [page, other]) {
      // a tab caught in the middle of its reload has no page to ask yet: asked again
      await expect
        .poll(() => tab.evaluate(() => 'parleyNotReloaded' in window).catch(() => true))
        .toBe(false);
      await new ChatPage(tab).ready();
      // the new release's files, and none of the old one's
      const scripts = await tab.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
          .map((url) => url.pathname),
      );
      for (const script of next) expect(scripts).toContain(script);
      const oldOnly = pageScripts(BUILD).filter((script) => !next.includes(script));
      expect(scripts.filter((script) => oldOnly.includes(script))).toEqual([]);
      await expect(tab.getByText(UPDATE_READY)).toBeHidden();
      await expect(new ChatPage(tab).prompt()).toHaveValue('A draft that outlives the update');
    }
    await page.getByRole('button', { name: 'Language and more' }).click();
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText(
      'Parley e2e-next',
    );
  } finally {
    site.close();
  }
});
