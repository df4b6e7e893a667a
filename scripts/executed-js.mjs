// How much JavaScript each visitor's start-up runs, from Chromium's coverage: the bytes of the
// functions run before the first paint and by the time the page has settled, on the real-backend
// build against `npm run api`. Bytes, not times: the same build gives the same figures on any
// machine, so .ci/run holds them to a budget (scripts/executed-js-budget.json) and fails past it,
// or when a new visitor's start-up runs a chunk the budget does not name beyond the first load's.
// Budgets are bytes: login and returning paint on index.html's inline scripts alone (atPaint);
// a token without a picture paints once the app has rendered, so its atPaint holds the app's
// start and varies by a few KiB with what else came before that paint. settled: everything run
// once the work the app puts off has run too.
// Usage: node scripts/executed-js.mjs [dist-real]   (EXECUTED_JS_PORT, default 4500)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { pageScripts } from './first-load.mjs';
import { e2eApiBaseUrl as apiBase } from './e2e-ports.mjs';
import {
  MOBILE_SCREEN,
  readTheChat,
  seedReturningVisitor,
  storeToken,
} from './returning-visitor.mjs';
import { assertNothingAt, waitFor } from './wait-for.mjs';
import { functionBytes } from './function-bytes.mjs';

const dir = process.argv[2] ?? 'dist-real';
const APP_PORT = Number(process.env.EXECUTED_JS_PORT ?? 4500);
const app = `http://127.0.0.1:${APP_PORT}`;
const budget = JSON.parse(readFileSync('scripts/executed-js-budget.json', 'utf8'));

await assertNothingAt(`${app}/`);
await assertNothingAt(`${apiBase}/`);
if (!readFileSync(`${dir}/_headers`, 'utf8').includes(apiBase))
  throw new Error(`${dir}/ was not built with API_BASE_URL=${apiBase} (the e2e builds' API)`);
/** The chunks a new visitor's first load holds: index.html's own scripts. */
const firstLoad = new Set(pageScripts(dir));

const children = [
  spawn('node', ['scripts/preview.mjs', dir], {
    env: { ...process.env, PORT: String(APP_PORT) },
    stdio: 'ignore',
  }),
  spawn('node', ['-r', 'esbuild-register', 'mocks/http-server.ts'], {
    env: {
      ...process.env,
      API_PORT: new URL(apiBase).port,
      MOCK_REPLY_DELAY: '0',
      MOCK_STRICT: '1',
    },
    stdio: 'ignore',
  }),
];
process.on('exit', () => children.forEach((child) => child.kill()));
await waitFor(`${app}/`);
await waitFor(`${apiBase}/api/user/published-images`);

/** Each built script's byte counter (function-bytes.mjs), by its address, parsed once. */
const counters = new Map();
const counterOf = (name) => {
  if (!counters.has(name)) counters.set(name, functionBytes(readFileSync(`${dir}${name}`, 'utf8')));
  return counters.get(name);
};

/**
 * Which bytes of each script ran, from takes of precise coverage (each take counts from the one
 * before): the own bytes of the functions that ran, counted from the built file's source, since
 * which nested functions V8 reports as not run depends on what it had compiled by then.
 * index.html's inline scripts have no file: inside functions that ran, less nested functions
 * reported as not run.
 */
const ranBytes = (takes) => {
  const ranges = new Map();
  for (const coverage of takes)
    for (const script of coverage) {
      if (!script.url.startsWith(app)) continue;
      const name = new URL(script.url).pathname;
      const kept = ranges.get(name) ?? [];
      ranges.set(name, kept);
      if (name.startsWith('/assets/')) {
        kept.push(...script.functions.map((f) => f.ranges[0]).filter((r) => r.count > 0));
        continue;
      }
      const end = Math.max(0, ...script.functions.flatMap((f) => f.ranges.map((r) => r.endOffset)));
      const ran = new Uint8Array(end);
      // outer ranges come before the ranges nested in them
      for (const fn of script.functions)
        for (const range of fn.ranges)
          ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
      kept.push(ran);
    }
  return new Map(
    [...ranges].map(([name, kept]) => {
      if (name.startsWith('/assets/')) return [name, counterOf(name)(kept)];
      // inline scripts: the largest take's bytes, with what the others ran
      const size = Math.max(0, ...kept.map((ran) => ran.length));
      const ran = new Uint8Array(size);
      for (const take of kept) for (let i = 0; i < take.length; i += 1) ran[i] |= take[i];
      return [name, ran.reduce((sum, flag) => sum + flag, 0)];
    }),
  );
};
const browser = await puppeteer.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
  headless: true,
});

