// What a new visitor downloads before the login screen responds: index.html itself (it holds the
// prerendered card and its critical CSS) and every script and stylesheet it loads, as paths
// relative to the build directory. Read by .size-limit.mjs (the CI budget) and size-report.mjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const indexHtml = (dir) => readFileSync(join(dir, 'index.html'), 'utf8');

// its scripts, as its last inline script is given them, which runs them once the page has
// painted (src/start-up/inline/start-after-paint.ts), in terser's writing of the call
const SCRIPTS = /\{scripts:\[([^\]]*)\]/g;
const SCRIPT = /"\/?(assets\/[^"]+\.js)"/g;
const STYLESHEET = /<link[^>]*rel="?stylesheet"?[^>]*\shref="?\/?(assets\/[^"\s>]+\.css)/g;

const scriptsOf = (html) =>
  [...html.matchAll(SCRIPTS)].flatMap(([, list]) =>
    [...list.matchAll(SCRIPT)].map((match) => match[1]),
  );

export const firstLoadFiles = (dir) => {
  const html = indexHtml(dir);
  const assets = [...scriptsOf(html), ...[...html.matchAll(STYLESHEET)].map((match) => match[1])];
  if (assets.length === 0) throw new Error(`${dir}/index.html loads no script`);
  return ['index.html', ...assets];
};

/** index.html's own scripts, by address (/assets/…): which release a page runs. */
export const pageScripts = (dir) => scriptsOf(indexHtml(dir)).map((file) => `/${file}`);
