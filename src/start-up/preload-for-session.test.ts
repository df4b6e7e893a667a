import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { inlineFunctionScript } from './build/inline-function-script';
import { preloadForSession, SESSION_CLASS } from './inline/preload-for-session';

const CHUNKS = ['/assets/app.89abcdef.js'];
const CALL = 'https://api.test/api/user/data';

/** index.html's head script, as the build writes it. */
const runHeadScript = () =>
  new Function(
    inlineFunctionScript(preloadForSession, {
      tokenKey: 'token',
      pictureKey: 'picture',
      sessionClass: SESSION_CLASS,
      files: CHUNKS,
      earlyCalls: [CALL],
    }),
  )();

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [
    link.getAttribute('href'),
    link.as,
  ]);

describe("index.html's head: what a stored session starts at once", () => {
  const calls: string[] = [];
  const realFetch = window.fetch;
  beforeEach(() => {
    jest.useFakeTimers();
    calls.length = 0;
    window.fetch = (url) => {
      calls.push(String(url));
      return new Promise(() => {});
    };
  });
  afterEach(() => {
    window.fetch = realFetch;
    jest.useRealTimers();
    localStorage.clear();
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    document.documentElement.classList.remove(SESSION_CLASS);
    Reflect.deleteProperty(window, 'parleyEarlyCalls');
  });

  it('sends the first calls and asks for the chunks once the picture has painted', () => {
    localStorage.setItem('token', 'a-token');
    localStorage.setItem('picture', 'a picture of the last screen');
    runHeadScript();
    expect(calls).toEqual([]);
    expect(preloads()).toEqual([]);
    expect(document.documentElement).toHaveClass(SESSION_CLASS);
    jest.advanceTimersByTime(100);
    expect(calls).toEqual([CALL]);
    expect(preloads()).toEqual(CHUNKS.map((href) => [href, 'script']));
  });

  it('waits 100 ms at most for a frame that does not come', () => {
    localStorage.setItem('token', 'a-token');
    localStorage.setItem('picture', 'a picture of the last screen');
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    runHeadScript();
    jest.advanceTimersByTime(99);
    expect(preloads()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(preloads()).toEqual(CHUNKS.map((href) => [href, 'script']));
    frame.mockRestore();
  });

  it('asks for the chunks and sends the calls at once where there is no picture to paint first', () => {
    localStorage.setItem('token', 'a-token');
    runHeadScript();
    expect(calls).toEqual([CALL]);
    expect(preloads()).toEqual(CHUNKS.map((href) => [href, 'script']));
  });

  it('asks for nothing for a new visitor', () => {
    runHeadScript();
    jest.advanceTimersByTime(1000);
    expect(calls).toEqual([]);
    expect(preloads()).toEqual([]);
    expect(document.documentElement).not.toHaveClass(SESSION_CLASS);
  });
});
