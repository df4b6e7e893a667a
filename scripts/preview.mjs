// Serves a production build the way a static host does: the build's precompressed files
// (brotli, gzip; webpack.config.ts writes them), hashed assets cached for good, index.html
// revalidated, and index.html for every route of the app (an unknown file is a 404).
// Usage: npm run preview [-- dir]   (PORT env, default 4173; DIST env or the first argument,
// default dist; HOST env, default 127.0.0.1)
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import sirv from 'sirv';

const root = resolve(process.argv[2] ?? process.env.DIST ?? 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const serve = sirv(root, {
  // files are looked up per request, not listed once at start: a rebuild, or another build
  // behind the same link (npm run lighthouse's release), is served without a restart
  dev: true,
  etag: true,
  single: true,
  brotli: true,
  gzip: true,
  setHeaders: (res, pathname) => {
    res.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    res.setHeader('X-Content-Type-Options', 'nosniff');
  },
});

createServer((req, res) =>
  serve(req, res, () => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')),
).listen(port, host, () => {
  console.log(
    `Parley preview of ${root} at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`,
  );
});
