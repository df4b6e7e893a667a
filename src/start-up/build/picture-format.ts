import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The libraries whose output a stored picture's styles are: another version may write them otherwise. */
export const STYLE_WRITERS = [
  '@emotion/cache',
  '@emotion/react',
  '@emotion/serialize',
  'stylis',
  '@mui/material',
  '@mui/system',
];
/** The code that takes a picture and the code that shows it. */
export const PICTURE_CODE = [
  'src/start-up/picture/capture.ts',
  'src/start-up/picture/parts.ts',
  'src/start-up/inline/show-picture.ts',
  'src/start-up/inline/clean-picture.ts',
];

/** A picture's format: it changes with any of what it is made of, so no one has to bump it. */
export const pictureFormatOf = (versions: Record<string, string>, code: string[]): string => {
  const hash = createHash('sha256');
  for (const name of Object.keys(versions).sort()) hash.update(`${name}@${versions[name]}\n`);
  for (const source of code) hash.update(source);
  return hash.digest('base64url').slice(0, 12);
};

/** The format of the pictures this checkout's build takes and shows. */
export const pictureFormat = (root: string): string =>
  pictureFormatOf(
    Object.fromEntries(
      STYLE_WRITERS.map((name) => [
        name,
        (
          JSON.parse(
            readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'),
          ) as { version: string }
        ).version,
      ]),
    ),
    PICTURE_CODE.map((file) => readFileSync(path.join(root, file), 'utf8')),
  );
