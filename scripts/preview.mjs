// Serves a production build the way a static host does: the build's precompressed files
// (brotli, gzip; webpack.config.ts writes them), hashed assets cached for good, index.html
// revalidated, index.html for every route of the app (an unknown file is a 404), and the
// headers of the build's `_headers` file (its Content-Security-Policy), as Netlify reads it.
// Usage: npm run preview [-- dir]   (PORT env, default 4173; DIST env or the first argument,
// default dist; HOST env, default 127.0.0.1; PREVIEW_LOG=1 prints each request's path)
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
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

/** The build's own header rules, read again for each request (a rebuild changes them). */
const headerRules = async () => {
  const file = join(root, '_headers');
  if (!existsSync(file)) return [];
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [file],
    configHeaders: [],
    minimal: false,
  });
  if (errors.length > 0) throw errors[0];
  return headers;
};

/** The host's configuration, not the site's files. */
const HOST_FILES = new Set(['/_headers', '/nginx-security-headers.conf']);

const notFound = (res) => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');

createServer(async (req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://preview');
  if (process.env.PREVIEW_LOG) console.log(`${req.method} ${pathname}`);
  for (const rule of await headerRules())
    if (rule.forRegExp.test(pathname))
      for (const [name, value] of Object.entries(rule.values)) res.setHeader(name, value);
  if (HOST_FILES.has(pathname)) notFound(res);
  else serve(req, res, () => notFound(res));
}).listen(port, host, () => {
  console.log(
    `Parley preview of ${root} at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`,
  );
});
