import { spawn } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { e2ePorts } from '../scripts/e2e-ports.mjs';
import { waitFor } from '../scripts/wait-for.mjs';
import { ChatPage, LoginPage, newUser } from './pages/app';
import { expect, test } from './pages/test';

// One origin first serves the offline build (its mock worker registers), then the real-backend
// build in its place, as a host upgraded from a demo to the real thing would.
const ORIGIN = `http://127.0.0.1:${e2ePorts.swap}`;

const workers = (page: Page) =>
  page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map(
      (r) => (r.active ?? r.waiting ?? r.installing)?.scriptURL ?? '',
    ),
  );

test('the real-backend build takes away the worker an offline build left on its origin', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-swap-'));
  const site = join(dir, 'site');
  const serve = (build: string) => {
    symlinkSync(resolve(build), join(dir, 'next'));
    renameSync(join(dir, 'next'), site);
  };
  serve(process.env.E2E_DIST ?? 'dist-e2e');
  const server = spawn('node', ['scripts/preview.mjs', site], {
    env: { ...process.env, PORT: String(e2ePorts.swap) },
    stdio: 'ignore',
  });
  try {
    await waitFor(`${ORIGIN}/`);
    await page.goto(ORIGIN);
    await expect(new LoginPage(page).card()).toBeVisible();
    await expect.poll(() => workers(page)).toEqual([`${ORIGIN}/parley-mock-sw.js`]);

    serve(process.env.E2E_REAL_DIST ?? 'dist-real-e2e');
    await page.reload();
    await expect(new LoginPage(page).card()).toBeVisible();
    // once the start-up has settled, without holding up its paint
    await expect.poll(() => workers(page), { timeout: 15_000 }).toEqual([]);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    // and the real server answers: a new account is made there
    await new LoginPage(page).signUp(newUser('Swapped Sam'));
    await new ChatPage(page).ready();
  } finally {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
});
