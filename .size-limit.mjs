// The first-load budget (npm run size-limit, run by .ci/run on the real-backend build): what a new
// visitor downloads before the login screen responds, gzipped: index.html itself (it holds the
// prerendered card and its critical CSS) and every script and stylesheet it loads. Lazy chunks,
// and the chunks a returning visitor preloads, are not part of a new visitor's first load.
// SIZE_DIR names the build (default dist-real).
import { readFileSync } from 'node:fs';

const dir = process.env.SIZE_DIR ?? 'dist-real';
const html = readFileSync(`${dir}/index.html`, 'utf8');
const files = [
  ...html.matchAll(/<script[^>]*\ssrc="?\/?(assets\/[^"\s>]+\.js)/g),
  ...html.matchAll(/<link[^>]*rel="?stylesheet"?[^>]*\shref="?\/?(assets\/[^"\s>]+\.css)/g),
].map((match) => `${dir}/${match[1]}`);
if (files.length === 0) throw new Error(`${dir}/index.html loads no script`);

export default [
  {
    name: 'First load of the login screen, real-backend build (HTML + JS + CSS, gzip)',
    path: [`${dir}/index.html`, ...files],
    gzip: true,
    // issue #9's budget (the tutorial app's clone: 159 KiB)
    limit: '140 KiB',
  },
];
