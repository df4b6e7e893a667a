// Fails when the catalogues are not what `lingui extract` makes of the source: a message added,
// changed or removed in the code without `npm run i18n:extract`. The catalogues are left as
// they were.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'src/features/language/catalogues';
const files = readdirSync(dir).flatMap((language) =>
  readdirSync(join(dir, language)).map((file) => join(dir, language, file)),
);
const before = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
try {
  execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'pipe' });
  const stale = files.filter((file) => readFileSync(file, 'utf8') !== before.get(file));
  if (stale.length > 0) {
    console.error(`Out of date with the source (run npm run i18n:extract): ${stale.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  for (const [file, text] of before) writeFileSync(file, text);
}
