// Builds the production bundle in offline mock mode into dist-e2e, the real-backend bundle (its
// API_BASE_URL the local `npm run api` server the tests start) into dist-real-e2e, the same as a
// later release into dist-real-next-e2e, and the static Storybook into storybook-static, then
// runs the Playwright specs against them in Debian's Chromium (CHROME_PATH, default
// /usr/bin/chromium). Extra arguments go to `playwright test`; E2E_SKIP_BUILD=1 reuses existing
// builds (E2E_DIST, E2E_REAL_DIST and E2E_REAL_NEXT_DIST name the app builds).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chromiumPath as chrome } from './chromium.mjs';
import { e2eApiBaseUrl } from './e2e-ports.mjs';

if (!existsSync(chrome)) {
  console.error(
    `Chromium not found at ${chrome}. Install it (apt-get install -y chromium) or set CHROME_PATH.`,
  );
  process.exit(1);
}

const run = (command, args, { env = process.env, quiet = false } = {}) => {
  const stdio = quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit';
  const result = spawnSync(command, args, { stdio, env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.env.E2E_SKIP_BUILD) {
  const env = { ...process.env, OUT_DIR: 'dist-e2e' };
  delete env.API_BASE_URL; // offline mock mode
  run('npx', ['webpack', '--mode', 'production'], { env, quiet: true });
  const realEnv = { ...process.env, OUT_DIR: 'dist-real-e2e', API_BASE_URL: e2eApiBaseUrl };
  run('npx', ['webpack', '--mode', 'production'], { env: realEnv, quiet: true });
  // the same app as a later release, for the update a deploy brings (installed-app.spec.ts)
  const nextEnv = { ...realEnv, OUT_DIR: 'dist-real-next-e2e', PARLEY_RELEASE: 'e2e-next' };
  run('npx', ['webpack', '--mode', 'production'], { env: nextEnv, quiet: true });
  run('npm', ['run', 'build-storybook', '--silent']);
}
const realDist = process.env.E2E_REAL_DIST ?? 'dist-real-e2e';
const realNextDist = process.env.E2E_REAL_NEXT_DIST ?? 'dist-real-next-e2e';
for (const required of [
  process.env.E2E_DIST ?? 'dist-e2e',
  realDist,
  realNextDist,
  'storybook-static',
]) {
  if (!existsSync(required)) {
    console.error(`${required}/ is missing: run without E2E_SKIP_BUILD to build it.`);
    process.exit(1);
  }
}
// a reused real-backend build must call the server these tests start, not some other host
const calls = readdirSync(`${realDist}/assets`).some(
  (f) =>
    f.endsWith('.js') && readFileSync(`${realDist}/assets/${f}`, 'utf8').includes(e2eApiBaseUrl),
);
if (!calls) {
  console.error(`${realDist}/ was not built with API_BASE_URL=${e2eApiBaseUrl}.`);
  process.exit(1);
}
run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  env: { ...process.env, CHROME_PATH: chrome },
});
