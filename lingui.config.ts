import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import {
  PAGE_CATALOGUE_SOURCES,
  START_CATALOGUE_SOURCES,
} from './src/features/language/build/start-catalogue-sources';

/** The lint rule's examples: never shown, so in no catalogue. */
const LINT_EXAMPLES = '<rootDir>/src/features/language/literal-rule-examples.tsx';

/**
 * Three catalogues per language: `start` holds the messages of the first load (the login card,
 * the start-up, the error screen), `app` the signed-in app's, loaded with its chunk, and `page`
 * what index.html says by itself, written into it when it is built (the failed-start message).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/features/language/catalogues/{locale}/page',
      include: [PAGE_CATALOGUE_SOURCES],
    },
    {
      path: '<rootDir>/src/features/language/catalogues/{locale}/start',
      include: START_CATALOGUE_SOURCES,
      exclude: [PAGE_CATALOGUE_SOURCES, LINT_EXAMPLES],
    },
    {
      path: '<rootDir>/src/features/language/catalogues/{locale}/app',
      include: ['<rootDir>/src'],
      exclude: [
        ...START_CATALOGUE_SOURCES,
        '**/*.test.*',
        '**/*.stories.*',
        LINT_EXAMPLES,
        '<rootDir>/src/testing',
      ],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'origin',
});
