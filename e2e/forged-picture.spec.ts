import type { Page } from '@playwright/test';
import { expect, test } from './pages/test';
import { holdScripts, routeOf, signUpWithCodeReply } from './pages/app';
import { FORGED, FORGED_MARKUP, FORGED_STYLES } from '../src/start-up/forged-pictures';

type Picture = { html: string };

const store = (page: Page, picture: object) =>
  page.evaluate((forged) => localStorage.setItem('startSnapshot', forged), JSON.stringify(picture));

/** Every rule of every style sheet in the page, as the browser reads it. */
const pageRules = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.styleSheets, (sheet) =>
      Array.from(sheet.cssRules, (rule) => rule.cssText).join(''),
    ).join(''),
  );

test('a forged start-up picture is never painted, loads nothing, and the app starts', async ({
  page,
  cspViolations,
}) => {
  // a reload for each of some thirty forgeries: half a minute alone, twice that beside others
  test.setTimeout(120_000);
  const { chat, reply } = await signUpWithCodeReply(page, 'Forged Fay');

  const forgedRequests: string[] = [];
  const watchForged = () =>
    page.route(`${FORGED}/**`, (route) => {
      forgedRequests.push(route.request().url());
      return route.abort();
    });
  await watchForged();
  const appUrl = new URL('/', page.url()).href;

  // leaving takes the real picture; with the scripts held, only index.html's own script runs
  await holdScripts(page);
  await page.goto('about:blank');
  await page.goto('/', { waitUntil: 'commit' });
  const picture = page.locator('#start-picture');
  await expect(picture.getByText('A TypeScript function', { exact: true })).toBeVisible();
  const real = await page.evaluate(() => localStorage.getItem('startSnapshot'));
  if (!real) throw new Error('no picture was taken');
  const taken = JSON.parse(real) as Picture;

  for (const [name, forged] of FORGED_MARKUP) {
    await store(page, { ...taken, html: `${forged}${taken.html}` });
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('body')).toBeAttached();
    await page.waitForTimeout(300);
    expect([name, await picture.count()]).toEqual([name, 0]);
    expect([name, await page.evaluate(() => localStorage.getItem('startSnapshot'))]).toEqual([
      name,
      null,
    ]);
    expect([name, routeOf(page.url())]).toEqual([name, appUrl]);
  }

  // what older pictures kept beside their markup is never read: the picture is the build's
  await store(page, { ...taken, ...FORGED_STYLES });
  await page.reload({ waitUntil: 'commit' });
  await expect(picture.getByText('A TypeScript function', { exact: true })).toBeVisible();
  expect(await pageRules(page)).not.toContain(FORGED);
  // nothing in it can be followed: a tap on its chat entry goes through to the page beneath
  await picture.getByText('Write a TypeScript function').first().click({ force: true });
  await page.waitForTimeout(300);
  expect(routeOf(page.url())).toBe(appUrl);

  // every forgery at once, and the app's own scripts this time: it starts as if there were none
  await page.unrouteAll();
  await watchForged();
  await store(page, {
    ...taken,
    ...FORGED_STYLES,
    html: FORGED_MARKUP.map(([, forged]) => forged).join('') + taken.html,
  });
  await page.goto('/');
  await chat.ready();
  await expect(reply).toBeVisible();
  await page.waitForTimeout(500);
  expect(routeOf(page.url())).toBe(appUrl);
  expect(forgedRequests).toEqual([]);
  // the live app's styles hold no stored rule, and its chat entry no stored background
  expect(await pageRules(page)).not.toContain(FORGED);
  const entry = page.getByRole('button', { name: /^Delete chat/ }).first();
  expect(await entry.evaluate((element) => getComputedStyle(element).backgroundImage)).toBe('none');
  // the cleaner reads forged markup in an inert document, where the browser reports (and
  // refuses) its inline handlers; nothing else was refused
  expect(cspViolations.every((violation) => violation.startsWith('script-src-attr'))).toBe(true);
  cspViolations.length = 0;
});
