// Reports the gzip and brotli sizes of a build's first load and of its lazy chunks.
// Usage: npm run build && npm run size [-- dist]
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { firstLoadFiles } from './first-load.mjs';

const dir = process.argv[2] ?? 'dist';
const initial = firstLoadFiles(dir);
const sizes = (file) => {
  const buf = readFileSync(join(dir, file));
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf).length,
  };
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const row = (file) => {
  const s = sizes(file);
  return {
    file,
    ...s,
    line: `${file.padEnd(48)} ${kb(s.raw).padStart(10)} ${kb(s.gzip).padStart(10)} ${kb(s.brotli).padStart(10)}`,
  };
};
const header = `${'file'.padEnd(48)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`;

const first = initial.map(row);
console.log(`First load (index.html and its scripts) of ${dir}:`);
console.log(header);
first.forEach((r) => console.log(r.line));
const total = first.reduce(
  (acc, r) => ({ raw: acc.raw + r.raw, gzip: acc.gzip + r.gzip, brotli: acc.brotli + r.brotli }),
  { raw: 0, gzip: 0, brotli: 0 },
);
console.log(
  `${'TOTAL first load'.padEnd(48)} ${kb(total.raw).padStart(10)} ${kb(total.gzip).padStart(10)} ${kb(total.brotli).padStart(10)}`,
);

const lazy = readdirSync(join(dir, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`)
  .filter((f) => !initial.includes(f))
  .map(row)
  .sort((a, b) => b.gzip - a.gzip);
console.log(`\nLazy chunks (${lazy.length}):`);
console.log(header);
lazy.forEach((r) => console.log(r.line));
