/** @jest-config-loader esbuild-register */
import { availableParallelism } from 'node:os';
import type { Config } from 'jest';
import { pictureFormat } from './src/start-up/build/picture-format';
import { swcOptions } from './build/swc-options';

const config: Config = {
  // jsdom without Node's fetch/Request breaks MSW; jest-fixed-jsdom restores them.
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: ['<rootDir>/src', '<rootDir>/mocks', '<rootDir>/build', '<rootDir>/scripts'],
  // a whole-app journey renders MUI in jsdom for seconds; on a busy 2-core CI runner it took
  // over 20 s. The limit catches a hung test, not a slow one
  testTimeout: 60_000,
  // more workers than cores: while one test waits on a timer another runs (on two cores, three
  // workers take 99 s against 109 s for two)
  maxWorkers: availableParallelism() + 1,
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  transform: {
    // packages need only their ES modules turned to CommonJS; the Lingui plugin is for our code
    '/node_modules/.+\\.(m|c)?js$': ['@swc/jest', { jsc: { target: 'es2022' } }],
    '^.+\\.(t|j)sx?$|^.+\\.(m|c)js$': ['@swc/jest', swcOptions(false)],
    '\\.po$': '<rootDir>/build/po-transform.cjs',
  },
  // react-markdown, unified, refractor and msw's dependencies ship ES modules only.
  transformIgnorePatterns: [],
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/src/testing/style-stub.ts',
    // as the build has it (webpack.config.ts)
    '^@ungap/structured-clone$': '<rootDir>/src/components/markdown/native-structured-clone.ts',
    '^property-information$': '<rootDir>/src/components/markdown/html-properties.ts',
    '^property-information/lib/(.*)$': '<rootDir>/node_modules/property-information/lib/$1',
  },
  globals: {
    __MOCK__: true,
    __API_BASE_URL__: 'http://localhost',
    __INSTALLABLE__: false,
    __RELEASE__: 'test',
    __PICTURE_FORMAT__: pictureFormat(__dirname),
  },
};

export default config;
