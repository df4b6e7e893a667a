import '@testing-library/jest-dom/jest-globals';
import { webcrypto } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach } from '@jest/globals';
import { cleanup } from '@testing-library/react';
import { resetMockConfig } from '../../mocks/config';
import { db } from '../../mocks/db/store';
import { server } from '../../mocks/node';

// jsdom's crypto has no subtle; the offline backend hashes passwords with Web Crypto
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // replies come at once in tests; a test that needs a wait sets its own delay
  resetMockConfig({ replyDelayScale: 0 });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  db.reset();
  localStorage.clear();
  document.documentElement.className = '';
});
afterAll(() => server.close());
