import '@testing-library/jest-dom/jest-globals';
// an in-memory IndexedDB for the offline backend, installed before its database first opens
import 'fake-indexeddb/auto';
import { webcrypto } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';
import { resetMockConfig } from '../../mocks/config';
import { storageFaults } from '../../mocks/db/database';
import { db } from '../../mocks/db/store';
import { server } from '../../mocks/node';
import { Hint } from '../components/hint';
import { stopStartUpFollowing } from '../start-up/app-store';
import './lean-styles';
// English, as a page starts in it; a test of another language chooses it
import '../features/language/active-language';

// jsdom's crypto has no subtle; the offline backend hashes passwords with Web Crypto
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

// jsdom's Blob (a File's parent, not always the global Blob) has no text(), which every
// browser the app supports has
for (const proto of [Blob.prototype, Object.getPrototypeOf(File.prototype) as Blob]) {
  if (typeof proto.text === 'function') continue;
  proto.text = function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
      reader.readAsText(this);
    });
  };
}

// jsdom lays nothing out, so it has no ResizeObserver; one that never reports stands in (the
// windowed lists are told their sizes by Virtuoso's mock context instead)
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Server answers (MSW) land outside act() by nature; tests wait for what users see with
// findBy/waitFor instead. Only this one warning is filtered; every other console error shows.
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('was not wrapped in act(')) return;
  consoleError(...args);
};

// findBy/waitFor wait up to 8 s, not 1: a whole start-up (login, user, chats, a first chat, the
// list again) through MSW and IndexedDB took over 4 s on a busy 2-core CI machine
configure({ asyncUtilTimeout: 8000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// tooltips as the app has them once settled: a test never holds a button Hint replaced
beforeAll(() => Hint.preload());
beforeEach(() => {
  // replies come at once in tests; a test that needs a wait sets its own delay
  resetMockConfig({ replyDelayScale: 0 });
});
afterEach(async () => {
  cleanup();
  stopStartUpFollowing();
  server.resetHandlers();
  server.events.removeAllListeners();
  storageFaults.refuseWrites = false;
  await db.reset();
  localStorage.clear();
  document.documentElement.className = '';
});
afterAll(() => server.close());
