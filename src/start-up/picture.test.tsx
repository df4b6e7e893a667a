import { START_PICTURE_LAYER, startPictureShown } from './picture-shown';
import { showStartPicture } from './inline/show-picture';
import { sessionTag } from './inline/session-tag';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { inlineFunctionScript } from './build/inline-function-script';
import { IDB_TIMERS } from '../testing/backend';
import { createPictureAdoptingCache } from './picture/adopted-styles';
import { captureStartPicture } from './picture/capture';
import { cleanStartPicture } from './inline/clean-picture';
import { pictureParts, pictureStyleClass, PICTURE_INLINE_STYLES } from './picture/parts';
import {
  keepStartPicture,
  PICTURE_STYLES_ID,
  PICTURE_MAX_AGE_MS,
  PICTURE_KEY,
  PICTURE_MAX_CHARS,
  PICTURE_OVERLAY_ID,
  PICTURE_TYPED,
  type StartPicture,
} from './picture/picture';
import {
  dismissStartPicture,
  dismissStartPictureWhenStill,
  PICTURE_MAX_MS,
  STILL_FRAMES,
} from './picture/overlay';
import { FORGED, FORGED_STYLES } from './forged-pictures';
import { keepEveryStyle } from '../testing/lean-styles';

// the build sheet lent to the live screen is what these tests look at
keepEveryStyle();

const CHAT = 'chat-1';
const DRAFTS_KEY = 'parley-drafts';
const OPTIONS = {
  pictureKey: PICTURE_KEY,
  tokenKey: 'token',
  draftsKey: DRAFTS_KEY,
  format: __PICTURE_FORMAT__,
  maxAgeMs: PICTURE_MAX_AGE_MS,
  parts: pictureParts([], 'parley-picture'),
  overlayId: PICTURE_OVERLAY_ID,
  stylesId: PICTURE_STYLES_ID,
  typedAttribute: PICTURE_TYPED,
  chatParam: 'chat',
  layer: START_PICTURE_LAYER,
};

/**
 * The build's picture style sheet as index.html's head links it (inline/link-picture-styles.ts),
 * already loaded unless said: jsdom loads no style sheet, so its rules come from a style element.
 */
const linkBuildSheet = (rules = '', loaded = true) => {
  const sheet = document.createElement('style');
  sheet.textContent = rules;
  document.head.append(sheet);
  const link = document.createElement('link');
  link.id = PICTURE_STYLES_ID;
  link.rel = 'stylesheet';
  Object.defineProperty(link, 'sheet', { get: () => (loaded ? sheet.sheet : null) });
  document.head.append(link);
  return {
    link,
    load: () => {
      loaded = true;
      link.dispatchEvent(new Event('load'));
    },
  };
};

/** What index.html runs at the end of its body: the build's own inline script. */
const runPageScript = (withSheet = true) => {
  if (withSheet && !document.getElementById(PICTURE_STYLES_ID)) linkBuildSheet();
  new Function(inlineFunctionScript(showStartPicture, OPTIONS, [cleanStartPicture, sessionTag]))();
};

const overlay = () => document.getElementById(PICTURE_OVERLAY_ID);

/** A screen styled the way the app styles one. */
const renderScreen = (cache = createPictureAdoptingCache('css')) =>
  render(
    <CacheProvider value={cache}>
      <Box component="section" sx={{ p: 'var(--gap) 12px', pl: '3px', color: 'rgb(1, 2, 3)' }}>
        <p>The newest reply</p>
        <p>{`<img src="${FORGED}/reply.png" onerror="alert(1)">`}</p>
        <textarea aria-label="Prompt" defaultValue="" />
        <input type="password" aria-label="Secret" defaultValue="" />
        <pre>
          <code>
            <span className="token keyword" style={{ color: 'red' }}>
              const
            </span>{' '}
            x = 1;
          </code>
        </pre>
        <details>
          <summary>An element no screen had when the picture was made</summary>
        </details>
        <a href={`${FORGED}/link`}>a link</a>
        <div
          data-testid="scroller"
          style={{ position: 'relative', overflowY: 'auto', height: 50, paddingTop: 94 }}
        />
      </Box>
    </CacheProvider>,
  );

