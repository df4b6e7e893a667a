// The size budgets (npm run size-limit, run by .ci/run on the real-backend build): what a new
// visitor downloads before the login screen responds (scripts/first-load.mjs), gzipped, and what
// a signed-in start with nothing cached downloads before its first render. Lazy chunks are in
// neither.
// SIZE_DIR names the build (default dist-real).
import { firstLoadFiles } from './scripts/first-load.mjs';

const dir = process.env.SIZE_DIR ?? 'dist-real';
const firstLoad = firstLoadFiles(dir).map((file) => `${dir}/${file}`);
const firstLoadScripts = firstLoad.filter((file) => file.endsWith('.js'));

export default [
  {
    // the tutorial app's was 166 KiB; the login card's controls are plain elements (no MUI
    // Button or OutlinedInput) to stay under 120
    name: 'JavaScript of the login screen’s first load, real-backend build (gzip)',
    path: firstLoadScripts,
    gzip: true,
    limit: '112 KiB',
  },
  {
    name: 'First load of the login screen, real-backend build (HTML + JS + CSS, gzip)',
    path: firstLoad,
    gzip: true,
    limit: '119.5 KiB',
  },
  {
    // a signed-in start on a new device downloads the entry and the app chunk as one file, and
    // its largest paint waits for it: about 6 ms per KB (docs/start-up.md)
    name: 'JavaScript a signed-in start with nothing cached renders with: one file (brotli)',
    path: `${dir}/assets/session.*.js`,
    brotli: true,
    limit: '233 KiB',
  },
  {
    // read by the browser past every cache on each load, to look for a release
    name: 'The service worker (sw.js, gzip)',
    path: `${dir}/sw.js`,
    gzip: true,
    limit: '6 kB',
  },
];