/**
 * The coverage of one start-up: at its first contentful paint, and once settled. The page's
 * scripts are held until it paints (its inline scripts alone paint the card or the picture), or
 * for 3 s where it cannot paint without them (a token and no picture).
 */
const measure = async (visitor) => {
  const context = await browser.createBrowserContext();
  const before = await context.newPage();
  await before.setViewport(MOBILE_SCREEN);
  if (visitor !== 'login') await storeToken(before, app, await seedReturningVisitor(apiBase, 6));
  if (visitor === 'returning') await readTheChat(before, app, 2000);
  // a page of its own: nothing of the visit before runs in the one measured
  await before.close({ runBeforeUnload: true });
  const page = await context.newPage();
  await page.setViewport(MOBILE_SCREEN);
  // the worker's answers would pass the hold below
  await page.setBypassServiceWorker(true);
  const cdp = await page.createCDPSession();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: false, detailed: false });
  // the page stops in the debugger at its first contentful paint: what ran until then is taken
  // there, however long the report of the paint would take to get here
  await cdp.send('Debugger.enable');
  let paint;
  const painted = new Promise((resolve) => {
    paint = resolve;
  });
  cdp.once('Debugger.paused', async () => {
    paint((await cdp.send('Profiler.takePreciseCoverage')).result);
    await cdp.send('Debugger.resume');
  });
  await page.evaluateOnNewDocument(() => {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      // eslint-disable-next-line no-debugger
      debugger;
    }).observe({ type: 'paint', buffered: true });
  });
  const held = [];
  let holding = true;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (holding && /\/assets\/[^/]+\.js$/.test(request.url())) held.push(request);
    else void request.continue();
  });
  const loaded = page.goto(`${app}/`, { waitUntil: 'networkidle0' });
  const paintedFirst = await Promise.race([
    painted.then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), 3000)),
  ]);
  holding = false;
  held.forEach((request) => void request.continue());
  const takes = [await painted];
  // the live app, then the work it puts off until it has settled (timers of a second, then the
  // idle callbacks they ask for, then what those load), every time: a fixed wait made the figure
  // depend on whether that work had come yet
  await loaded;
  if (visitor !== 'login') await page.locator('textarea').wait();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)));
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.waitForNetworkIdle({ idleTime: 500 });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  takes.push((await cdp.send('Profiler.takePreciseCoverage')).result);
  await context.close();
  return { atPaint: ranBytes(takes.slice(0, 1)), settled: ranBytes(takes), paintedFirst };
};

const total = (perScript) => [...perScript.values()].reduce((sum, bytes) => sum + bytes, 0);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const failures = [];
try {
  const visitors = ['login', 'token-only', 'returning'];
  // the three start-ups at once: each mostly waits (on held scripts, then a quiet second)
  const measured = await Promise.all(visitors.map(measure));
  for (const [at, visitor] of visitors.entries()) {
    const { atPaint, settled, paintedFirst } = measured[at];
    const limit = budget.visitors[visitor];
    console.log(
      `${visitor.padEnd(10)} before the first paint ${kib(total(atPaint)).padStart(10)} (budget ${kib(limit.atPaint)}), settled ${kib(total(settled)).padStart(10)} (budget ${kib(limit.settled)})`,
    );
    console.log(`  painted before its scripts: ${paintedFirst}`);
    if (limit.paintsFirst && !paintedFirst)
      failures.push(`${visitor}: the page no longer paints before its scripts run`);
    for (const [name, bytes] of [...settled].sort((a, b) => b[1] - a[1]))
      console.log(`             ${kib(bytes).padStart(10)}  ${name}`);
    if (total(atPaint) > limit.atPaint)
      failures.push(`${visitor}: too much run before the first paint`);
    if (total(settled) > limit.settled)
      failures.push(`${visitor}: too much run by the time it settles`);
    if (visitor === 'login') {
      // beyond the first load, only what the card loads once it has settled (its language
      // switcher, the worker): never a chunk of the signed-in app's
      const others = [...settled.keys()].filter(
        (name) =>
          name.endsWith('.js') &&
          !firstLoad.has(name) &&
          !budget.loginMayRun.some((chunk) => name.startsWith(`/assets/${chunk}.`)),
      );
      if (others.length > 0)
        failures.push(`login: a new visitor's start-up ran ${others.join(', ')}`);
    }
  }
} finally {
  await browser.close();
}
if (failures.length > 0) console.error(failures.join('\n'));
// the servers it started would keep it running
process.exit(failures.length > 0 ? 1 : 0);
