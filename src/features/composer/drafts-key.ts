/** Where drafts are stored; on its own, so the build (webpack.config.ts) reads it without i18n. */
export const DRAFTS_KEY = 'parley-drafts';
