// Builds the production bundle in offline mock mode into dist-e2e and runs the Playwright specs
// against it in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
// Extra arguments go to `playwright test`; E2E_SKIP_BUILD=1 reuses an existing dist-e2e.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath as chrome } from './chromium.mjs';

if (!existsSync(chrome)) {
  console.error(
    `Chromium not found at ${chrome}. Install it (apt-get install -y chromium) or set CHROME_PATH.`,
  );
  process.exit(1);
}
const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
if (!process.env.E2E_SKIP_BUILD) {
  const env = { ...process.env, OUT_DIR: 'dist-e2e' };
  delete env.API_BASE_URL; // offline mock mode
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
run('npx', ['playwright', 'test', ...process.argv.slice(2)], { CHROME_PATH: chrome });
