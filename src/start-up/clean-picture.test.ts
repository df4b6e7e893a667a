import { describe, expect, it } from '@jest/globals';
import { cleanStartPicture, type PictureParts } from './inline/clean-picture';
import { pictureParts } from './picture/parts';
import { FORGED_MARKUP } from './forged-pictures';

const API = 'https://api.parley.test';
const PARTS: PictureParts = pictureParts([API], 'parley-picture');
const SCREEN =
  '<main class="css-main picture-style-3"><h1>Chat</h1><p dir="auto">A reply with ' +
  '<a class="css-link">a link</a>, <kbd>Ctrl</kbd>, <mark>found</mark> and ' +
  '<code dir="ltr">&lt;script&gt;</code></p>' +
  // a language's own name, and a chat title isolated in a right-to-left sidebar
  '<button type="button" lang="ar" aria-label="Arabic">العربية</button><span><bdi>Latin</bdi></span>' +
  `<img src="${API}/images/1.png" alt="A fox" width="512" height="512">` +
  '<img src="/mock-images/2.svg" alt="A hill">' +
  '<svg viewBox="0 0 24 24" focusable="false" aria-hidden="true"><path d="M2 2h20"></path></svg>' +
  '<svg viewBox="0 0 24 24"><path fill-rule="evenodd" fill="#7c3aed" d="M16 9V4h1"></path></svg>' +
  '<ol data-testid="virtuoso-item-list"><li data-index="1" aria-setsize="2" aria-posinset="2">' +
  '<input type="checkbox" checked="" disabled=""> done</li></ol>' +
  '<div class="css-form" role="group"><textarea aria-label="Prompt" rows="1" ' +
  'data-picture-typed=""></textarea><button type="submit" disabled="">Send</button></div></main>';

const clean = (html = SCREEN) => cleanStartPicture(html, PARTS);

describe("the start-up picture's cleaner", () => {
  it("passes a screen of Parley's own: its elements, texts, icons and own images", () => {
    expect(clean()?.innerHTML).toBe(SCREEN);
    expect(clean('<p>plain</p>')).not.toBeNull();
    // what a reply said stays text
    expect(clean()?.querySelector('code')?.textContent).toBe('<script>');
  });

  it.each(FORGED_MARKUP)('refuses the whole picture for %s', (_name, forged) => {
    expect(clean(`<p>before</p>${forged}<p>after</p>`)).toBeNull();
  });

  it('refuses images from any origin but the app and its API, and any other scheme', () => {
    for (const src of [
      'https://api.parley.test.evil.test/x.png',
      'data:image/svg+xml,<svg/>',
      'blob:https://api.parley.test/1',
      '//elsewhere.test/x.png',
    ])
      expect([src, clean(`<img src="${src}">`)]).toEqual([src, null]);
  });
});

describe('the cleaner under Trusted Types', () => {
  /** A browser's policy factory, enough to see what the cleaner asks of it. */
  const withTrustedTypes = (run: (asked: string[], names: string[], refused: string[]) => void) => {
    const asked: string[] = [];
    const names: string[] = [];
    const refused: string[] = [];
    Object.defineProperty(window, 'trustedTypes', {
      configurable: true,
      value: {
        createPolicy: (name: string, rules: { createHTML: (markup: string) => string }) => {
          names.push(name);
          return {
            createHTML: (markup: string) => {
              asked.push(markup);
              try {
                return rules.createHTML(markup);
              } catch (error) {
                refused.push(markup);
                throw error;
              }
            },
          };
        },
      },
    });
    try {
      run(asked, names, refused);
    } finally {
      Reflect.deleteProperty(window, 'trustedTypes');
    }
  };

  it('parses a picture through its own named policy', () => {
    withTrustedTypes((asked, names) => {
      expect(clean()).not.toBeNull();
      expect(names).toEqual(['parley-picture']);
      expect(asked).toEqual([`<!doctype html><body>${SCREEN}`]);
    });
  });

  it.each([
    '<!-- a comment --><p>x</p>',
    '<!doctype html><p>x</p>',
    '<?xml version="1.0"?><p>x</p>',
    '</ p>',
    '<p>x</p><![CDATA[ x ]]>',
    '<p title="<script>">x</p>',
    '<SCRIPT>alert(1)</SCRIPT>',
    '<style>p{}</style>',
  ])('whose policy refuses markup with a tag that is not a picture element: %s', (markup) => {
    withTrustedTypes((_asked, _names, refused) => {
      expect(clean(markup)).toBeNull();
      expect(refused).toEqual([`<!doctype html><body>${markup}`]);
    });
  });
});
