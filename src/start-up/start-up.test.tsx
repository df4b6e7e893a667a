import { describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { renderLoginPage } from './prerender';
import { BASE, call, registerUser } from '../testing/backend';
import { JSDOM_LAYOUT, recordBodies, recordRequests, renderApp } from '../testing/render-app';
import { START_UP_PATHS } from '../app/api-paths';
import { PICTURE_KEY, PICTURE_OVERLAY_ID } from './picture/picture';
import { PICTURE_MAX_MS } from './picture/overlay';
import { appStarter } from './app-loader';
import { StartUp } from './start-up';
import { watchTypedFields, type WatchedCard } from './typed-before-start';
import { holdEarlyActions } from './inline/hold-early-actions';
import { HELD_CLICK } from '../features/auth/held-click';
import { afterFirstPaint } from './inline/after-first-paint';
import { inlineFunctionScript } from './build/inline-function-script';
import { preloadForSession, SESSION_CLASS } from './inline/preload-for-session';
import { TOKEN_KEY } from '../features/auth/stored-token';
import { logInOnCard, signUpOnCard } from '../testing/login-card';

/** The login card as a new visitor's first load shows it: no store, no router, no app yet. */
const renderStartUp = () => {
  const user = userEvent.setup();
  const startApp = appStarter(Promise.resolve());
  render(
    <StrictMode>
      <StartUp app={null} startApp={startApp} />
    </StrictMode>,
  );
  return { user, startApp };
};

/** index.html's inline script for a stored session, as built (inline/preload-for-session.ts). */
const sendEarlyCalls = (token: string) => {
  localStorage.setItem(TOKEN_KEY, token);
  new Function(
    inlineFunctionScript(
      preloadForSession,
      {
        tokenKey: TOKEN_KEY,
        pictureKey: PICTURE_KEY,
        pictureId: PICTURE_OVERLAY_ID,
        sessionClass: SESSION_CLASS,
        pageScripts: [],
        files: [],
        pictureFiles: [],
        earlyCalls: Object.values(START_UP_PATHS).map((path) => `${BASE}${path}`),
      },
      [afterFirstPaint],
    ),
  )();
  document.documentElement.classList.remove(SESSION_CLASS);
};

/** index.html's prerendered login card in the page, before any script has run. */
const prerenderedCard = () => {
  const container = document.createElement('div');
  container.innerHTML = renderLoginPage().html;
  document.body.append(container);
  const type = (name: string, value: string) => {
    const input = container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!input) throw new Error(`no ${name} field in the prerendered card`);
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  // a tap before React listens: the browser's own click, as on the prerendered markup
  const tap = (name: string) =>
    within(container)
      .getByRole('button', { name })
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  return { container, type, tap };
};

/**
 * What main.tsx does with the card: hydrates it, handing over what was done to it meanwhile.
 * RTL's hydrating render: its cleanup unmounts the app even when the test fails, so no open
 * channel of a failed test keeps Jest's process alive.
 */
const hydrateCard = (
  container: HTMLElement,
  card: WatchedCard,
  onRecoverableError?: (error: unknown) => void,
) => {
  card.appListens();
  return render(
    <StrictMode>
      <StartUp
        app={null}
        startApp={appStarter(Promise.resolve())}
        typedBeforeStart={card.handOver}
      />
    </StrictMode>,
    { container, hydrate: true, onRecoverableError },
  );
};

describe('start-up: the login card first, the app once signed in', () => {
  it('logs in from the card alone, then opens the app with that session', async () => {
    await registerUser('Ada', 'ada@example.com', 'analytical-engine');
    const bodies = recordBodies('/user/login');
    const { user } = renderStartUp();
    expect(screen.getByRole('heading', { name: 'User Login' })).toBeInTheDocument();
    await logInOnCard(user, 'ada@example.com', 'analytical-engine');
    expect(await screen.findByText('Ask me anything.')).toBeInTheDocument();
    expect(await screen.findByText('Credits : 20')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toMatch(/^[0-9a-f]{64}$/);
    expect(bodies).toEqual([{ name: '', email: 'ada@example.com', password: 'analytical-engine' }]);
  });

  it('signs up from the card alone', async () => {
    const { user } = renderStartUp();
    await signUpOnCard(user, {
      name: 'Grace',
      email: 'grace@example.com',
      password: 'cobol-rules',
    });
    expect(await screen.findByText('Grace')).toBeInTheDocument();
  });

  it('shows the server’s message for a wrong password, keeps what was typed, and can try again', async () => {
    await registerUser('Ada', 'ada@example.com', 'analytical-engine');
    const { user } = renderStartUp();
    await logInOnCard(user, 'ada@example.com', 'wrong-password');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong-password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(localStorage.getItem('token')).toBeNull();

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'analytical-engine');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Ask me anything.')).toBeInTheDocument();
  });

  it('says so, and keeps the card, when the app cannot be downloaded', async () => {
    const user = userEvent.setup();
    const failing = () => Promise.reject(new Error('Loading chunk app failed'));
    render(<StartUp app={null} startApp={failing} />);
    await logInOnCard(user, 'ada@example.com', 'analytical-engine');
    expect(await screen.findByText('Network error: Loading chunk app failed')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('tells a returning visitor whose app cannot be downloaded to check the connection and reload', () => {
    render(<StartUp app="failed" startApp={appStarter(Promise.resolve())} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Parley could not load',
    );
    expect(alert).toHaveTextContent('Check your connection, then reload. Your chats are safe.');
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeEnabled();
    expect(screen.getByRole('main')).toContainElement(alert);
    expect(screen.queryByRole('heading', { name: 'User Login' })).toBeNull();
  });

  it('follows a sign-in made in another tab', async () => {
    const token = await registerUser('Other Tab');
    renderStartUp();
    localStorage.setItem('token', token);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: token }));
    });
    expect(await screen.findByText('Other Tab')).toBeInTheDocument();
  });

  it('hydrates the prerendered card without a mismatch and signs in with what was typed before', async () => {
    await registerUser('Early Bird', 'early@example.com', 'typed-meanwhile');
    const { container, type } = prerenderedCard();
    // autofilled before any script ran, then typed while the entry starts
    type('email', 'early@example.com');
    const card = watchTypedFields(container);
    type('password', 'typed-meanwhile');

    const errors: unknown[] = [];
    hydrateCard(container, card, (error) => errors.push(error));
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveValue('early@example.com'));
    expect(screen.getByLabelText(/^Password/)).toHaveValue('typed-meanwhile');
    expect(errors).toEqual([]);
    // what is sent is what the fields show, not the empty card the hydration rendered
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Ask me anything.')).toBeInTheDocument();
  });

  it('holds the card sent before the app ran (no page load with the password in the address), then sends it', async () => {
    await registerUser('Early Bird', 'early@example.com', 'typed-meanwhile');
    const logins = recordBodies('/user/login');
    // index.html's own inline script, in its head
    new Function(inlineFunctionScript(holdEarlyActions, HELD_CLICK))();
    const { container, type } = prerenderedCard();
    type('email', 'early@example.com');
    type('password', 'typed-meanwhile');
    const sentByBrowser: boolean[] = [];
    const onSubmit = (event: Event) => sentByBrowser.push(!event.defaultPrevented);
    window.addEventListener('submit', onSubmit);
    // Enter in the password field, long before the scripts have arrived
    container.querySelector('form')?.requestSubmit();
    expect(sentByBrowser).toEqual([false]);
    expect(logins).toEqual([]);

    hydrateCard(container, watchTypedFields(container));
    // the app sends it, once, with what the card showed when it was sent
    expect(await screen.findByText('Ask me anything.')).toBeInTheDocument();
    expect(logins).toEqual([{ name: '', email: 'early@example.com', password: 'typed-meanwhile' }]);
    // and holds nothing any more
    expect(window.parleyHeldActions).toBeUndefined();
    const later = new Event('submit', { cancelable: true });
    document.body.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    window.removeEventListener('submit', onSubmit);
  });

  it('keeps taps on the card’s buttons made before the app ran, and does them once it runs', async () => {
    await registerUser('Taken', 'taken@example.com', 'whatever-it-is');
    new Function(inlineFunctionScript(holdEarlyActions, HELD_CLICK))();
    const { container, type, tap } = prerenderedCard();
    // the card does nothing yet: the app's scripts are still on their way
    tap('click here');
    tap('Show password');
    type('email', 'early@example.com');
    expect(screen.getByRole('heading', { name: 'User Login' })).toBeInTheDocument();

    const logins = recordBodies('/user/login');
    hydrateCard(container, watchTypedFields(container));
    // the app does what was tapped: the sign-up card, the password in clear, the email kept
    expect(await screen.findByRole('heading', { name: 'User Sign Up' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('early@example.com');
    // from now on a tap is the app's alone: done once, not once more from what was held
    await userEvent.click(screen.getByRole('button', { name: 'click here' }));
    expect(screen.getByRole('heading', { name: 'User Login' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    expect(window.parleyHeldActions).toBeUndefined();
    expect(logins).toEqual([]);
  });

  it('keeps a tap made while the app’s code for the card still loads', async () => {
    await registerUser('Slow Start', 'slow@example.com', 'whatever-it-is');
    new Function(inlineFunctionScript(holdEarlyActions, HELD_CLICK))();
    const { container, tap } = prerenderedCard();
    // the entry runs and watches the card, then waits for the chunk that hydrates it
    const card = watchTypedFields(container);
    tap('click here');

    hydrateCard(container, card);
    expect(await screen.findByRole('heading', { name: 'User Sign Up' })).toBeInTheDocument();
  });

  it('sends a card held before the app ran as the login it showed, whatever was tapped meanwhile', async () => {
    await registerUser('Early Bird', 'early@example.com', 'typed-meanwhile');
    new Function(inlineFunctionScript(holdEarlyActions, HELD_CLICK))();
    const { container, type, tap } = prerenderedCard();
    tap('click here');
    type('email', 'early@example.com');
    type('password', 'typed-meanwhile');
    container.querySelector('form')?.requestSubmit();

    const logins = recordBodies('/user/login');
    hydrateCard(container, watchTypedFields(container));
    expect(await screen.findByText('Ask me anything.')).toBeInTheDocument();
    expect(logins).toEqual([{ name: '', email: 'early@example.com', password: 'typed-meanwhile' }]);
  });

  it('sends a stored session’s first calls once, early, and the app takes their answers', async () => {
    const token = await registerUser('Early Calls');
    await call('/chat/create', { token });
    const requests = recordRequests();
    sendEarlyCalls(token);
    renderApp('/', { token, asStartedUp: true });
    expect(window.parleyEarlyCalls).toBeUndefined();
    expect(await screen.findByText('Early Calls')).toBeInTheDocument();
    expect(await screen.findByText('Ask me anything.')).toBeInTheDocument();
    const gets = requests.filter((r) => r.method === 'GET').map((r) => new URL(r.url).pathname);
    expect(gets.filter((path) => path === '/api/user/data')).toHaveLength(1);
    expect(gets.filter((path) => path === '/api/chat/get')).toHaveLength(1);
    for (const r of requests) expect(r.authorization).toBe(token);
  });

  it('never hands an early answer made with another token to the session', async () => {
    const stale = await registerUser('Someone Else');
    const token = await registerUser('Current User');
    sendEarlyCalls(stale);
    renderApp('/', { token, asStartedUp: true });
    expect(await screen.findByText('Current User')).toBeInTheDocument();
    expect(screen.queryByText('Someone Else')).not.toBeInTheDocument();
  });

  it('a returning visitor’s picture of the last screen gives way to the live app once it is laid out', async () => {
    const token = await registerUser('Rita Returning');
    localStorage.setItem('token', token);
    const picture = Object.assign(document.createElement('div'), { id: PICTURE_OVERLAY_ID });
    document.body.append(picture);
    const startApp = appStarter(Promise.resolve());
    const started = await startApp();
    render(
      <StrictMode>
        <StartUp app={started} startApp={startApp} />
      </StrictMode>,
      {
        container: document.body.appendChild(
          Object.assign(document.createElement('div'), { id: 'root' }),
        ),
      },
    );
    await waitFor(() => expect(picture).not.toBeInTheDocument());
    // what replaced it is the signed-in app, not a spinner
    expect(screen.getByText('Rita Returning')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('behind the picture, the chat is rendered whole before the picture gives way to it', async () => {
    const token = await registerUser('Rita Returning');
    const { json } = await call<{ chatId: string }>('/mock/seed', {
      token,
      body: { kind: 'history', messages: 6 },
    });
    await call('/message/text', {
      token,
      body: { chatId: json.chatId, prompt: 'Write a TypeScript function', isPublished: false },
    });
    localStorage.setItem('token', token);
    // a busy test machine must not reach the limit after which the picture goes regardless
    // (a plain function: a Jest mock here would make waitFor take the timers for fake ones)
    const setTimer = globalThis.setTimeout;
    globalThis.setTimeout = ((run: () => void, ms?: number, ...args: unknown[]) =>
      setTimer(run, ms === PICTURE_MAX_MS ? 60_000 : ms, ...args)) as typeof setTimeout;
    const picture = Object.assign(document.createElement('div'), { id: PICTURE_OVERLAY_ID });
    document.body.append(picture);
    // what the live screen showed when the picture went
    const seen = { busyWhenDismissed: -1, rowsWhenDismissed: -1 };
    const root = Object.assign(document.createElement('div'), { id: 'root' });
    new MutationObserver(() => {
      if (picture.isConnected || seen.busyWhenDismissed >= 0) return;
      seen.busyWhenDismissed = root.querySelectorAll('[aria-busy="true"]').length;
      seen.rowsWhenDismissed = root.querySelectorAll('li .markdown').length;
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
    const startApp = appStarter(Promise.resolve());
    const started = await startApp();
    render(
      <StrictMode>
        {/* jsdom lays nothing out: the list is told its sizes */}
        <VirtuosoMockContext.Provider value={JSDOM_LAYOUT}>
          <StartUp app={started} startApp={startApp} />
        </VirtuosoMockContext.Provider>
      </StrictMode>,
      { container: document.body.appendChild(root) },
    );
    await waitFor(() => expect(picture).not.toBeInTheDocument(), { timeout: 30_000 }).finally(
      () => (globalThis.setTimeout = setTimer),
    );
    // the picture gave way to formatted replies, never to a list still laying itself out
    expect(seen.busyWhenDismissed).toBe(0);
    expect(seen.rowsWhenDismissed).toBeGreaterThan(0);
    expect(
      within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem').length,
    ).toBeGreaterThan(0);
  });

  it('a picture of the last screen goes at once when the login card shows instead', async () => {
    const picture = Object.assign(document.createElement('div'), { id: PICTURE_OVERLAY_ID });
    document.body.append(picture);
    renderStartUp();
    expect(screen.getByRole('heading', { name: 'User Login' })).toBeInTheDocument();
    // as soon as its code is here (index.html preloads it for a stored session)
    await waitFor(() => expect(picture).not.toBeInTheDocument());
  });
});
