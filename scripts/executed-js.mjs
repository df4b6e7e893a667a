// How much JavaScript each visitor's start-up runs, from Chromium's coverage: the bytes of the
// functions run before the first paint and by the time the page has settled, on the real-backend
// build against `npm run api`. Bytes, not times: the same build gives the same figures on any
// machine, so .ci/run holds them to a budget (scripts/executed-js-budget.json) and fails past it,
// or when a new visitor's start-up runs any chunk but the first load's.
// Usage: node scripts/executed-js.mjs [dist-real]   (EXECUTED_JS_PORT, default 4500)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { e2eApiBaseUrl as apiBase } from './e2e-ports.mjs';
import { assertNothingAt, waitFor } from './wait-for.mjs';

const dir = process.argv[2] ?? 'dist-real';
const APP_PORT = Number(process.env.EXECUTED_JS_PORT ?? 4500);
const app = `http://127.0.0.1:${APP_PORT}`;
const budget = JSON.parse(readFileSync('scripts/executed-js-budget.json', 'utf8'));

await assertNothingAt(`${app}/`);
await assertNothingAt(`${apiBase}/`);
if (!readFileSync(`${dir}/_headers`, 'utf8').includes(apiBase))
  throw new Error(`${dir}/ was not built with API_BASE_URL=${apiBase} (the e2e builds' API)`);
const bundle = readFileSync(`${dir}/index.html`, 'utf8');
/** The chunks a new visitor's first load holds: index.html's own scripts. */
const firstLoad = new Set(
  Array.from(bundle.matchAll(/src="?(\/assets\/[^"\s>]+\.js)/g), (m) => m[1]),
);

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

/** A returning visitor's account, its newest chat ending in a reply with code. */
const seed = async () => {
  const call = async (path, { body, token } = {}) =>
    (
      await fetch(`${apiBase}/api${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { 'Content-Type': 'application/json', ...(token && { Authorization: token }) },
        body: body && JSON.stringify(body),
      })
    ).json();
  const { token } = await call('/user/register', {
    body: { name: 'Counted Cora', email: `cora-${Date.now()}@example.com`, password: 'cora-pw-1' },
  });
  const { chatId } = await call('/mock/seed', { token, body: { kind: 'history', messages: 6 } });
  await call('/message/text', {
    token,
    body: { chatId, prompt: 'Write a TypeScript function', isPublished: false },
  });
  return token;
};

/** Bytes inside functions that ran, per script: nested functions that did not run are left out. */
const executedBytes = (coverage) => {
  const perScript = new Map();
  for (const script of coverage) {
    if (!script.url.startsWith(app)) continue;
    const end = Math.max(0, ...script.functions.flatMap((f) => f.ranges.map((r) => r.endOffset)));
    const ran = new Uint8Array(end);
    // outer ranges come before the ranges nested in them
    for (const fn of script.functions)
      for (const range of fn.ranges)
        ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
    const bytes = ran.reduce((sum, flag) => sum + flag, 0);
    const name = new URL(script.url).pathname;
    perScript.set(name, (perScript.get(name) ?? 0) + bytes);
  }
  return perScript;
};

const browser = await puppeteer.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
  headless: true,
});

/** The coverage of one start-up: at the first contentful paint, and once settled. */
const measure = async (visitor) => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  if (visitor !== 'login') {
    await page.goto(`${app}/no-such-file.txt`);
    await page.evaluate((token) => localStorage.setItem('token', token), await seed());
  }
  if (visitor === 'returning') {
    await page.goto(`${app}/`);
    await page.locator('pre').wait();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await page.goto(`${app}/no-such-file.txt`);
  }
  const cdp = await page.createCDPSession();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: false, detailed: false });
  let atPaint;
  await page.exposeFunction('parleyPainted', async () => {
    atPaint ??= executedBytes((await cdp.send('Profiler.takePreciseCoverage')).result);
  });
  await page.evaluateOnNewDocument(() => {
    new PerformanceObserver(() => window.parleyPainted()).observe({
      type: 'paint',
      buffered: true,
    });
  });
  // the live app and its worker, then a quiet second: what runs later is not the start-up's
  await page.goto(`${app}/`, { waitUntil: 'networkidle0' });
  if (visitor !== 'login') await page.locator('textarea').wait();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const settled = executedBytes((await cdp.send('Profiler.takePreciseCoverage')).result);
  await context.close();
  // the paint's own take may come after the settled one on a very slow machine
  return { atPaint: atPaint ?? settled, settled };
};

const total = (perScript) => [...perScript.values()].reduce((sum, bytes) => sum + bytes, 0);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const failures = [];
try {
  for (const visitor of ['login', 'token-only', 'returning']) {
    const { atPaint, settled } = await measure(visitor);
    const limit = budget.visitors[visitor];
    console.log(
      `${visitor.padEnd(10)} before the first paint ${kib(total(atPaint)).padStart(10)} (budget ${kib(limit.atPaint)}), settled ${kib(total(settled)).padStart(10)} (budget ${kib(limit.settled)})`,
    );
    for (const [name, bytes] of [...settled].sort((a, b) => b[1] - a[1]))
      console.log(`             ${kib(bytes).padStart(10)}  ${name}`);
    if (total(atPaint) > limit.atPaint)
      failures.push(`${visitor}: too much run before the first paint`);
    if (total(settled) > limit.settled)
      failures.push(`${visitor}: too much run by the time it settles`);
    if (visitor === 'login') {
      const others = [...settled.keys()].filter(
        (name) => name.endsWith('.js') && !firstLoad.has(name),
      );
      if (others.length > 0)
        failures.push(
          `login: a new visitor's start-up ran chunks beyond the first load: ${others.join(', ')}`,
        );
    }
  }
} finally {
  await browser.close();
}
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
