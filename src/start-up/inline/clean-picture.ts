export interface CleanedStartSnapshot {
  /** the picture's elements, parsed in an inert document: nothing in them has loaded or run */
  body: HTMLElement;
  css: string;
  styles: string;
}

/**
 * Checks a stored picture against what Parley's own screens contain, before anything of it
 * reaches the page: only their elements and attributes, links and images on allowed addresses,
 * and CSS that loads nothing (no url(), image-set(), @import, @font-face, expression) where each
 * kept style only styles a recorded class (one of its markers' names). Whatever fails means no picture at all (null).
 *
 * index.html runs it inline (showStartSnapshot takes it as an argument): it must stand alone,
 * with no import and nothing from around it.
 */
export function cleanStartSnapshot(
  html: string,
  css: string,
  styles: string,
  /** origins images may load from besides the page's own (the API's) */
  imageOrigins: string[],
  /** the Trusted Types policy to parse the markup through (created here, once a page) */
  policyName = 'parley-picture',
): CleanedStartSnapshot | null {
  const TAGS = new Set(
    (
      'a aside b bdi blockquote br button code del div em fieldset h1 h2 h3 h4 h5 h6 header hr i ' +
      'img input label legend li main nav ol option p pre section select span strong sub sup ' +
      'table tbody td textarea tfoot th thead time tr ul circle g path rect svg text'
    ).split(' '),
  );
  const ATTRIBUTES = new Set(
    (
      'align alt checked class colspan cx cy d datetime decoding dir disabled fill fill-rule ' +
      'focusable font-family font-size font-weight height href id lang loading placeholder r ' +
      'readonly rel required role rows rowspan src start stroke style tabindex target title ' +
      'type viewbox width x xmlns y'
    ).split(' '),
  );
  const SVG = 'http://www.w3.org/2000/svg';
  const HTML = 'http://www.w3.org/1999/xhtml';
  // anything that makes the browser load something, or runs it
  const LOADS =
    /url\(|image-set\(|image\(|cross-fade\(|element\(|expression\s*\(|-moz-binding|(?<![\w-])behavior\s*:|@import|@font-face|@namespace|javascript:/i;
  // CSS as the browser reads it: comments gone, escapes resolved (u\72l( is url()
  const plain = (text: string) =>
    text
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\\([0-9a-f]{1,6})\s?|\\([\s\S])/gi, (_, hex?: string, other?: string) =>
        hex ? String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff) || 0xfffd) : (other ?? ''),
      );
  const loads = (text: string) => LOADS.test(plain(text));

  const linkAllowed = (value: string) => {
    try {
      return ['http:', 'https:', 'mailto:'].includes(new URL(value, location.href).protocol);
    } catch {
      return false;
    }
  };
  const imageAllowed = (value: string) => {
    try {
      const origin = new URL(value, location.href).origin;
      return origin === location.origin || imageOrigins.includes(origin);
    } catch {
      return false;
    }
  };
  const attributeAllowed = (element: Element, name: string, value: string) => {
    if (name === 'href') return element.localName === 'a' && linkAllowed(value);
    if (name === 'src') return element.localName === 'img' && imageAllowed(value);
    if (name === 'style') return !loads(value);
    return ATTRIBUTES.has(name) || /^aria-[a-z]+$/.test(name) || /^data-[a-z][a-z-]*$/.test(name);
  };

  // Trusted Types: the markup becomes HTML only if every tag in it, as the HTML tokenizer reads
  // tags, is one of the picture's elements (no script, style, comment or doctype); the inert
  // document is then checked element by element and attribute by attribute below
  const prefix = '<!doctype html><body>';
  const policy = window.trustedTypes?.createPolicy(policyName, {
    createHTML: (markup) => {
      for (const [, lead, name = ''] of markup
        .slice(prefix.length)
        .matchAll(/<([!?]|\/?)([a-z][^\t\n\f\r />]*)?/gi))
        if (lead === '!' || lead === '?' || !TAGS.has(name.toLowerCase())) throw new TypeError();
      return markup;
    },
  });
  let parsed: Document;
  try {
    const markup = `${prefix}${html}`;
    parsed = new DOMParser().parseFromString(
      (policy ? policy.createHTML(markup) : markup) as string,
      'text/html',
    );
  } catch {
    return null;
  }
  // the parser moves what belongs in a head (meta, link, style, base, title) out of the body
  if (parsed.head.childNodes.length > 0) return null;
  for (const element of Array.from(parsed.body.querySelectorAll('*'))) {
    const namespace = element.namespaceURI;
    if (!TAGS.has(element.localName) || (namespace !== HTML && namespace !== SVG)) return null;
    for (const attribute of Array.from(element.attributes))
      if (!attributeAllowed(element, attribute.name.toLowerCase(), attribute.value)) return null;
  }

  // CSSRule types: style, media, keyframes, keyframe, supports; no other kind is kept
  const STYLE = 1;
  const KEYFRAMES = 7;
  const PLAIN_RULES = [STYLE, 4, KEYFRAMES, 8, 12];
  type Rule = { type: number; cssRules?: ArrayLike<Rule>; selectorText?: string; name?: string };
  const OTHER_AT_RULE = /@(?!media\b|supports\b|keyframes\b|-webkit-keyframes\b)/i;
  /** Every rule of a sheet (nested ones too), or null if it loads anything or cannot be read. */
  const rulesOf = (text: string): Rule[] | null => {
    if (loads(text) || OTHER_AT_RULE.test(plain(text))) return null;
    const sheet = new CSSStyleSheet();
    if (typeof sheet.replaceSync !== 'function') return null;
    try {
      sheet.replaceSync(text);
    } catch {
      return null;
    }
    const all: Rule[] = [];
    const walk = (rules: ArrayLike<Rule>) => {
      for (const rule of Array.from(rules)) {
        all.push(rule);
        if (rule.cssRules) walk(rule.cssRules);
      }
    };
    walk(sheet.cssRules as unknown as ArrayLike<Rule>);
    return all.every((rule) => PLAIN_RULES.includes(rule.type)) ? all : null;
  };

  if (!rulesOf(css)) return null;
  // the kept styles follow /*name*/ markers: each rule must style a recorded class (or name
  // recorded keyframes), never the page at large
  const [before, ...parts] = styles.split(/\/\*([\w-]+)\*\//);
  if ((before ?? '').trim() !== '') return null;
  const names = new Set(parts.filter((_, index) => index % 2 === 0));
  const kept = rulesOf(styles);
  // Emotion's classes: `css-` left to right, `rtl-` mirrored (app/direction-caches.ts)
  const recordedClass = (selector: string) =>
    Array.from(selector.matchAll(/\.(?:css|rtl)-([\w-]+)/g)).some(([, name]) =>
      names.has(name ?? ''),
    );
  const recorded = (rule: Rule) =>
    rule.type === STYLE
      ? (rule.selectorText ?? '').split(',').every(recordedClass)
      : rule.type !== KEYFRAMES || names.has(rule.name ?? '');
  if (!kept?.every(recorded)) return null;
  return { body: parsed.body, css, styles };
}
