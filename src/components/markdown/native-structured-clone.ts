/**
 * The browser's own structuredClone, in place of the polyfill the Markdown-to-HTML step imports
 * (webpack.config.ts): every browser the app runs in has it, and the polyfill is 1.2 KB brotli.
 */
export default globalThis.structuredClone;
