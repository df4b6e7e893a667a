/**
 * property-information as the Markdown step uses it: HTML's properties. Markdown makes no SVG, so
 * SVG's schema is HTML's here; the library's entry builds SVG's too, about 2.2 KB brotli in what
 * a signed-in start waits for (webpack.config.ts points `property-information` here).
 */
import { aria } from 'property-information/lib/aria.js';
import { html as htmlProperties } from 'property-information/lib/html.js';
import { merge } from 'property-information/lib/util/merge.js';
import { xlink } from 'property-information/lib/xlink.js';
import { xml } from 'property-information/lib/xml.js';
import { xmlns } from 'property-information/lib/xmlns.js';

export { find } from 'property-information/lib/find.js';
export { hastToReact } from 'property-information/lib/hast-to-react.js';
export { normalize } from 'property-information/lib/normalize.js';

export const html = merge([aria, htmlProperties, xlink, xmlns, xml], 'html');
export const svg = html;
