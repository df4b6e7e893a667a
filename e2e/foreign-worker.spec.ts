import type { Page } from '@playwright/test';
import { e2ePorts } from '../scripts/e2e-ports.mjs';
import { ChatPage, LoginPage, newUser } from './pages/app';
import { startSite } from './pages/site';
import { expect, test } from './pages/test';

// One origin first serves the offline build (its mock worker registers), then the real-backend
// build in its place, as a host upgraded from a demo to the real thing would.

// the worker is what these tests are about: the project blocks it elsewhere
test.use({ serviceWorkers: 'allow' });

const workers = (page: Page) =>
  page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map(
      (r) => (r.active ?? r.waiting ?? r.installing)?.scriptURL ?? '',
    ),
  );

test("the real-backend build puts its own worker in place of an offline build's", async ({
  page,
}) => {
  const site = await startSite(e2ePorts.swap, process.env.E2E_DIST ?? 'dist-e2e');
  const ORIGIN = site.origin;
  try {
    await page.goto(ORIGIN);
    await expect(new LoginPage(page).card()).toBeVisible();
    await expect.poll(() => workers(page)).toEqual([`${ORIGIN}/parley-mock-sw.js`]);

    site.serve(process.env.E2E_REAL_DIST ?? 'dist-real-e2e');
    await page.reload();
    await expect(new LoginPage(page).card()).toBeVisible();
    // once the start-up has settled, without holding up its paint
    await expect.poll(() => workers(page), { timeout: 15_000 }).toEqual([]);
    // free of it, the next load registers the build's own worker, and the one after is its
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await expect.poll(() => workers(page), { timeout: 15_000 }).toEqual([`${ORIGIN}/sw.js`]);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(
      `${ORIGIN}/sw.js`,
    );
    // and the real server answers: a new account is made there
    await new LoginPage(page).signUp(newUser('Swapped Sam'));
    await new ChatPage(page).ready();
  } finally {
    site.close();
  }
});
