// Lighthouse (mobile preset, simulated throttling) on the real-backend build, served compressed by
// the preview server, against `npm run api` answering at once with only a real server's fields:
//   - a new visitor's login screen;
//   - a returning visitor's start-up: token stored, the newest chat has 20 messages ending in a
//     reply with fenced code, and was visited before on this screen (see audit());
//   - the same start-up, but the previous visit was on the previous release (every file name
//     differs: the same code built with another hash salt, served at the same address);
//   - the same start-up without that previous visit's picture of the chat: the token alone.
// Prints performance, FCP, LCP, TBT and accessibility for each as medians [min–max], and what the
// largest paint was. It reports; it never fails on the figures.
// Usage: npm run lighthouse   (LH_RUNS, default 3; LH_SKIP_BUILD=1 reuses dist-lighthouse and
// dist-lighthouse-release;
// npm run lighthouse -- --against REF builds REF too (a git worktree, this checkout's
// node_modules) and interleaves the two builds' runs for the login, token-only and returning
// visitors, printing both side by side (LH_RUNS defaults to 5 then);
// a returning visitor's runs also report when the chat's last message became readable, in a
// load throttled as Lighthouse's phone is (CPU ×4, 150 ms, 1.6 Mbit/s), by Element Timing;
// LH_ONLY=token-only (or login, returning, after-release; comma-separated) audits only those;
// LH_SAVE=dir writes each run's full report there, to read its waterfall and diagnostics;
// LH_READABLE_TRACE=1 prints where a returning run's "readable" time went: the page's main-thread
// tasks until then, each with the kinds of work that took most of it;
// LH_LANTERN=1 prints each run's simulated LCP graph: every request and task, when it starts and
// ends in the simulation, which is what the LCP figure is the last end of; and the tasks its TBT
// figure counts: those of 50 ms or more once slowed down, with what they took when observed)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import {
  MOBILE_SCREEN,
  readTheChat,
  seedReturningVisitor,
  storeToken,
} from './returning-visitor.mjs';
import { median } from './stats.mjs';
import { assertNothingAt, waitFor } from './wait-for.mjs';

const { values: args } = parseArgs({ options: { against: { type: 'string' } } });
const against = args.against;
const RUNS = Number(process.env.LH_RUNS ?? (against ? 5 : 3));
const APP_PORT = Number(process.env.LH_PORT ?? 4400);
const API_PORT = APP_PORT + 1;
const app = `http://127.0.0.1:${APP_PORT}`;
const apiBase = `http://127.0.0.1:${API_PORT}`;
const OUT_DIR = 'dist-lighthouse';
// the build of --against REF
const AGAINST_DIR = 'dist-lighthouse-against';
// the next release: the same code with another hash salt, so every file name changes
const RELEASE_DIR = 'dist-lighthouse-release';
// what the preview server serves: a link to one of the two builds, switched between a visit and
// the next start-up (the address, and so the stored token and picture, stays the same)
const SERVED = 'dist-lighthouse-served';
const serve = (dir) => {
  rmSync(SERVED, { force: true });
  symlinkSync(dir, SERVED);
};

/** Each visitor audited (see audit()), as the summary names it; LH_ONLY picks some. */
const VISITORS = {
  login: 'Login screen, new visitor',
  returning:
    'Returning visitor: token stored, newest chat of 20 messages with code, visited before',
  'after-release': 'The same, visited before on the previous release: the first start-up after one',
  'token-only': 'Returning visitor without a picture of the chat: token stored only',
};
const audited =
  process.env.LH_ONLY?.split(',') ??
  (against ? ['login', 'token-only', 'returning'] : Object.keys(VISITORS));
const unknown = audited.filter((visitor) => !(visitor in VISITORS));
if (unknown.length > 0) throw new Error(`LH_ONLY: no visitor ${unknown.join(', ')}`);

await assertNothingAt(`${app}/`);
await assertNothingAt(`${apiBase}/`);
/** A production build of the checkout in `cwd` into `dir`, against the API these runs start. */
const build = (dir, cwd = '.', extra = []) => {
  const result = spawnSync('npx', ['webpack', '--mode', 'production', ...extra], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, OUT_DIR: path.resolve(dir), API_BASE_URL: apiBase },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.env.LH_SKIP_BUILD) {
  build(OUT_DIR);
  // the next release: the same code with another hash salt, so every file name changes
  if (audited.includes('after-release'))
    build(RELEASE_DIR, '.', ['--output-hash-salt', 'next-release']);
  if (against) {
    const tree = mkdtempSync(path.join(tmpdir(), 'parley-against-'));
    const git = (...words) => {
      const result = spawnSync('git', words, { stdio: ['ignore', 'ignore', 'inherit'] });
      if (result.status !== 0) process.exit(result.status ?? 1);
    };
    git('worktree', 'add', '--detach', tree, against);
    try {
      symlinkSync(path.resolve('node_modules'), path.join(tree, 'node_modules'));
      build(AGAINST_DIR, tree);
    } finally {
      git('worktree', 'remove', '--force', tree);
    }
  }
}

