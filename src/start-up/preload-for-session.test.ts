import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { inlineFunctionScript } from './build/inline-function-script';
import { preloadForSession, SESSION_CLASS } from './inline/preload-for-session';

const PAGE_SCRIPTS = ['/assets/512.0123abcd.js', '/assets/main.4567ef01.js'];
const CHUNKS = ['/assets/app.89abcdef.js'];
const CALL = 'https://api.test/api/user/data';

/** index.html's head script, as the build writes it. */
const runHeadScript = () =>
  new Function(
    inlineFunctionScript(preloadForSession, {
      tokenKey: 'token',
      sessionClass: SESSION_CLASS,
      pageScripts: PAGE_SCRIPTS,
      files: CHUNKS,
      earlyCalls: [CALL],
    }),
  )();

describe("index.html's head: what a stored session starts at once", () => {
  const done: string[] = [];
  const realFetch = window.fetch;
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLLinkElement) done.push(`preload ${node.getAttribute('href')}`);
  });
  const watch = () => {
    done.length = 0;
    observer.observe(document.head, { childList: true });
    window.fetch = (url) => {
      // the links appended so far, reported before the call
      for (const record of observer.takeRecords())
        for (const node of record.addedNodes)
          if (node instanceof HTMLLinkElement) done.push(`preload ${node.getAttribute('href')}`);
      done.push(`call ${String(url)}`);
      return new Promise(() => {});
    };
  };
  afterEach(() => {
    observer.disconnect();
    window.fetch = realFetch;
    jest.useRealTimers();
    localStorage.clear();
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    document.documentElement.classList.remove(SESSION_CLASS);
    Reflect.deleteProperty(window, 'parleyEarlyCalls');
  });

  it("preloads the page's own scripts first, then sends the first calls; the chunks after a paint", () => {
    jest.useFakeTimers();
    localStorage.setItem('token', 'a-token');
    watch();
    runHeadScript();
    expect(done).toEqual([...PAGE_SCRIPTS.map((href) => `preload ${href}`), `call ${CALL}`]);
    expect(document.documentElement).toHaveClass(SESSION_CLASS);
    jest.advanceTimersByTime(100);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link')];
    expect(links.map((link) => [link.getAttribute('href'), link.as])).toEqual(
      [...PAGE_SCRIPTS, ...CHUNKS].map((href) => [href, 'script']),
    );
  });

  it('asks for nothing for a new visitor, whose scripts wait for the card to paint', () => {
    jest.useFakeTimers();
    watch();
    runHeadScript();
    jest.advanceTimersByTime(1000);
    expect(done).toEqual([]);
    expect(document.head.querySelector('link')).toBeNull();
    expect(document.documentElement).not.toHaveClass(SESSION_CLASS);
  });
});
