// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';
import { readdirSync } from 'node:fs';

// a feature may use another only through its index.ts, or its state.ts (slices, which must not
// reach a screen)
const features = readdirSync('src/features');
const featureFences = features.flatMap((target) =>
  features
    .filter((other) => other !== target)
    .map((other) => ({
      target: `./src/features/${target}`,
      from: `./src/features/${other}`,
      except: ['./index.ts', './state.ts'],
      message: `Use ${other} through its index.ts (or state.ts).`,
    })),
);

// What the literal-string rule lets through: what no person reads (keys, ids, CSS, selectors,
// MIME types, URLs), and the places that take such strings.
const UNLOCALIZED_STRINGS = {
  useTsTypes: true,
  ignore: [
    // a single word without a capital: an id, a key, a CSS value or keyword
    '^(?![A-Z])\\S+$',
    // CONSTANT_CASE, numbers, punctuation and CSS lengths
    '^[A-Z0-9_-]+$',
    '^[^a-zA-Z]*$',
    // CSS declarations, a CSS function, or a markup fragment
    '^[a-z-]+:\\S',
    '^[a-z-]+\\(.*\\)$',
    '^<',
  ],
  ignoreNames: [
    {
      regex: {
        pattern:
          '^(className|cssText|providesTags|invalidatesTags|key|id|.*Id|.*Key|.*_KEY|.*Name|type|role|name|href|src|to|path|rel|target|variant|color|size|component|edge|align|position|placement|anchor|autoComplete|inputMode|mode|method|display|direction|sx|style|d|viewBox|fill|fontFamily|fontSize|fontWeight|dateTime|lang|dir|accent|data-.*|aria-(live|current|haspopup|autocomplete|controls|activedescendant|describedby|labelledby))$',
      },
    },
    { regex: { pattern: '^[A-Z0-9_]+$' } },
  ],
  ignoreFunctions: [
    'Error',
    'TypeError',
    'console.*',
    '*.addEventListener',
    '*.removeEventListener',
    '*.dispatchEvent',
    'Event',
    'CustomEvent',
    '*.postMessage',
    '*.getElementById',
    '*.querySelector',
    '*.querySelectorAll',
    '*.closest',
    '*.matches',
    '*.setAttribute',
    '*.getAttribute',
    '*.removeAttribute',
    '*.hasAttribute',
    '*.createElement',
    '*.getItem',
    '*.setItem',
    '*.removeItem',
    'readStored',
    'writeStored',
    '*.includes',
    '*.startsWith',
    '*.endsWith',
    '*.split',
    '*.replace',
    '*.match',
    '*.test',
    '*.toggle',
    '*.has',
    '*.get',
    '*.set',
    '*.delete',
    'matchMedia',
    '*.matchMedia',
    'useMediaQuery',
    'keyframes',
    'styled',
    'createSlice',
    'createAction',
    'createSelector',
    'URL',
    'fetch',
    'Headers',
    'Request',
    'Response',
    'Blob',
    'RegExp',
    'dayjs',
    '*.format',
    '*.locale',
    'Symbol',
    'import',
    'require',
    'structuredClone',
    'invalidateTags',
    '*.invalidateTags',
    '*.updateQueryData',
    'injectEndpoints',
    'openDB',
    '*.transaction',
    '*.objectStore',
    '*.createObjectStore',
    'TextEncoder',
    '*.digest',
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'storybook-static',
      'coverage',
      'node_modules',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      'scratch',
    ],
  },
  // a directive that suppresses nothing is a fault (literal-rule-examples.tsx relies on it)
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.strict,
  jsxA11y.flatConfigs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/refs': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'error',
      // RTK Query spells "no argument" as void: build.query<Chat[], void>
      '@typescript-eslint/no-invalid-void-type': 'off',
      // a cycle is among our own files: walking the packages' imports tripled lint's time
      'import-x/no-cycle': ['error', { maxDepth: 12, ignoreExternal: true }],
      // TypeScript already checks what a namespace or default import names
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default-member': 'off',
      'import-x/no-named-as-default': 'off',
      // one-way imports: start-up → app → features → shared (components, types); mocks stand apart
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureFences,
            {
              target: './src/app',
              from: './src/start-up',
              message: 'The start-up starts the app; the app knows nothing of it.',
            },
            {
              target: ['./src/features', './src/components'],
              from: './src/start-up',
              message: 'Screens are written as if there were no start-up: it watches them.',
            },
            {
              target: './src/components',
              from: ['./src/features', './src/app', './mocks'],
              message: 'Shared components know no feature.',
            },
            {
              target: './src/types',
              from: [
                './src/features',
                './src/app',
                './src/components',
                './src/start-up',
                './mocks',
              ],
              message: 'Wire types stand alone.',
            },
            {
              target: './src/features',
              from: './src/app',
              except: [
                './api.ts',
                './hooks.ts',
                './config.ts',
                './api-paths.ts',
                './listener-middleware.ts',
                './connection/index.ts',
                './storage/index.ts',
              ],
              message:
                'Features may use the app only through api, hooks, config, api-paths, listener-middleware, connection/index and storage/index.',
            },
            {
              target: './src/app-worker',
              from: ['./src/app', './src/features', './src/components', './src/start-up'],
              except: ['./api-paths.ts'],
              message: 'The service worker is a program of its own: it shares only the API paths.',
            },
            {
              target: ['./src/*.ts', './src/!(app-worker)/**'],
              from: './src/app-worker',
              message: 'The app registers its worker by address, never by import.',
            },
            {
              target: './src',
              from: './mocks',
              message: 'The app never imports the offline backend (main.tsx loads it dynamically).',
            },
            {
              target: './mocks',
              from: ['./src/app', './src/features', './src/components'],
              message: 'The offline backend shares only wire types with the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // main.tsx is the one place that starts the offline backend (in mock mode only, dynamically)
    files: [
      'src/start-up/main.tsx',
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'src/**/*.stories.tsx',
      'src/testing/**',
    ],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // one tooltip, whose code (Popper's with it) comes once a start-up has settled
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    ignores: ['src/components/hint.tsx', 'src/components/hint.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/material/Tooltip',
              message: 'Use Hint (components/hint): no first paint waits for the tooltip.',
              allowTypeImports: true,
            },
            {
              name: '@mui/material',
              importNames: ['Tooltip'],
              message: 'Use Hint (components/hint): no first paint waits for the tooltip.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // index.html runs these from their source: each stands alone
    files: ['src/start-up/inline/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      // types are gone by the time index.html holds the function
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['*', '.*'],
              message: 'An inline script imports nothing.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // the jest transform shared with the build's Node side
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // every word a person sees or hears comes from the catalogues (features/language)
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/**/*.test.{ts,tsx}',
      'src/**/*.stories.tsx',
      'src/testing/**',
      'src/start-up/forged-pictures.ts',
      'src/app-worker/**',
      'src/**/build/**',
    ],
    // the rule reads types: a string whose type is a union of literals is a key, not a text
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { lingui },
    rules: {
      ...lingui.configs['flat/recommended'].rules,
      'lingui/no-unlocalized-strings': ['error', UNLOCALIZED_STRINGS],
    },
  },
  {
    files: ['public/**/*.js', 'src/app-worker/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  prettier,
);
