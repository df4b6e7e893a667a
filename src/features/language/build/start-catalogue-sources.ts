/**
 * The sources whose messages a new visitor's first load needs: the `start` catalogue's. The build
 * checks that every first-load module using a message is one of them (check-start-catalogue.ts).
 */
export const START_CATALOGUE_SOURCES = [
  '<rootDir>/src/start-up/**',
  '<rootDir>/src/features/language/**',
  '<rootDir>/src/features/auth/login-screen.tsx',
  '<rootDir>/src/app/layout/error-screen.tsx',
  '<rootDir>/src/components/toast.ts',
  '<rootDir>/src/components/network-error.ts',
  '<rootDir>/src/components/centered-message.tsx',
];

/** What index.html runs by itself, before any script: its texts are written into it when built. */
export const PAGE_CATALOGUE_SOURCES = '<rootDir>/src/start-up/inline/**';