afterEach(() => {
  document.getElementById(PICTURE_OVERLAY_ID)?.remove();
  document.getElementById(PICTURE_STYLES_ID)?.remove();
  document.head.querySelectorAll('style').forEach((style) => style.remove());
  jest.restoreAllMocks();
  jest.useRealTimers();
});

/** Pictures the screen for `session`, then leaves it: the next page starts empty. */
const pictureAndLeave = async (session = 'token-1') => {
  const user = userEvent.setup();
  const view = renderScreen();
  await user.type(view.getByRole('textbox', { name: 'Prompt' }), 'half a question');
  await user.type(view.getByLabelText('Secret'), 'hunter2');
  const scroller = view.getByTestId('scroller');
  Object.defineProperty(scroller, 'scrollTop', { value: 120, configurable: true });
  Object.defineProperty(scroller, 'scrollHeight', { value: 400, configurable: true });
  Object.defineProperty(scroller, 'clientHeight', { value: 50, configurable: true });
  const taken = captureStartPicture(view.container, session, CHAT);
  keepStartPicture(taken);
  view.unmount();
  return taken;
};

describe('the picture of the last screen', () => {
  it('is kept as markup alone, of the elements and attributes a picture may hold', async () => {
    const taken = await pictureAndLeave();
    const stored = localStorage.getItem(PICTURE_KEY) ?? '';
    expect(Object.keys(taken ?? {}).sort()).toEqual(
      [
        'chatId',
        'dark',
        'format',
        'height',
        'html',
        'lang',
        'path',
        'scrolls',
        'session',
        'systemDark',
        'takenAt',
        'width',
      ].sort(),
    );
    // nothing typed is kept, nor the token (only the prompt shows its stored draft), no style,
    // no address but its images'
    for (const kept of ['half a question', 'hunter2', 'token-1', 'style=', 'href', '<details'])
      expect([kept, stored.includes(kept)]).toEqual([kept, false]);
    // the capture keeps what the cleaner passes: the same list
    expect(cleanStartPicture(taken?.html ?? '', OPTIONS.parts)).not.toBeNull();
    // an inline style the build has a class for is that class; the others are left out
    const position = PICTURE_INLINE_STYLES.findIndex((style) => style.position === 'relative');
    expect(taken?.html).toContain(pictureStyleClass(position));
    // how far the scrolled element was from its end
    expect(taken?.scrolls).toEqual([[expect.any(Number), 400 - 50 - 120]]);
  });

  it('is shown at the next start-up, inert and silent, once the build sheet styles it', async () => {
    await pictureAndLeave();
    localStorage.setItem('token', 'token-1');
    const sheet = linkBuildSheet('section{color:rgb(1, 2, 3)}', false);
    const scrolled = jest.spyOn(Element.prototype, 'scrollTop', 'set');
    runPageScript();

    const picture = overlay();
    expect(picture).not.toBeNull();
    // unseen and unscrolled until the build's sheet has loaded
    expect(picture).toHaveStyle({ visibility: 'hidden' });
    expect(scrolled).not.toHaveBeenCalled();
    act(() => sheet.load());
    expect(picture).not.toHaveStyle({ visibility: 'hidden' });
    // nothing in it can be reached: no field to type into on this screen
    expect(picture).toHaveAttribute('inert');
    expect(picture).toHaveAttribute('aria-hidden', 'true');
    expect(picture).toHaveStyle({ pointerEvents: 'none' });
    expect(picture).toHaveTextContent('The newest reply');
    // what a reply said stays text
    expect(picture).toHaveTextContent(`<img src="${FORGED}/reply.png" onerror="alert(1)">`);
    expect(picture?.querySelector('img')).toBeNull();
    expect(picture?.querySelector('a')).not.toHaveAttribute('href');
    // an element of a kind no screen had is pictured as a plain one, with its text
    expect(picture).toHaveTextContent('An element no screen had');
    expect(picture?.querySelector('textarea')).toHaveValue('');
    expect(picture?.querySelector('input')).not.toHaveAttribute('value');
    // coloured code is pictured plain, as the live block first paints it
    expect(picture?.querySelector('code')?.innerHTML).toBe(
      '<span class="token keyword">const</span> x = 1;',
    );
    // the scrolled element is as far from its end as it was
    expect(scrolled.mock.contexts[0]).toBe(picture?.querySelector('[class*="picture-style"]'));
    // no style came from storage: the page has the build's sheet and nothing else
    expect(
      Array.from(document.querySelectorAll('style')).filter(
        (style) => !style.hasAttribute('data-emotion'),
      ),
    ).toHaveLength(1);
  });

  it('applies nothing an older picture kept beside its markup, and never an unstyled one', async () => {
    const taken = await pictureAndLeave();
    localStorage.setItem('token', 'token-1');
    localStorage.setItem(PICTURE_KEY, JSON.stringify({ ...taken, ...FORGED_STYLES }));
    runPageScript();
    expect(overlay()).toHaveTextContent('The newest reply');
    const rules = Array.from(document.styleSheets, (sheet) =>
      Array.from(sheet.cssRules, (rule) => rule.cssText),
    ).flat();
    expect(rules.join('')).not.toContain(FORGED);
    act(() => dismissStartPicture());

    // the build's sheet could not be had after all: no picture, rather than an unstyled one
    document.getElementById(PICTURE_STYLES_ID)?.remove();
    const { link } = linkBuildSheet('', false);
    runPageScript();
    expect(overlay()).toHaveStyle({ visibility: 'hidden' });
    act(() => {
      link.dispatchEvent(new Event('error'));
    });
    expect(overlay()).toBeNull();
    // and none without the sheet at all
    link.remove();
    runPageScript(false);
    expect(overlay()).toBeNull();
  });

  it('lends the build sheet to the live screen, which writes none of its classes again', async () => {
    await pictureAndLeave();
    localStorage.setItem('token', 'token-1');
    const reference = createPictureAdoptingCache('css');
    const first = renderScreen(reference);
    const written = Array.from(
      document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion]'),
      (style) => Array.from(style.sheet?.cssRules ?? [], (rule) => rule.cssText).join(''),
    ).join('');
    first.unmount();
    document.head.querySelectorAll('style').forEach((style) => style.remove());
    linkBuildSheet(written);
    runPageScript();

    // the page's cache, made with the build sheet in the page, takes its classes as inserted
    const cache = createPictureAdoptingCache('css');
    const inserted = jest.spyOn(cache.sheet, 'insert');
    const view = renderScreen(cache);
    expect(inserted).not.toHaveBeenCalled();
    const section = view.container.querySelector('section');
    if (!section) throw new Error('no section');
    expect(getComputedStyle(section).color).toBe('rgb(1, 2, 3)');
    act(() => dismissStartPicture());
    expect(getComputedStyle(section).color).toBe('rgb(1, 2, 3)');
  });

  it('is only shown to its own session, address, window size, theme and language, after a release too', async () => {
    const taken = await pictureAndLeave();
    if (!taken) throw new Error('no picture taken');
    localStorage.setItem('token', 'token-1');
    // kept for when this screen opens again
    const elsewhere: Partial<StartPicture>[] = [
      { path: '/credits' },
      { width: taken.width + 1 },
      { height: taken.height - 1 },
      { dark: !taken.dark },
      { systemDark: !taken.systemDark },
      // a picture of the English page is never painted on an Arabic one, and so on
      { lang: 'ar' },
    ];
    for (const other of elsewhere) {
      localStorage.setItem(PICTURE_KEY, JSON.stringify({ ...taken, ...other }));
      runPageScript();
      expect([other, overlay(), localStorage.getItem(PICTURE_KEY)]).toEqual([
        other,
        null,
        JSON.stringify({ ...taken, ...other }),
      ]);
    }
    // never shown again: another session's, one a week old or from the future, another format,
    // the old formats that kept the token itself, and forged markup
    const never: Partial<StartPicture>[] = [
      { session: sessionTag('token-2') },
      { session: 'token-1' },
      { takenAt: Date.now() - PICTURE_MAX_AGE_MS - 1 },
      { takenAt: Date.now() + 60_000 },
      { format: `${__PICTURE_FORMAT__}-other` },
      { format: 2 as unknown as string },
      { html: `<p style="color:red">x</p>` },
    ];
    for (const other of never) {
      localStorage.setItem(PICTURE_KEY, JSON.stringify({ ...taken, ...other }));
      runPageScript();
      expect([other, overlay(), localStorage.getItem(PICTURE_KEY)]).toEqual([other, null, null]);
    }
    localStorage.setItem(PICTURE_KEY, '{"format":3,"html":');
    runPageScript();
    localStorage.setItem(PICTURE_KEY, JSON.stringify(taken));
    localStorage.removeItem('token');
    runPageScript();
    expect(overlay()).toBeNull();

    // six days old, and taken by the previous release: shown
    localStorage.setItem('token', 'token-1');
    localStorage.setItem(
      PICTURE_KEY,
      JSON.stringify({ ...taken, takenAt: Date.now() - PICTURE_MAX_AGE_MS + 86_400_000 }),
    );
    runPageScript();
    expect(overlay()).toHaveTextContent('The newest reply');
  });

  it("is shown at a chat's address only when it is that chat's", async () => {
    const taken = await pictureAndLeave();
    localStorage.setItem('token', 'token-1');
    try {
      window.history.replaceState(null, '', '/?chat=another-chat');
      runPageScript();
      expect([overlay(), localStorage.getItem(PICTURE_KEY)]).toEqual([null, JSON.stringify(taken)]);
      window.history.replaceState(null, '', `/?chat=${CHAT}`);
      runPageScript();
      expect(overlay()).toHaveTextContent('The newest reply');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it("leaves out lists' rows below their box's view but one per box, and keeps a scrolled box's rows", () => {
    const rows = (list: string) =>
      [0, 1, 2, 3, 4, 5].map((row) => <li key={row}>{`${list} row ${row}`}</li>);
    const view = render(
      <div>
        <ul>{rows('Plain')}</ul>
        <ul>{rows('Second')}</ul>
        <div data-testid="box">
          <ul>{rows('Scrolled')}</ul>
        </div>
        <div data-testid="sidebar" style={{ overflowY: 'auto' }}>
          <ul>{rows('Boxed')}</ul>
        </div>
      </div>,
    );
    // a scrolling box that ends 500 px down, above the window's end
    jest
      .spyOn(view.getByTestId('sidebar'), 'getBoundingClientRect')
      .mockReturnValue(new DOMRect(0, 0, 200, 500));
    // a row every 300 px down the page: rows 0 to 2 are in the view, 3 to 5 below it
    for (const [index, row] of Array.from(view.container.querySelectorAll('li')).entries())
      jest
        .spyOn(row, 'getBoundingClientRect')
        .mockReturnValue(new DOMRect(0, (index % 6) * 300, 200, 60));
    expect(window.innerHeight).toBeLessThan(900);
    Object.defineProperty(view.getByTestId('box'), 'scrollTop', { value: 40, configurable: true });
    const html = captureStartPicture(view.container, 'token-1', CHAT)?.html ?? '';
    for (const kept of [
      'Plain row 2',
      'Plain row 3',
      'Second row 2',
      'Scrolled row 5',
      'Boxed row 2',
    ])
      expect([kept, html.includes(kept)]).toEqual([kept, true]);
    for (const left of ['Plain row 4', 'Plain row 5', 'Second row 3', 'Boxed row 3'])
      expect([left, html.includes(left)]).toEqual([left, false]);
  });

  it('is not kept when too large, and a new one replaces the old even when it does not fit', async () => {
    await pictureAndLeave();
    const huge = document.createElement('div');
    huge.textContent = 'x'.repeat(PICTURE_MAX_CHARS + 1);
    expect(captureStartPicture(huge, 'token-1', CHAT)).toBeNull();
    keepStartPicture(captureStartPicture(huge, 'token-1', CHAT));
    expect(localStorage.getItem(PICTURE_KEY)).toBeNull();

    await pictureAndLeave();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    keepStartPicture(captureStartPicture(document.body, 'token-1', CHAT));
    expect(localStorage.getItem(PICTURE_KEY)).toBeNull();
  });
});

/** A live prompt as the composer has one: controlled, its value kept by the app. */
const LivePrompt = ({ initial }: { initial: string }) => {
  const [draft, setDraft] = useState(initial);
  return (
    <>
      <h1>Write a TypeScript function</h1>
      <textarea
        aria-label="Prompt"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        name="prompt"
      />
      <button type="submit">Send</button>
      <p>{`draft: ${draft}`}</p>
    </>
  );
};

describe('typing into the picture', () => {
  it('reaches only its prompt, and what is typed there goes to the live prompt, with the focus', async () => {
    const user = userEvent.setup();
    const left = render(<LivePrompt initial="Half a " />);
    keepStartPicture(captureStartPicture(left.container, 'token-1', CHAT));
    left.unmount();
    localStorage.setItem('token', 'token-1');
    localStorage.setItem(DRAFTS_KEY, JSON.stringify({ [CHAT]: 'Half a ' }));
    runPageScript();

    // a screen reader hears the screen's title and its prompt, the one thing a tap reaches
    const pictured = screen.getByRole('textbox', { name: 'Prompt' });
    expect(overlay()).toContainElement(pictured);
    expect(overlay()).toContainElement(
      screen.getByRole('heading', { name: 'Write a TypeScript function' }),
    );
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(screen.getByText(/^draft:/)).toHaveAttribute('aria-hidden', 'true');
    await user.click(pictured);
    await user.keyboard('question{Enter}');
    expect(pictured).toHaveValue('Half a question');

    // the live screen comes, under the picture, with the draft the picture was taken with
    render(<LivePrompt initial="Half a " />);
    act(() => dismissStartPicture());
    const live = screen.getByRole('textbox', { name: 'Prompt' });
    expect(live).toHaveValue('Half a question');
    expect(screen.getByText('draft: Half a question')).toBeInTheDocument();
    expect(live).toHaveFocus();
    expect(live).toHaveProperty('selectionStart', 'Half a question'.length);
  });
});

describe('the picture gives way to the live screen', () => {
  const showPicture = async () => {
    await pictureAndLeave();
    localStorage.setItem('token', 'token-1');
    runPageScript();
    expect(startPictureShown()).toBe(true);
  };
  const frames = async (n: number) => {
    for (let i = 0; i < n; i += 1) await act(() => jest.advanceTimersByTimeAsync(17));
  };

  it('once the live screen shows no spinner and has stopped changing', async () => {
    await showPicture();
    jest.useFakeTimers({ doNotFake: IDB_TIMERS });
    const live = document.createElement('div');
    live.innerHTML = '<div role="progressbar" aria-label="Loading chats"></div>';
    document.body.appendChild(live);
    dismissStartPictureWhenStill(live);

    await frames(STILL_FRAMES + 2);
    expect(startPictureShown()).toBe(true);

    // the list lays out over a few frames: each change starts the count again
    live.innerHTML = '<ol><li>The newest reply</li></ol>';
    await frames(STILL_FRAMES - 1);
    live.querySelector('li')?.setAttribute('style', 'height: 40px');
    await frames(STILL_FRAMES - 1);
    expect(startPictureShown()).toBe(true);
    await frames(2);
    expect(startPictureShown()).toBe(false);
    live.remove();
  });

  it('not while anything in the live screen is still busy rendering (aria-busy)', async () => {
    await showPicture();
    jest.useFakeTimers({ doNotFake: IDB_TIMERS });
    const live = document.createElement('div');
    live.innerHTML = '<ol><li aria-busy="true"></li></ol>';
    document.body.appendChild(live);
    dismissStartPictureWhenStill(live);
    await frames(STILL_FRAMES + 5);
    expect(startPictureShown()).toBe(true);
    live.querySelector('li')?.removeAttribute('aria-busy');
    await frames(STILL_FRAMES + 1);
    expect(startPictureShown()).toBe(false);
    live.remove();
  });

  it('not while the server cannot be reached, however long, and under the live words', async () => {
    await showPicture();
    jest.useFakeTimers({ doNotFake: IDB_TIMERS });
    const live = document.createElement('div');
    live.innerHTML = '<main><p>Parley cannot reach the server.</p></main>';
    document.body.appendChild(live);
    let unreachable = true;
    dismissStartPictureWhenStill(live, () => unreachable);
    await act(() => jest.advanceTimersByTimeAsync(PICTURE_MAX_MS * 5));
    expect(startPictureShown()).toBe(true);
    expect(live.style.zIndex).toBe(String(START_PICTURE_LAYER + 1));
    // the server answers: the live screen comes under the picture, which gives way to it
    unreachable = false;
    live.innerHTML = '<ol><li>The newest reply</li></ol>';
    await frames(1);
    expect(live.style.zIndex).toBe('');
    await frames(STILL_FRAMES + 1);
    expect(startPictureShown()).toBe(false);
    live.remove();
  });

  it('leaves the live screen alone to be heard meanwhile, unless its own prompt is in use', async () => {
    const showPrompt = () => {
      const left = render(<LivePrompt initial="" />);
      keepStartPicture(captureStartPicture(left.container, 'token-1', CHAT));
      left.unmount();
      localStorage.setItem('token', 'token-1');
      runPageScript();
    };
    const live = document.createElement('main');
    live.innerHTML = '<div role="progressbar" aria-label="Loading chats"></div>';

    showPrompt();
    document.body.appendChild(live);
    expect(screen.getAllByRole('textbox', { name: 'Prompt' })).toHaveLength(1);
    const cancel = dismissStartPictureWhenStill(live);
    expect(startPictureShown()).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Prompt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading chats' })).toBeInTheDocument();
    // a tap on the picture's prompt meanwhile: what has the focus is heard
    const pictured = overlay()?.querySelector('textarea');
    if (!pictured) throw new Error('the picture has no prompt');
    await userEvent.setup().click(pictured);
    expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveFocus();
    cancel();
    live.remove();
    dismissStartPicture();

    // typing into the picture as the live screen comes: its prompt stays heard, with the focus
    showPrompt();
    await userEvent.setup().click(screen.getByRole('textbox', { name: 'Prompt' }));
    document.body.appendChild(live);
    const stop = dismissStartPictureWhenStill(live);
    expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveFocus();
    stop();
    live.remove();
  });

  it(`at the latest after ${PICTURE_MAX_MS} ms, to a screen that keeps changing`, async () => {
    await showPicture();
    jest.useFakeTimers({ doNotFake: IDB_TIMERS });
    const live = document.createElement('div');
    document.body.appendChild(live);
    const ticking = setInterval(() => {
      live.textContent = String(Date.now());
    }, 10);
    dismissStartPictureWhenStill(live);
    await act(() => jest.advanceTimersByTimeAsync(PICTURE_MAX_MS - 100));
    expect(startPictureShown()).toBe(true);
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(startPictureShown()).toBe(false);
    clearInterval(ticking);
    live.remove();
  });

  it('but not from under someone typing into it: it waits for the live prompt, which takes the typing', async () => {
    const left = render(<LivePrompt initial="" />);
    keepStartPicture(captureStartPicture(left.container, 'token-1', CHAT));
    left.unmount();
    localStorage.setItem('token', 'token-1');
    runPageScript();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    jest.useFakeTimers({ doNotFake: IDB_TIMERS });
    await user.click(screen.getByRole('textbox', { name: 'Prompt' }));
    await user.keyboard('And in Python?');
    // the chats are still on their way: a spinner, no prompt
    const live = document.createElement('main');
    live.innerHTML = '<div role="progressbar" aria-label="Loading chats"></div>';
    document.body.appendChild(live);
    dismissStartPictureWhenStill(live);
    await act(() => jest.advanceTimersByTimeAsync(PICTURE_MAX_MS * 2));
    expect(startPictureShown()).toBe(true);

    // the chat comes: the picture goes at once, its typing and focus in the live prompt
    live.innerHTML = '';
    render(<LivePrompt initial="" />, { container: live });
    await frames(1);
    expect(startPictureShown()).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveValue('And in Python?');
    expect(screen.getByText('draft: And in Python?')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveFocus();
    live.remove();
  });
});
