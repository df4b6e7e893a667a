import { existsSync } from 'node:fs';

/** Debian's Chromium and the flags that work on these machines (no GPU, no outside network). */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const headlessShell = '/usr/bin/chromium-headless-shell';
/**
 * The browser tests' Chromium: Debian's headless shell when installed (the same engine, about a
 * fifth less CPU per test on a 2-core runner), else the full browser.
 */
export const testChromiumPath =
  process.env.CHROME_TEST_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumPath);

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
