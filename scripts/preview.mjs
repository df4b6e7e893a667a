// Serves a production build with SPA fallback and gzip/brotli compression.
// Usage: npm run preview [-- dir]   (PORT env, default 4173; DIST env or the first argument, default dist;
// PRECOMPRESS=1 compresses every file before listening)
import { createServer } from 'node:http';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = resolve(process.argv[2] ?? process.env.DIST ?? 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);
const cache = new Map();

// compressed once per file version; a rebuild (new mtime) is picked up without a restart
const load = async (file) => {
  const { mtimeMs } = await stat(file);
  const key = `${file}@${mtimeMs}`;
  if (cache.has(key)) return cache.get(key);
  const body = await readFile(file);
  const entry = {
    body,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
  cache.set(key, entry);
  return entry;
};

const resolveFile = async (pathname) => {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  const candidate = join(root, safe);
  if (!candidate.startsWith(root)) return null;
  try {
    if ((await stat(candidate)).isFile()) return candidate;
  } catch {
    // not a file: the SPA fallback below
  }
  return null;
};

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = await resolveFile(url.pathname);
    const isAsset = url.pathname.startsWith('/assets/');
    if (!file) {
      if (isAsset || extname(url.pathname)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      file = join(root, 'index.html');
    }
    const ext = extname(file);
    const entry = await load(file);
    const accept = String(req.headers['accept-encoding'] ?? '');
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
    };
    let body = entry.body;
    if (COMPRESSIBLE.has(ext) && /\bbr\b/.test(accept)) {
      headers['Content-Encoding'] = 'br';
      body = entry.br;
    } else if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(accept)) {
      headers['Content-Encoding'] = 'gzip';
      body = entry.gzip;
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch (error) {
    res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
  }
});

// PRECOMPRESS=1: every file is compressed before the first request, as a real server serves
// precompressed files, so a benchmark's first page load is not slowed by brotli's highest level
if (process.env.PRECOMPRESS)
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true }))
    if (entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
      await load(join(entry.parentPath, entry.name));

server.listen(port, host, () => {
  console.log(
    `Parley preview of ${root} at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`,
  );
});
