// What a new visitor downloads before the login screen responds: index.html itself (it holds the
// prerendered card and its critical CSS) and every script and stylesheet it loads, as paths
// relative to the build directory. Read by .size-limit.mjs (the CI budget) and size-report.mjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const indexHtml = (dir) => readFileSync(join(dir, 'index.html'), 'utf8');

// its scripts are preloaded in its head and run once it has painted
const SCRIPT = /<link[^>]*\sas="?script"?[^>]*\shref="?\/?(assets\/[^"\s>]+\.js)/g;
const STYLESHEET = /<link[^>]*rel="?stylesheet"?[^>]*\shref="?\/?(assets\/[^"\s>]+\.css)/g;

export const firstLoadFiles = (dir) => {
  const html = indexHtml(dir);
  const assets = [...html.matchAll(SCRIPT), ...html.matchAll(STYLESHEET)].map((match) => match[1]);
  if (assets.length === 0) throw new Error(`${dir}/index.html loads no script`);
  return ['index.html', ...assets];
};

/** index.html's own scripts, by address (/assets/…): which release a page runs. */
export const pageScripts = (dir) =>
  [...indexHtml(dir).matchAll(SCRIPT)].map((match) => `/${match[1]}`);
