import { ENTITIES_POLICY } from '../../types/trusted-types';

/** A single character reference and nothing else: no markup can hide in it. */
const ONE_REFERENCE = /^&(#\d+|#x[\da-f]+|[a-z][a-z\d]*);$/i;

const element = document.createElement('i');
let policy: Pick<TrustedTypePolicy, 'createHTML'> | undefined;

const oneReference = (html: string) => {
  if (!ONE_REFERENCE.test(html)) throw new TypeError(`Not a character reference: ${html}`);
  return html;
};

/**
 * Markdown's decoder of `&name;` (webpack.config.ts puts it in place of the package's browser
 * build): the browser's own table reads it, written into an element through the one policy that
 * lets a lone character reference through, so the Markdown code carries no table of its own.
 */
export const decodeNamedCharacterReference = (value: string): string | false => {
  const reference = `&${value};`;
  if (!ONE_REFERENCE.test(reference)) return false;
  policy ??= window.trustedTypes?.createPolicy(ENTITIES_POLICY, {
    createHTML: oneReference,
  });
  element.innerHTML = (policy?.createHTML(reference) ?? reference) as string;
  const character = element.textContent ?? '';
  // `&notit;` reads as `¬it;`: a trailing semicolon means the name did not match whole
  if (character.endsWith(';') && value !== 'semi') return false;
  return character === reference ? false : character;
};
