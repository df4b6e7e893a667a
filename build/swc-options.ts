import type { Options } from '@swc/core';

/**
 * How SWC compiles the app for webpack, Jest and Storybook alike: TypeScript and JSX, and
 * Lingui's macros (t`…`, <Trans>, plural) turned into catalogue lookups. A production build keeps
 * only each message's id: the text is the catalogue's.
 */
export const linguiSwcPlugin = (production: boolean): [string, Record<string, unknown>] => [
  '@lingui/swc-plugin',
  {
    descriptorFields: production ? 'id-only' : 'all',
    // the ids `lingui extract` (v5) writes in the catalogues
    useLinguiV5IdGeneration: true,
  },
];

export const swcOptions = (production: boolean): Options => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
    experimental: { plugins: [linguiSwcPlugin(production)] },
  },
});
