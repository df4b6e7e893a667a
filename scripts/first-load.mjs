// What a new visitor downloads before the login screen responds: index.html itself (it holds the
// prerendered card and its critical CSS) and every script and stylesheet it loads, as paths
// relative to the build directory. Read by .size-limit.mjs (the CI budget) and size-report.mjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const indexHtml = (dir) => readFileSync(join(dir, 'index.html'), 'utf8');

// its scripts, named in its inline start script (src/start-up/inline/start-after-paint.ts)
const SCRIPTS = /\bscripts"?:\[([^\]]*)\]/;
const SCRIPT = /"\/(assets\/[^"]+\.js)"/g;
const STYLESHEET = /<link[^>]*rel="?stylesheet"?[^>]*\shref="?\/?(assets\/[^"\s>]+\.css)/g;

const scriptsOf = (html) => {
  const scripts = [...(SCRIPTS.exec(html)?.[1] ?? '').matchAll(SCRIPT)].map((match) => match[1]);
  if (scripts.length === 0) throw new Error('index.html names no script of its own');
  return scripts;
};

export const firstLoadFiles = (dir) => {
  const html = indexHtml(dir);
  const assets = [...scriptsOf(html), ...[...html.matchAll(STYLESHEET)].map((match) => match[1])];
  return ['index.html', ...assets];
};

/** index.html's own scripts, by address (/assets/…): which release a page runs. */
export const pageScripts = (dir) => scriptsOf(indexHtml(dir)).map((script) => `/${script}`);
