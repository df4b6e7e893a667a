// The first-load budget (npm run size-limit, run by .ci/run on the real-backend build): what a new
// visitor downloads before the login screen responds (scripts/first-load.mjs), gzipped. Lazy
// chunks, and the chunks a returning visitor preloads, are not part of a new visitor's first load.
// SIZE_DIR names the build (default dist-real).
import { firstLoadFiles } from './scripts/first-load.mjs';

const dir = process.env.SIZE_DIR ?? 'dist-real';

export default [
  {
    name: 'First load of the login screen, real-backend build (HTML + JS + CSS, gzip)',
    path: firstLoadFiles(dir).map((file) => `${dir}/${file}`),
    gzip: true,
    // the tutorial app's first load was 159 KiB; SWC's minifier (half terser's build time) writes
    // it about 0.2 KiB bigger
    limit: '141 KiB',
  },
  {
    // read by the browser past every cache on each load, to look for a release
    name: 'The service worker (sw.js, gzip)',
    path: `${dir}/sw.js`,
    gzip: true,
    limit: '6 kB',
  },
];
