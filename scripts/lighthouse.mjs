// Lighthouse (mobile preset, simulated throttling) on the real-backend build, served compressed by
// the preview server, against `npm run api` answering at once with only the spec's fields:
//   - a new visitor's login screen;
//   - a returning visitor's start-up: token stored, the newest chat has 20 messages ending in a
//     reply with fenced code.
// Prints performance, FCP, LCP, TBT and accessibility for each as medians [min–max], and what the
// largest paint was. It reports; it never fails on the figures.
// Usage: npm run lighthouse   (LH_RUNS, default 3; LH_SKIP_BUILD=1 reuses dist-lighthouse;
// LH_SAVE=dir writes each run's full report there, to read its waterfall and diagnostics;
// LH_LANTERN=1 prints each run's simulated LCP graph: every request and task, when it starts and
// ends in the simulation, which is what the LCP figure is the last end of)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { median } from './stats.mjs';
import { waitFor } from './wait-for.mjs';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const APP_PORT = Number(process.env.LH_PORT ?? 4400);
const API_PORT = APP_PORT + 1;
const app = `http://127.0.0.1:${APP_PORT}`;
const apiBase = `http://127.0.0.1:${API_PORT}`;
const OUT_DIR = 'dist-lighthouse';

if (!process.env.LH_SKIP_BUILD) {
  const build = spawnSync('npx', ['webpack', '--mode', 'production'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, OUT_DIR, API_BASE_URL: apiBase },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [
  spawn('node', ['scripts/preview.mjs', OUT_DIR], {
    env: { ...process.env, PORT: String(APP_PORT), PRECOMPRESS: '1' },
    stdio: 'ignore',
  }),
  spawn('node', ['-r', 'esbuild-register', 'mocks/http-server.ts'], {
    env: { ...process.env, API_PORT: String(API_PORT), MOCK_REPLY_DELAY: '0', MOCK_STRICT: '1' },
    stdio: 'ignore',
  }),
];
const stop = () => children.forEach((child) => child.kill());
process.on('exit', stop);

await waitFor(`${app}/`);
await waitFor(`${apiBase}/api/user/published-images`);

/** A returning visitor's account: 18 seeded messages, then a question whose reply holds code. */
const seedReturningVisitor = async () => {
  const call = async (path, { body, token } = {}) => {
    const response = await fetch(`${apiBase}/api${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'Content-Type': 'application/json', ...(token && { Authorization: token }) },
      body: body && JSON.stringify(body),
    });
    return response.json();
  };
  const { token } = await call('/user/register', {
    body: {
      name: 'Returning Rita',
      email: `rita-${Date.now()}@example.com`,
      password: 'rita-pw-1',
    },
  });
  const { chatId } = await call('/mock/seed', { token, body: { kind: 'history', messages: 18 } });
  const sent = await call('/message/text', {
    token,
    body: { chatId, prompt: 'Write a TypeScript function', isPublished: false },
  });
  if (!sent.success) throw new Error(`seeding failed: ${sent.message}`);
  return token;
};

/** The simulated LCP graphs of the last run (LH_LANTERN=1): where the time goes. */
const printLanternGraphs = () => {
  const timings = Lantern.Simulation.Simulator.allNodeTimings;
  for (const [label, nodes] of timings) {
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

/**
 * One Lighthouse run in a fresh browser context: empty storage and an empty HTTP cache, so both
 * visitors download everything. The returning visitor's token is stored first (on a page that
 * loads no script), and Lighthouse is told to keep storage.
 */
const audit = async ({ token }) => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  if (token) {
    await page.goto(`${app}/no-such-file.txt`);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
  }
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
  await context.close();
  if (process.env.LH_LANTERN) {
    console.log(`${token ? 'returning' : 'login'} run:`);
    printLanternGraphs();
  }
  if (process.env.LH_SAVE) {
    mkdirSync(process.env.LH_SAVE, { recursive: true });
    const name = `${token ? 'returning' : 'login'}-${Date.now()}.json`;
    writeFileSync(`${process.env.LH_SAVE}/${name}`, JSON.stringify(result.lhr));
  }
  const { audits, categories } = result.lhr;
  return {
    performance: categories.performance.score * 100,
    accessibility: categories.accessibility.score * 100,
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    // no element: the largest paint was removed from the page later (a spinner, a placeholder)
    lcpElement:
      audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.nodeLabel ?? '(an element since removed)',
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
  console.log(
    `  largest paint  ${[...new Set(runs.map((r) => JSON.stringify(r.lcpElement.slice(0, 70))))].join(' | ')}`,
  );
};

try {
  const login = [];
  const returning = [];
  for (let i = 0; i < RUNS; i += 1) {
    login.push(await audit({}));
    returning.push(await audit({ token: await seedReturningVisitor() }));
  }
  summary('Login screen, new visitor', login);
  summary('Returning visitor: token stored, newest chat of 20 messages with code', returning);
} finally {
  await browser.close();
  stop();
}
