import { expect, test } from './pages/test';
import { holdScripts, signUpWithCodeReply } from './pages/app';

/** An address no request of the page may ever reach. */
const FORGED = 'http://forged.invalid';

type Picture = { html: string; css: string; styles: string };
const FORGERIES: [string, (picture: Picture) => Picture][] = [
  [
    'a meta refresh',
    (p) => ({
      ...p,
      html: `<meta http-equiv="refresh" content="0;url=${FORGED}/refresh">${p.html}`,
    }),
  ],
  [
    'a CSS rule with url()',
    (p) => ({ ...p, css: `${p.css}body,main{background:url(${FORGED}/css.png)}` }),
  ],
  ['an external image', (p) => ({ ...p, html: `<img src="${FORGED}/image.png">${p.html}` })],
  [
    'an inline handler',
    (p) => ({
      ...p,
      html: `<img src="/favicon.svg" onload="fetch('${FORGED}/handler')">${p.html}`,
    }),
  ],
];

test('a forged start-up picture is never painted, loads nothing, and the app starts', async ({
  page,
  cspViolations,
}) => {
  const { chat, reply } = await signUpWithCodeReply(page, 'Forged Fay');

  const forgedRequests: string[] = [];
  await page.route(`${FORGED}/**`, (route) => {
    forgedRequests.push(route.request().url());
    return route.abort();
  });
  const appUrl = new URL('/', page.url()).href;

  // leaving takes the real picture; with the scripts held, only index.html's own script runs
  await holdScripts(page);
  await page.goto('about:blank');
  await page.goto('/', { waitUntil: 'commit' });
  const picture = page.locator('#start-snapshot');
  await expect(picture.getByText('A TypeScript function', { exact: true })).toBeVisible();
  const real = await page.evaluate(() => localStorage.getItem('startSnapshot'));
  if (!real) throw new Error('no picture was taken');

  for (const [name, forge] of FORGERIES) {
    await page.evaluate(
      (forged) => localStorage.setItem('startSnapshot', forged),
      JSON.stringify(forge(JSON.parse(real) as Picture)),
    );
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('body')).toBeAttached();
    await page.waitForTimeout(500);
    expect([name, await picture.count()]).toEqual([name, 0]);
    expect([name, await page.evaluate(() => localStorage.getItem('startSnapshot'))]).toEqual([
      name,
      null,
    ]);
    expect(page.url()).toBe(appUrl);
  }

  // all four at once, and the app's own scripts this time: it starts as if there were no picture
  await page.unrouteAll();
  await page.route(`${FORGED}/**`, (route) => {
    forgedRequests.push(route.request().url());
    return route.abort();
  });
  const everything = FORGERIES.reduce(
    (forged, [, forge]) => forge(forged),
    JSON.parse(real) as Picture,
  );
  await page.evaluate(
    (forged) => localStorage.setItem('startSnapshot', forged),
    JSON.stringify(everything),
  );
  await page.goto('/');
  await chat.ready();
  await expect(reply).toBeVisible();
  await page.waitForTimeout(500);
  expect(page.url()).toBe(appUrl);
  expect(forgedRequests).toEqual([]);
  // the cleaner reads the forged markup in an inert document, where the browser reports (and
  // refuses) the inline handler; nothing else was refused
  expect(new Set(cspViolations.map((v) => v.split(' ')[0]))).toEqual(new Set(['script-src-attr']));
  cspViolations.length = 0;
});
