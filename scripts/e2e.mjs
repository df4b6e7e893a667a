// Builds the production bundle in offline mock mode into dist-e2e and the static Storybook into
// storybook-static, then runs the Playwright specs against them in Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium). Extra arguments go to `playwright test`;
// E2E_SKIP_BUILD=1 reuses existing builds (E2E_DIST names the app build, default dist-e2e).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath as chrome } from './chromium.mjs';

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
  run('npm', ['run', 'build-storybook', '--silent']);
}
for (const required of [process.env.E2E_DIST ?? 'dist-e2e', 'storybook-static']) {
  if (!existsSync(required)) {
    console.error(`${required}/ is missing: run without E2E_SKIP_BUILD to build it.`);
    process.exit(1);
  }
}
run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  env: { ...process.env, CHROME_PATH: chrome },
});
