import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4317);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: [
    {
      command: `node scripts/preview.mjs ${process.env.E2E_DIST ?? 'dist-e2e'}`,
      env: { PORT: String(port) },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // the static Storybook catalogue, for e2e/storybook.spec.ts
      command: 'node scripts/preview.mjs storybook-static',
      env: { PORT: String(port + 1) },
      url: `http://127.0.0.1:${port + 1}/index.json`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
