// What a stored picture may be made of: one list, which capture.ts keeps to and the inline
// cleaner (inline/clean-picture.ts) checks against. It imports nothing: the build reads it too.

/** Elements kept as they are; any other is pictured as a div or a span, with its text. */
export const PICTURE_ELEMENTS = (
  'a aside b bdi blockquote br button code del div em fieldset footer h1 h2 h3 h4 h5 h6 header ' +
  'hr i img input kbd label legend li main mark nav ol option p pre s section select small span ' +
  'strong sub sup table tbody td textarea tfoot th thead time tr u ul ' +
  'circle ellipse g line path polygon polyline rect svg text'
).split(' ');

/**
 * Attributes kept with any value: none of them names an address, an element elsewhere or CSS.
 * Besides these, `aria-*` (but the ones naming other elements) and `data-*` are kept.
 */
export const PICTURE_ATTRIBUTES = (
  'align alt checked class cols colspan datetime dir disabled height lang placeholder readonly ' +
  'required reversed role rows rowspan start title type width ' +
  'cx cy d focusable points r rx ry viewBox x x1 x2 xmlns y y1 y2'
).split(' ');

/**
 * SVG attributes the browser reads as CSS values: kept only when their value is a plain word,
 * number or colour (no `url()`, no function, no escape).
 */
export const PICTURE_PAINT_ATTRIBUTES = (
  'fill fill-rule font-family font-size font-weight stroke stroke-linecap stroke-linejoin ' +
  'stroke-width text-anchor dominant-baseline opacity'
).split(' ');
export const PLAIN_PAINT = /^[\w\s#.,%-]*$/;

/** `aria-*` attributes that name other elements by id: the picture keeps no ids. */
export const PICTURE_ID_REFERENCES = (
  'aria-activedescendant aria-controls aria-describedby aria-details aria-errormessage ' +
  'aria-flowto aria-labelledby aria-owns'
).split(' ');

/**
 * Inline styles a picture keeps: each as a class of the build's picture style sheet
 * (build/picture-styles.ts), never as a style of its own. A screen's inline style that is not
 * here is left out of its picture (a list's offsets: the picture shows the chat's end anyway).
 */
export const PICTURE_INLINE_STYLES: Record<string, string>[] = [
  { position: 'relative' },
  { position: 'absolute' },
  { top: '0px' },
  { width: '100%' },
  { height: '100%' },
  { outline: 'none' },
  { overflowY: 'auto' },
  { overflow: 'auto' },
  { overflow: 'hidden' },
  { flex: '1 1 0%' },
  { overscrollBehavior: 'contain' },
  { boxSizing: 'border-box' },
  { marginTop: '0px' },
  { margin: '0px' },
  { padding: '1em' },
  { overflowAnchor: 'none' },
  { direction: 'ltr' },
  { textAlign: 'left' },
  { whiteSpace: 'pre' },
  { wordSpacing: 'normal' },
  { wordBreak: 'normal' },
  { lineHeight: '1.5' },
  { tabSize: '2' },
  // code's size, as components/markdown/code-font.ts sets it: it follows the messages' size
  { fontSize: 'calc(var(--message-size, 1rem) * 0.875)' },
  { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  { fill: 'var(--mui-palette-primary-main)' },
  { fill: 'var(--mui-palette-primary-contrastText)' },
  { fill: 'var(--mui-palette-text-primary)' },
];

/** The class of the build's picture style sheet that stands for PICTURE_INLINE_STYLES[index]. */
export const pictureStyleClass = (index: number) => `picture-style-${index}`;

/** The list as index.html's cleaner takes it (inline/clean-picture.ts), with where images may load from. */
export const pictureParts = (imageOrigins: string[], policyName: string) => ({
  elements: PICTURE_ELEMENTS,
  attributes: PICTURE_ATTRIBUTES,
  paintAttributes: PICTURE_PAINT_ATTRIBUTES,
  plainPaint: PLAIN_PAINT.source,
  idReferences: PICTURE_ID_REFERENCES,
  imageOrigins,
  policyName,
});