serve(OUT_DIR);
const children = [
  spawn('node', ['scripts/preview.mjs', SERVED], {
    env: { ...process.env, PORT: String(APP_PORT) },
    stdio: 'ignore',
  }),
  spawn('node', ['-r', 'esbuild-register', 'mocks/http-server.ts'], {
    env: { ...process.env, API_PORT: String(API_PORT), MOCK_REPLY_DELAY: '0', MOCK_STRICT: '1' },
    stdio: 'ignore',
  }),
];
const stop = () => {
  children.forEach((child) => child.kill());
  rmSync(SERVED, { force: true });
};
process.on('exit', stop);

await waitFor(`${app}/`);
await waitFor(`${apiBase}/api/user/published-images`);

/** The simulated LCP graphs of the last run (LH_LANTERN=1): where the time goes. */
const printLanternGraphs = () => {
  const timings = Lantern.Simulation.Simulator.allNodeTimings;
  for (const [label, nodes] of timings) {
    if (label.endsWith('TotalBlockingTime')) {
      // the tasks that block: 50 ms or more once slowed down (what they count is past 50 ms)
      console.log(`  ${label}: tasks of 50 ms or more`);
      for (const [node, t] of nodes)
        if (node.type === 'cpu' && t.endTime - t.startTime >= 50)
          console.log(
            `    ${String(Math.round(t.startTime)).padStart(5)} ${String(Math.round(t.endTime - t.startTime)).padStart(4)} ms` +
              `  (${Math.round(node.duration / 1000)} ms observed)` +
              ` ${[...node.getEvaluateScriptURLs()].map((u) => u.replace(/.*\//, '')).join(' ')}`,
          );
    }
    if (!label.endsWith('LargestContentfulPaint')) continue;
    const rows = [...nodes.entries()]
      .map(([node, t]) => ({
        start: Math.round(t.startTime),
        end: Math.round(t.endTime),
        what:
          node.type === 'network'
            ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '')} ${node.request.resourceType} ${node.request.transferSize} B`
            : `task ${Math.round(node.duration / 1000)} ms observed` +
              `${node.didPerformLayout() ? ', lays out' : ''}` +
              ` ${[...node.getEvaluateScriptURLs()].map((u) => u.replace(/.*\//, '')).join(' ')}`,
      }))
      .sort((a, b) => a.start - b.start);
    console.log(`  ${label}: ${Math.max(...rows.map((r) => r.end))} ms`);
    for (const r of rows)
      console.log(`    ${String(r.start).padStart(5)} ${String(r.end).padStart(5)}  ${r.what}`);
  }
  timings.clear();
};

const browser = await puppeteer.launch({
  executablePath: chromiumPath,
  args: chromiumArgs.filter((flag) => flag !== '--headless'),
  headless: true,
});
const port = Number(new URL(browser.wsEndpoint()).port);

/** Lighthouse's phone: its CPU slowdown and its network (simulated there, applied here). */
const PHONE_THROTTLING = {
  cpu: 4,
  network: { offline: false, latency: 150, downloadThroughput: 204800, uploadThroughput: 92160 },
};
/** The seeded chat's last message ends with these words (mocks/assistant.ts). */
const LAST_WORDS = 'Further reading';

/**
 * When the chat's last message first became readable to a returning visitor of `dir`, in ms from
 * the start of a load made as Lighthouse's phone would (the HTTP cache emptied after a visit, the
 * worker's copies kept): the first paint of the element holding its last words, picture or live,
 * as Element Timing reports it. A browser context of its own: the visit before pictures the chat.
 */
const lastMessageReadable = async (token, dir) => {
  serve(dir);
  const context = await browser.createBrowserContext();
  const visit = await context.newPage();
  await visit.setViewport(MOBILE_SCREEN);
  await storeToken(visit, app, token);
  // long enough for the worker to have its copies too
  await readTheChat(visit, app, 3000);
  await visit.close({ runBeforeUnload: true });
  const page = await context.newPage();
  await page.setViewport(MOBILE_SCREEN);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', PHONE_THROTTLING.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_THROTTLING.cpu });
  await page.evaluateOnNewDocument((words) => {
    window.readableAt = undefined;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.readableAt = Math.min(window.readableAt ?? Infinity, entry.renderTime);
    }).observe({ type: 'element', buffered: true });
    // marked as the element is added, before it is painted
    new MutationObserver(() => {
      for (const element of document.querySelectorAll('p:not([elementtiming])'))
        if (element.textContent.includes(words)) element.setAttribute('elementtiming', 'last');
    }).observe(document, { subtree: true, childList: true });
  }, LAST_WORDS);
  if (process.env.LH_READABLE_TRACE) await page.tracing.start({ categories: TRACED });
  await page.goto(`${app}/`);
  await page.waitForFunction(() => window.readableAt !== undefined, { timeout: 30_000 });
  const readableAt = await page.evaluate(() => window.readableAt);
  if (process.env.LH_READABLE_TRACE) printTasksUntil(await page.tracing.stop(), readableAt);
  await context.close();
  return readableAt;
};

