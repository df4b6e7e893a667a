import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { afterFirstPaint } from './inline/after-first-paint';
import { inlineFunctionScript } from './build/inline-function-script';
import { preloadForSession, SESSION_CLASS } from './inline/preload-for-session';
import { startsWithOneFile } from './inline/one-file-start';
import { servedByWorker } from '../testing/service-worker';

const PAGE_SCRIPTS = ['/assets/512.0123abcd.js', '/assets/main.4567ef01.js'];
const CHUNKS = ['/assets/app.89abcdef.js'];
const ONE_FILE = '/assets/session.2468ace0.js';
const PICTURE_CHUNKS = ['/assets/start-picture.0a1b2c3d.js'];
const CALL = 'https://api.test/api/user/data';

/** index.html's head script, as the build writes it. */
const runHeadScript = () =>
  new Function(
    inlineFunctionScript(
      preloadForSession,
      {
        tokenKey: 'token',
        pictureKey: 'picture',
        pictureId: 'start-picture',
        sessionClass: SESSION_CLASS,
        pageScripts: PAGE_SCRIPTS,
        files: CHUNKS,
        oneFile: ONE_FILE,
        pictureFiles: PICTURE_CHUNKS,
        earlyCalls: [CALL],
      },
      [afterFirstPaint, startsWithOneFile],
    ),
  )();

const asScripts = (hrefs: string[]) => hrefs.map((href) => [href, 'script']);
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [
    link.getAttribute('href'),
    link.as,
  ]);

describe("index.html's head: what a stored session starts at once", () => {
  const calls: string[] = [];
  const realFetch = window.fetch;
  beforeEach(() => {
    servedByWorker(true);
    jest.useFakeTimers();
    calls.length = 0;
    window.fetch = (url) => {
      calls.push(String(url));
      return new Promise(() => {});
    };
  });
  afterEach(() => {
    window.fetch = realFetch;
    Reflect.deleteProperty(navigator, 'serviceWorker');
    jest.useRealTimers();
    localStorage.clear();
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    document.documentElement.classList.remove(SESSION_CLASS);
    Reflect.deleteProperty(window, 'parleyEarlyCalls');
  });

  /** index.html shows the stored picture; `paint()` reports the first contentful paint. */
  const showPicture = () => {
    localStorage.setItem('token', 'a-token');
    localStorage.setItem('picture', 'a picture of the last screen');
    const picture = document.createElement('div');
    picture.id = 'start-picture';
    document.body.append(picture);
    const reported: (() => void)[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly callback: (list: unknown, observer: FakeObserver) => void) {}
      observe() {
        reported.push(() =>
          this.callback({ getEntriesByName: () => [{ name: 'first-contentful-paint' }] }, this),
        );
      }
      disconnect() {}
    }
    Object.defineProperty(window, 'PerformanceObserver', {
      configurable: true,
      value: FakeObserver,
    });
    return { paint: () => reported.forEach((report) => report()) };
  };
  const realObserver = window.PerformanceObserver;
  afterEach(() => {
    document.getElementById('start-picture')?.remove();
    Object.defineProperty(window, 'PerformanceObserver', {
      configurable: true,
      value: realObserver,
    });
  });

  it('sends the first calls and asks for the chunks once the picture has painted', () => {
    const { paint } = showPicture();
    runHeadScript();
    expect(document.documentElement).toHaveClass(SESSION_CLASS);
    jest.advanceTimersByTime(20);
    expect(calls).toEqual([]);
    expect(preloads()).toEqual([]);
    paint();
    expect(calls).toEqual([CALL]);
    // the page's own scripts are asked for by start-after-paint.ts, after the same paint
    expect(preloads()).toEqual(asScripts([...CHUNKS, ...PICTURE_CHUNKS]));
  });

  it('waits 500 ms at most for a paint that is not reported', () => {
    showPicture();
    runHeadScript();
    jest.advanceTimersByTime(499);
    expect(preloads()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(preloads()).toEqual(asScripts([...CHUNKS, ...PICTURE_CHUNKS]));
  });

  /** The head script runs while the page is still parsed; `parsed()` ends that. */
  const whileParsing = () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    return () => {
      Reflect.deleteProperty(document, 'readyState');
      document.dispatchEvent(new Event('DOMContentLoaded'));
    };
  };
  afterEach(() => {
    Reflect.deleteProperty(document, 'readyState');
  });

  it('waits for the end of the page, not a frame before it, to see the picture shown', () => {
    const { paint } = showPicture();
    const picture = document.getElementById('start-picture');
    picture?.remove();
    const parsed = whileParsing();
    runHeadScript();
    // a frame painted while the body's picture script has not run yet
    jest.advanceTimersByTime(20);
    expect(calls).toEqual([]);
    expect(preloads()).toEqual([]);
    if (picture) document.body.append(picture);
    parsed();
    expect(preloads()).toEqual([]);
    paint();
    expect(calls).toEqual([CALL]);
    expect(preloads()).toEqual(asScripts([...CHUNKS, ...PICTURE_CHUNKS]));
  });

  it('asks for the chunks once the page is parsed where index.html did not show the picture', () => {
    const { paint } = showPicture();
    document.getElementById('start-picture')?.remove();
    const parsed = whileParsing();
    runHeadScript();
    jest.advanceTimersByTime(20);
    expect(preloads()).toEqual([]);
    parsed();
    expect(calls).toEqual([CALL]);
    // the page's scripts are on their way already: start-after-paint.ts saw no picture, and
    // there is none to hand over
    expect(preloads()).toEqual(asScripts(CHUNKS));
    paint();
    expect(preloads()).toEqual(asScripts(CHUNKS));
  });

  it('asks for the chunks and sends the calls at once where no picture is stored, and not for the code that hands one over', () => {
    localStorage.setItem('token', 'a-token');
    runHeadScript();
    expect(calls).toEqual([CALL]);
    expect(preloads()).toEqual(asScripts([...PAGE_SCRIPTS, ...CHUNKS]));
  });

  it("asks a new visitor for the page's scripts alone, at once", () => {
    runHeadScript();
    expect(preloads()).toEqual(asScripts(PAGE_SCRIPTS));
    jest.advanceTimersByTime(1000);
    expect(calls).toEqual([]);
    expect(preloads()).toEqual(asScripts(PAGE_SCRIPTS));
    expect(document.documentElement).not.toHaveClass(SESSION_CLASS);
  });

  describe('where no service worker serves the page (a new device, a cleared cache)', () => {
    beforeEach(() => {
      servedByWorker(false);
    });

    it('asks a signed-in start for the one file alone, and sends the calls', () => {
      localStorage.setItem('token', 'a-token');
      runHeadScript();
      expect(calls).toEqual([CALL]);
      expect(preloads()).toEqual(asScripts([ONE_FILE]));
    });

    it('asks for the code that hands a picture over once it has painted, and no chunk', () => {
      const { paint } = showPicture();
      runHeadScript();
      expect(preloads()).toEqual([]);
      paint();
      expect(calls).toEqual([CALL]);
      // the one file itself is asked for by start-after-paint.ts, after the same paint
      expect(preloads()).toEqual(asScripts(PICTURE_CHUNKS));
    });

    it("asks a new visitor for the page's scripts: the login never downloads the app", () => {
      runHeadScript();
      expect(preloads()).toEqual(asScripts(PAGE_SCRIPTS));
    });
  });
});
