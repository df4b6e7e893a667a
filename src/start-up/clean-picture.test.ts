import { describe, expect, it } from '@jest/globals';
import { cleanStartSnapshot } from './inline/clean-picture';

const API = 'https://api.parley.test';
const SCREEN =
  '<main class="css-main"><h1>Chat</h1><p dir="auto">A reply with <a href="https://example.com" ' +
  'target="_blank" rel="noopener">a link</a> and <code dir="ltr">code</code></p>' +
  // a language's own name, and a chat title isolated in a right-to-left sidebar
  '<button type="button" lang="ar">العربية</button><span><bdi>Latin title</bdi></span>' +
  `<img src="${API}/images/1.png" alt="A fox" width="512" height="512">` +
  '<img src="/mock-images/2.svg" alt="A hill">' +
  '<svg viewBox="0 0 24 24" focusable="false" aria-hidden="true"><path d="M2 2h20"></path></svg>' +
  // a filled icon (a pinned chat's pin)
  '<svg viewBox="0 0 24 24"><path fill-rule="evenodd" d="M16 9V4h1"></path></svg>' +
  '<div class="css-form" role="group"><textarea aria-label="Prompt" rows="1" ' +
  'data-snapshot-typed=""></textarea><button type="submit" disabled="">Send</button></div>' +
  '<div style="position: absolute; top: 0px; overscroll-behavior: contain"></div></main>';
const GLOBAL_CSS =
  'html{color-scheme:light}body{margin:0}@keyframes mui-auto-fill{from{opacity:1}}';
const STYLES =
  '/*main*/.css-main{display:flex;padding:var(--gap) 12px}@media (min-width:600px){.css-main{padding:24px}}' +
  '/*form*/.css-form::before{content:"\\200b"}.css-form:hover .MuiButton-root{color:red}' +
  'label[data-shrink="false"]+.MuiInputBase-formControl .css-form::placeholder{opacity:0}' +
  ':where(.dark) .css-form:-webkit-autofill{color:inherit}' +
  '/*animation-spin*/@keyframes animation-spin{0%{transform:rotate(0)}100%{transform:rotate(360deg)}}';

const clean = (html = SCREEN, css = GLOBAL_CSS, styles = STYLES) =>
  cleanStartSnapshot(html, css, styles, [API]);

describe("the start-up picture's cleaner", () => {
  it("passes a screen of Parley's own, with its links, images, icons and styles", () => {
    const cleaned = clean();
    expect(cleaned?.body.innerHTML).toBe(SCREEN);
    expect(cleaned?.css).toBe(GLOBAL_CSS);
    expect(cleaned?.styles).toBe(STYLES);
    expect(clean('<p>plain</p>', '', '')).not.toBeNull();
  });

  it.each([
    '<meta http-equiv="refresh" content="0;url=https://evil.test">',
    '<link rel="stylesheet" href="https://evil.test/x.css">',
    '<base href="https://evil.test/">',
    '<style>p{color:red}</style>',
    '<script>alert(1)</script>',
    '<iframe src="https://evil.test"></iframe>',
    '<object data="https://evil.test/x.swf"></object>',
    '<embed src="https://evil.test/x.swf">',
    '<form action="https://evil.test"><input></form>',
    '<title>x</title>',
    '<template><img src="https://evil.test/t.png"></template>',
    '<noscript><img src="https://evil.test/n.png"></noscript>',
    '<video src="/v.mp4"></video>',
    '<svg><foreignObject><p>x</p></foreignObject></svg>',
    '<svg><use href="https://evil.test/s.svg#a"></use></svg>',
    '<svg><image href="https://evil.test/i.png"></image></svg>',
    '<svg><script>alert(1)</script></svg>',
    '<math><mi>x</mi></math>',
  ])('refuses the whole picture for an element no screen has: %s', (element) => {
    expect(clean(`<p>before</p>${element}<p>after</p>`)).toBeNull();
  });

  it.each([
    '<img src="/ok.png" onerror="alert(1)">',
    '<button onclick="alert(1)">x</button>',
    '<svg onload="alert(1)"></svg>',
    '<p onmouseover="alert(1)">x</p>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<a href="vbscript:x">x</a>',
    '<img src="https://evil.test/p.png?d=secret">',
    '<img src="//evil.test/p.png">',
    '<img src="data:image/svg+xml,<svg></svg>">',
    '<img src="javascript:alert(1)">',
    '<img srcset="https://evil.test/p.png 1x">',
    '<p src="/ok.png">x</p>',
    '<button formaction="https://evil.test">x</button>',
    '<p style="background:url(https://evil.test/p.png)">x</p>',
    '<p style="background:u\\72l(https://evil.test/p.png)">x</p>',
    '<p style="background-image:image-set(\'https://evil.test/p.png\' 1x)">x</p>',
    '<p style="width:expression(alert(1))">x</p>',
    '<p style="-moz-binding:x">x</p>',
    '<p style="behavior: url(x.htc)">x</p>',
    '<p style="behavior:x.htc">x</p>',
    '<p background="https://evil.test/p.png">x</p>',
    '<a href="/ok" ping="https://evil.test">x</a>',
    '<a xlink:href="https://evil.test">x</a>',
  ])('refuses the whole picture for an attribute or address no screen has: %s', (markup) => {
    expect(clean(`<p>before</p>${markup}`)).toBeNull();
  });

  it.each([
    'p{background:url(https://evil.test/a.png)}',
    'p{background:URL( "https://evil.test/a.png" )}',
    'p{background:u\\72l(https://evil.test/a.png)}',
    'p{background:u\\000072 l(https://evil.test/a.png)}',
    'p{background:image-set("https://evil.test/a.png" 1x)}',
    'p{background:-webkit-image-set("https://evil.test/a.png" 1x)}',
    '@import "https://evil.test/x.css";',
    '@import url(https://evil.test/x.css);',
    '@font-face{font-family:x;src:local(x)}',
    'p{width:expression(alert(1))}',
    'p{-moz-binding:url(x)}',
    '@namespace svg "http://www.w3.org/2000/svg";',
    '@page{margin:0}',
  ])('refuses the whole picture for CSS that loads anything: %s', (css) => {
    expect(clean(SCREEN, css)).toBeNull();
    expect(clean(SCREEN, GLOBAL_CSS, `/*main*/.css-main{color:red}${css}`)).toBeNull();
  });

  it('passes the mirrored classes of a right-to-left screen, and only its recorded ones', () => {
    const rtl = '/*main*/.rtl-main{padding-right:12px}.rtl-main:hover .rtl-main{color:red}';
    expect(clean(SCREEN, GLOBAL_CSS, rtl)?.styles).toBe(rtl);
    expect(clean(SCREEN, GLOBAL_CSS, '/*main*/.rtl-other{color:red}')).toBeNull();
    expect(clean(SCREEN, GLOBAL_CSS, '/*main*/.ltr-main{color:red}')).toBeNull();
  });

  it.each([
    // the password-leak of a forged picture: attribute selectors on what is typed
    '/*main*/input[value$="a"]{color:red}',
    '/*main*/.css-main{color:red}body{display:none}',
    '/*main*/.css-main,.MuiButton-root{color:red}',
    '/*main*/.css-main-other{color:red}',
    '/*main*/@media (min-width:1px){.css-other{color:red}}',
    '/*animation-spin*/@keyframes other{from{opacity:0}}',
    'p{color:red}/*main*/.css-main{color:red}',
  ])('refuses a kept class style that reaches beyond its own class: %s', (styles) => {
    expect(clean(SCREEN, GLOBAL_CSS, styles)).toBeNull();
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