const TRACED = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'toplevel',
  'blink.user_timing',
];
/** Wrappers every task has, which say nothing of what it did. */
const WRAPPERS = /RunTask|mojo|v8\.(run|callFunction)|RenderFrameImpl::/;

/** The page's main-thread tasks of 3 ms or more until `untilMs`, and what took most of each. */
const printTasksUntil = (buffer, untilMs) => {
  const events = JSON.parse(Buffer.from(buffer).toString()).traceEvents;
  const start = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)
    .filter((e) => e.args.data.documentLoaderURL?.startsWith(app))
    .at(-1);
  const main = events.find(
    (e) => e.name === 'thread_name' && e.pid === start.pid && e.args.name === 'CrRendererMain',
  );
  const onMain = events.filter((e) => e.pid === start.pid && e.tid === main.tid && e.dur);
  const end = start.ts + untilMs * 1000;
  console.log(
    `  readable at ${Math.round(untilMs)} ms; the page's main-thread tasks until then, with their largest kinds of work (ms, nested ones overlap):`,
  );
  for (const task of onMain.filter((e) => e.name === 'RunTask' && e.dur >= 3000)) {
    if (task.ts + task.dur < start.ts || task.ts > end) continue;
    const kinds = new Map();
    for (const e of onMain)
      if (e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur && !WRAPPERS.test(e.name))
        kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur / 1000);
    const most = [...kinds]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`);
    console.log(
      `    ${String(Math.round((task.ts - start.ts) / 1000)).padStart(5)} ${(task.dur / 1000).toFixed(0).padStart(4)} ms  ${most.join(', ')}`,
    );
  }
};

/**
 * One Lighthouse run in a fresh browser context: an empty HTTP cache, so every visitor downloads
 * everything. Visitors:
 *   - `login`: empty storage;
 *   - `returning`: the token stored and the chat visited once before on this screen, then left,
 *     so the app kept its picture of the chat for the next start-up (src/start-up/picture);
 *   - `after-release`: the same, but the visit was on the previous release and the start-up on
 *     the next one;
 *   - `token-only`: the token stored (on a page that loads no script) and nothing else: a start-up
 *     with no picture, as after leaving from another screen, or at another window size.
 * Lighthouse is told to keep storage; the HTTP cache is emptied after the previous visit.
 */
const audit = async ({ visitor, token, dir = OUT_DIR }) => {
  serve(dir);
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  if (token) await storeToken(page, app, token);
  if (visitor === 'returning' || visitor === 'after-release') {
    await page.setViewport(MOBILE_SCREEN);
    await readTheChat(page, app, 2000);
    // left for a page that runs no app: once its worker is installed, any address of the app (a
    // missing file too) is the app, whose not-found screen forgets the picture when it is left
    await page.setBypassServiceWorker(true);
    await page.goto(`${app}/no-such-file.txt`);
    await page.setBypassServiceWorker(false);
    const kept = await page.evaluate(() => localStorage.getItem('startSnapshot') !== null);
    if (!kept) throw new Error('the previous visit left no picture of the chat');
    if (visitor === 'after-release') serve(RELEASE_DIR);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  // what the largest paint was, told as it happens: Lighthouse cannot name an element removed
  // since (a spinner, or the picture of the chat that gave way to the live one)
  await page.evaluateOnNewDocument(() => {
    new PerformanceObserver((list) => {
      const element = list.getEntries().at(-1)?.element;
      if (!element) return;
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      const where = element.closest('#start-picture') ? 'the picture of the chat: ' : '';
      window.largestPaint = `${where}<${element.tagName.toLowerCase()}> "${text}"`;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const result = await lighthouse(
    `${app}/`,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    },
    undefined,
    page,
  );
  const largestPaint = await page.evaluate(() => window.largestPaint).catch(() => undefined);
  await context.close();
  const readable = visitor === 'returning' ? await lastMessageReadable(token, dir) : undefined;
  if (process.env.LH_LANTERN) {
    console.log(`${visitor} run:`);
    printLanternGraphs();
  }
  if (process.env.LH_SAVE) {
    mkdirSync(process.env.LH_SAVE, { recursive: true });
    const name = `${visitor}-${Date.now()}.json`;
    writeFileSync(`${process.env.LH_SAVE}/${name}`, JSON.stringify(result.lhr));
  }
  const { audits, categories, environment } = result.lhr;
  if (process.env.LH_TASKS) {
    // where the main thread's time goes (observed, before the simulated ×4 slowdown)
    console.log(`${visitor} run: benchmark index ${environment.benchmarkIndex}`);
    for (const item of audits['mainthread-work-breakdown'].details.items)
      console.log(`  ${item.groupLabel.padEnd(28)} ${Math.round(item.duration)} ms`);
    for (const task of audits['long-tasks'].details?.items ?? [])
      console.log(
        `  long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms ${task.url.replace(/^https?:\/\/[^/]+/, '')}`,
      );
    for (const item of audits['bootup-time'].details.items.slice(0, 6))
      console.log(
        `  ${item.url.replace(/^https?:\/\/[^/]+/, '').padEnd(36)} script ${Math.round(item.scripting)} ms, parse ${Math.round(item.scriptParseCompile)} ms`,
      );
  }
  return {
    performance: categories.performance.score * 100,
    accessibility: categories.accessibility.score * 100,
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    lcpElement: largestPaint ?? '(not reported)',
    readable,
    // this machine's speed as Lighthouse rates it: figures from machines far apart do not compare
    benchmarkIndex: environment.benchmarkIndex,
  };
};

const summary = (name, runs) => {
  const figure = (key, format) => {
    const xs = runs.map((r) => r[key]);
    return `${format(median(xs))} [${format(Math.min(...xs))}–${format(Math.max(...xs))}]`;
  };
  const whole = (n) => n.toFixed(0);
  const seconds = (n) => `${(n / 1000).toFixed(2)} s`;
  const millis = (n) => `${n.toFixed(0)} ms`;
  console.log(`\n${name} (${runs.length} runs, Lighthouse mobile)`);
  console.log(`  performance    ${figure('performance', whole)}`);
  console.log(`  FCP            ${figure('fcp', seconds)}`);
  console.log(`  LCP            ${figure('lcp', seconds)}`);
  console.log(`  TBT            ${figure('tbt', millis)}`);
  console.log(`  accessibility  ${figure('accessibility', whole)}`);
  console.log(`  machine        ${figure('benchmarkIndex', whole)} (Lighthouse's benchmark index)`);
  if (runs.every((r) => r.readable !== undefined))
    console.log(`  last message   ${figure('readable', millis)} readable (phone-throttled load)`);
  console.log(`  largest paint  ${[...new Set(runs.map((r) => r.lcpElement))].join(' | ')}`);
};

const builds = against ? [OUT_DIR, AGAINST_DIR] : [OUT_DIR];
const label = (dir) => (dir === AGAINST_DIR ? `${against} (--against)` : 'this checkout');
try {
  const runs = Object.fromEntries(
    builds.flatMap((dir) => audited.map((visitor) => [`${dir} ${visitor}`, []])),
  );
  for (let i = 0; i < RUNS; i += 1)
    for (const visitor of audited)
      // interleaved, each build first in every other round
      for (const dir of i % 2 === 0 ? builds : [...builds].reverse())
        runs[`${dir} ${visitor}`].push(
          await audit({
            visitor,
            dir,
            token: visitor === 'login' ? undefined : await seedReturningVisitor(apiBase, 18),
          }),
        );
  for (const visitor of audited)
    for (const dir of builds)
      summary(`${VISITORS[visitor]}: ${label(dir)}`, runs[`${dir} ${visitor}`]);
} finally {
  await browser.close();
  stop();
}
