import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { afterFirstPaint } from './inline/after-first-paint';
import { inlineFunctionScript } from './build/inline-function-script';
import { startAfterPaint } from './inline/start-after-paint';
import { startsWithOneFile } from './inline/one-file-start';
import { servedByWorker } from '../testing/service-worker';

const SCRIPTS = ['/assets/512.0123abcd.js', '/assets/main.4567ef01.js'];
const ONE_FILE = '/assets/session.2468ace0.js';
const POLICY = 'parley-start';
const SESSION_CLASS = 'has-session';
const PICTURE_ID = 'start-picture';

/** index.html's own inline script, as the build writes it. */
const runIndexScript = () =>
  new Function(
    inlineFunctionScript(
      startAfterPaint,
      {
        scripts: SCRIPTS,
        oneFile: ONE_FILE,
        policy: POLICY,
        sessionClass: SESSION_CLASS,
        pictureId: PICTURE_ID,
      },
      [afterFirstPaint, startsWithOneFile],
    ),
  )();

const pageScripts = () =>
  Array.from(document.head.querySelectorAll('script')).map((script) => ({
    src: script.getAttribute('src'),
    async: script.async,
    defer: script.defer,
  }));

const IN_ORDER = SCRIPTS.map((src) => ({ src, async: false, defer: true }));

/** What the page shows as text, as a browser lays it out (jsdom has no innerText). */
const showing = (text: string) =>
  Object.defineProperty(document.body, 'innerText', { configurable: true, value: text });

const visibility = (state: DocumentVisibilityState) =>
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });

/** A returning visitor's page as index.html leaves it: a session stored, its picture shown. */
const pictureShown = () => {
  document.documentElement.classList.add(SESSION_CLASS);
  const picture = document.createElement('div');
  picture.id = PICTURE_ID;
  document.body.append(picture);
};

/** A browser's paint timing: `paint()` reports the first contentful paint. */
const paintTiming = () => {
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: (list: unknown, observer: FakeObserver) => void) {}
    observe() {
      observers.push((list) => this.callback(list, this));
    }
    disconnect() {}
  }
  Object.defineProperty(window, 'PerformanceObserver', { configurable: true, value: FakeObserver });
  return {
    paint: () =>
      observers.forEach((notify) =>
        notify({
          getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []),
        }),
      ),
  };
};

describe("index.html's start: the page's scripts run once it has painted", () => {
  const realObserver = window.PerformanceObserver;
  beforeEach(() => {
    jest.useFakeTimers();
    visibility('visible');
    showing('User Login');
    servedByWorker(true);
  });
  afterEach(() => {
    jest.useRealTimers();
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    Object.defineProperty(window, 'PerformanceObserver', {
      configurable: true,
      value: realObserver,
    });
    Reflect.deleteProperty(window, 'trustedTypes');
    Reflect.deleteProperty(document.body, 'innerText');
    Reflect.deleteProperty(document, 'visibilityState');
    Reflect.deleteProperty(navigator, 'serviceWorker');
    document.documentElement.classList.remove(SESSION_CLASS);
    document.getElementById(PICTURE_ID)?.remove();
  });

  it('puts them in the page, in order, only after the first paint with content', () => {
    const { paint } = paintTiming();
    runIndexScript();
    expect(pageScripts()).toEqual([]);
    paint();
    expect(pageScripts()).toEqual(IN_ORDER);
    // once: the late timer adds nothing
    jest.advanceTimersByTime(1000);
    expect(pageScripts()).toEqual(IN_ORDER);
  });

  it("waits for the paint of a returning visitor's picture too", () => {
    const { paint } = paintTiming();
    pictureShown();
    runIndexScript();
    expect(pageScripts()).toEqual([]);
    paint();
    expect(pageScripts()).toEqual(IN_ORDER);
  });

  it('does not wait long for a paint that is slow to be reported', () => {
    paintTiming();
    runIndexScript();
    jest.advanceTimersByTime(499);
    expect(pageScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(pageScripts()).toEqual(IN_ORDER);
  });

  it.each([
    ['a hidden tab, which paints nothing', () => visibility('hidden')],
    [
      'a signed-in start with no picture, which shows nothing before the app',
      () => document.documentElement.classList.add(SESSION_CLASS),
    ],
    ['a page with nothing to show yet', () => showing(' \n')],
    [
      'a browser without paint timing',
      () => Object.defineProperty(window, 'PerformanceObserver', { value: undefined }),
    ],
  ])('starts at once in %s', (_case, arrange) => {
    paintTiming();
    arrange();
    runIndexScript();
    expect(pageScripts()).toEqual(IN_ORDER);
  });

  describe('where no service worker serves the page', () => {
    beforeEach(() => {
      servedByWorker(false);
    });
    const ONE = [{ src: ONE_FILE, async: false, defer: true }];

    it('starts a signed-in visitor with the one file instead of the page scripts', () => {
      paintTiming();
      document.documentElement.classList.add(SESSION_CLASS);
      runIndexScript();
      expect(pageScripts()).toEqual(ONE);
    });

    it('starts it after the paint of a picture too', () => {
      const { paint } = paintTiming();
      pictureShown();
      runIndexScript();
      expect(pageScripts()).toEqual([]);
      paint();
      expect(pageScripts()).toEqual(ONE);
    });

    it("starts a new visitor with the page's scripts: the login never downloads the app", () => {
      const { paint } = paintTiming();
      runIndexScript();
      paint();
      expect(pageScripts()).toEqual(IN_ORDER);
    });

    it('starts the same in a browser without service workers', () => {
      paintTiming();
      Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: undefined });
      document.documentElement.classList.add(SESSION_CLASS);
      runIndexScript();
      expect(pageScripts()).toEqual(ONE);
    });
  });

  it('lets only its own scripts through Trusted Types', () => {
    const rules: { createScriptURL?: (url: string) => string } = {};
    Object.defineProperty(window, 'trustedTypes', {
      configurable: true,
      value: {
        createPolicy: (name: string, given: typeof rules) => {
          expect(name).toBe(POLICY);
          Object.assign(rules, given);
          return given;
        },
      },
    });
    visibility('hidden');
    runIndexScript();
    expect(pageScripts()).toEqual(IN_ORDER);
    // nor the one file a signed-in start with nothing cached would run
    expect(() => rules.createScriptURL?.(ONE_FILE)).toThrow();
    expect(() => rules.createScriptURL?.('https://elsewhere.test/assets/main.js')).toThrow();
    expect(() => rules.createScriptURL?.('/assets/other.89abcdef.js')).toThrow();
  });
});
