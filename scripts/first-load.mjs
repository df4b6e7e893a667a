// What a new visitor downloads before the login screen responds: index.html itself (it holds the
// prerendered card and its critical CSS) and every script and stylesheet it loads, as paths
// relative to the build directory. Read by .size-limit.mjs (the CI budget) and size-report.mjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const firstLoadFiles = (dir) => {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const assets = [
    // its scripts are preloaded in its head and run once it has painted
    ...html.matchAll(/<link[^>]*\sas="?script"?[^>]*\shref="?\/?(assets\/[^"\s>]+\.js)/g),
    ...html.matchAll(/<link[^>]*rel="?stylesheet"?[^>]*\shref="?\/?(assets\/[^"\s>]+\.css)/g),
  ].map((match) => match[1]);
  if (assets.length === 0) throw new Error(`${dir}/index.html loads no script`);
  return ['index.html', ...assets];
};
