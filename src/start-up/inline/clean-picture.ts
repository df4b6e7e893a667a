/** What a picture may be made of (picture/parts.ts), as index.html's inline script is given it. */
export interface PictureParts {
  elements: string[];
  attributes: string[];
  paintAttributes: string[];
  /** what a paint attribute's value may be (a regular expression's source) */
  plainPaint: string;
  idReferences: string[];
  /** origins images may load from besides the page's own (the API's) */
  imageOrigins: string[];
  /** the Trusted Types policy the markup is parsed through (created here, once a page) */
  policyName: string;
}

/**
 * A stored picture's markup, parsed in an inert document and checked against the one list of what
 * a picture may hold: its elements, attributes that name no address, CSS or other element, paint
 * that is a plain value, and images from the app's or the API's origin. Anything else: null, and
 * no picture at all. Styles are never read from storage: they are the build's.
 *
 * index.html runs it inline (showStartPicture takes it as an argument): it must stand alone.
 */
export function cleanStartPicture(html: string, parts: PictureParts): HTMLElement | null {
  const SVG = 'http://www.w3.org/2000/svg';
  const HTML = 'http://www.w3.org/1999/xhtml';
  const elements = new Set(parts.elements);
  const attributes = new Set(parts.attributes);
  const paint = new Set(parts.paintAttributes);
  const references = new Set(parts.idReferences);
  const plainPaint = new RegExp(parts.plainPaint);
  const imageAllowed = (value: string) => {
    try {
      const url = new URL(value, location.href);
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        (url.origin === location.origin || parts.imageOrigins.includes(url.origin))
      );
    } catch {
      return false;
    }
  };
  const allowed = (element: Element, name: string, value: string) => {
    if (attributes.has(name)) return name !== 'class' || /^[\w\s-]*$/.test(value);
    if (paint.has(name)) return plainPaint.test(value);
    if (name === 'src') return element.localName === 'img' && imageAllowed(value);
    if (/^aria-[a-z]+$/.test(name)) return !references.has(name);
    return /^data-[a-z][a-z-]*$/.test(name);
  };

  // Trusted Types: the markup becomes HTML only if every tag in it, as the HTML tokenizer reads
  // tags, is one of the picture's elements (no script, style, comment or doctype)
  const prefix = '<!doctype html><body>';
  const policy = window.trustedTypes?.createPolicy(parts.policyName, {
    createHTML: (markup) => {
      for (const [, lead, name = ''] of markup
        .slice(prefix.length)
        .matchAll(/<([!?]|\/?)([a-z][^\t\n\f\r />]*)?/gi))
        if (lead === '!' || lead === '?' || !elements.has(name)) throw new TypeError();
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
  // only elements and their text: no comment, processing instruction or character data
  const nodes = parsed.createNodeIterator(parsed.body, NodeFilter.SHOW_ALL);
  for (let node = nodes.nextNode(); node; node = nodes.nextNode())
    if (node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.TEXT_NODE) return null;
  for (const element of Array.from(parsed.body.querySelectorAll('*'))) {
    const namespace = element.namespaceURI;
    if (!elements.has(element.localName) || (namespace !== HTML && namespace !== SVG)) return null;
    for (const { name, value } of Array.from(element.attributes))
      if (!allowed(element, name, value)) return null;
  }
  return parsed.body;
}
