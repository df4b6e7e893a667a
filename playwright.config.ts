import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from './scripts/chromium.mjs';
import { e2ePorts } from './scripts/e2e-ports.mjs';

const { offline, storybook, real, api } = e2ePorts;
const browser = {
  trace: 'off' as const,
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: testChromiumPath,
    // no optimising compilers: a test's page lives seconds, too short to repay them (about 7 %
    // less CPU for these tests on two cores). Lighthouse and the benchmarks keep them
    args: [...chromiumArgs, '--js-flags=--no-opt --no-maglev'],
  },
};
const serve = (dir: string, port: number) => ({
  command: `node scripts/preview.mjs ${dir}`,
  env: { PORT: String(port) },
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: false,
  timeout: 30_000,
});

/** Specs run against the real-backend build (answers carry only a real server's fields). */
const realBackendSpecs = [
  'main-flows',
  'chat-address',
  'organise-chats',
  'retry',
  'start-up',
  'forged-picture',
  'code-colour',
  'outage',
  'foreign-worker',
  'trusted-types',
  'image-on-request',
  'installed-app',
  'conversation-tools',
  'viewer-and-pins',
  'full-storage',
  'new-chat-enter',
  'saved-prompts',
  'reply-ready-and-text-size',
  'voice',
  'phone',
  'keep-data',
];
/**
 * What needs a network: a request the browser can fail (in the offline build the service worker
 * answers every call), and the New Chat race, whose chat is made over the network.
 */
const networkOnlySpecs = ['retry', 'outage', 'foreign-worker', 'installed-app', 'new-chat-enter'];
/**
 * Features whose calls are answered the same by either build, and whose work is the browser's
 * (layout, speech, local storage, addresses, the start-up picture): run once, against the build
 * that ships, as the offline build would run the same code again.
 */
const sameOnBothSpecs = [
  'start-up',
  'chat-address',
  'code-colour',
  'conversation-tools',
  'forged-picture',
  'organise-chats',
  'phone',
  'reply-ready-and-text-size',
  'saved-prompts',
  'viewer-and-pins',
  'voice',
];
const specFiles = (names: string[]) => names.map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // the tests mostly wait (for replies, polls, timers): two workers kept two cores a third busy
  workers: 4,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  projects: [
    {
      // the offline build: the service worker answers every call
      name: 'offline',
      testIgnore: specFiles([...networkOnlySpecs, ...sameOnBothSpecs]),
      use: { ...browser, baseURL: `http://127.0.0.1:${offline}` },
    },
    {
      // the real-backend build (API_BASE_URL) against the offline handlers served over HTTP in
      // strict mode: answers carry only the fields a real server sends
      name: 'real-backend-strict',
      testMatch: specFiles(realBackendSpecs),
      // without the build's service worker, which precaches every file in each new context (a
      // fifth of these tests' CPU); the specs about the worker allow it (installed-app,
      // foreign-worker)
      use: { ...browser, baseURL: `http://127.0.0.1:${real}`, serviceWorkers: 'block' },
    },
  ],
  webServer: [
    serve(process.env.E2E_DIST ?? 'dist-e2e', offline),
    // the static Storybook catalogue, for e2e/storybook.spec.ts
    { ...serve('storybook-static', storybook), url: `http://127.0.0.1:${storybook}/index.json` },
    serve(process.env.E2E_REAL_DIST ?? 'dist-real-e2e', real),
    {
      // a fresh, empty database per run; replies come quickly; only a real server's fields
      command: 'node -r esbuild-register mocks/http-server.ts',
      env: { API_PORT: String(api), MOCK_REPLY_DELAY: '0.3', MOCK_STRICT: '1' },
      url: `http://127.0.0.1:${api}/api/user/published-images`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
