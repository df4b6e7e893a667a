import { spawn } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { waitFor } from '../../scripts/wait-for.mjs';

/**
 * One origin whose build a test replaces as a host's deploy does: the preview server reads its
 * files per request from a link that `serve` swings to another build at once.
 */
export const startSite = async (port: number, build: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-site-'));
  const site = join(dir, 'site');
  const serve = (next: string) => {
    symlinkSync(resolve(next), join(dir, 'next'));
    renameSync(join(dir, 'next'), site);
  };
  serve(build);
  const server = spawn('node', ['scripts/preview.mjs', site], {
    env: { ...process.env, PORT: String(port), PREVIEW_LOG: '1' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  // what came over the wire, as the server saw it: a browser cache's answer never reaches it
  const requested: string[] = [];
  createInterface({ input: server.stdout }).on('line', (line) => {
    const [method, path] = line.split(' ');
    if (method === 'GET' && path) requested.push(path);
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/`);
  return {
    origin,
    serve,
    /** The paths requested from now on (call the returned function to read them). */
    watchRequests: () => {
      const from = requested.length;
      return () => requested.slice(from);
    },
    close: () => {
      server.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
