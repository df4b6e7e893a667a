import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { browserLocation } from '../../components/browser-location';
import { call, IDB_TIMERS, registerUser } from '../../testing/backend';
import { holdCalls, recordRequests, renderApp } from '../../testing/render-app';
import type { User } from '../../types/api';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('/credits', () => {
  it('shows a spinner, then one card per plan with Pro highlighted', async () => {
    const token = await registerUser();
    // the plans wait until the spinner has been seen
    const release = holdCalls('/credit/plan');
    renderApp('/credits', { token });
    expect(await screen.findByRole('progressbar', { name: 'Loading plans' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Credit Plans' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Basic',
      'Pro',
      'Premium',
    ]);
    const pro = screen.getByRole('article', { name: 'Pro' });
    expect(pro).toHaveAttribute('data-highlighted', 'true');
    expect(within(pro).getByText('Most popular')).toBeInTheDocument();
    expect(within(pro).getByText('$20')).toBeInTheDocument();
    expect(within(pro).getByText('500 credits')).toBeInTheDocument();
    expect(within(pro).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByRole('article', { name: 'Basic' })).not.toHaveAttribute('data-highlighted');
    expect(screen.getAllByRole('button', { name: /^Buy Now/ })).toHaveLength(3);
  });

  it('says "Failed to fetch plans." when loading is refused without a message', async () => {
    const token = await registerUser();
    server.use(
      http.get('*/api/credit/plan', () => HttpResponse.json({ success: false }, { status: 400 })),
    );
    renderApp('/credits', { token });
    // the toast and the page
    await waitFor(() => expect(screen.getAllByText('Failed to fetch plans.')).toHaveLength(2));
  });

  it('buys once on a double click: "Processing...", then off to the payment page', async () => {
    const token = await registerUser();
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const requests = recordRequests();
    const { user } = renderApp('/credits', { token });
    const buy = await screen.findByRole('button', { name: 'Buy Now: Pro, $20' });
    // the purchase answers once 'Processing...' has been seen
    const release = holdCalls('/credit/purchase');
    await user.dblClick(buy);
    expect(await screen.findByText('Processing...')).toBeInTheDocument();
    release();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign.mock.calls[0]?.[0]).toMatch(/^http:\/\/localhost\/mock-checkout\/[0-9a-f]{24}$/);
    expect(requests.filter((r) => r.url.endsWith('/credit/purchase'))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Processing...')).not.toBeInTheDocument());
  });

  it('on a purchase failure dismisses "Processing..." and shows the error', async () => {
    const token = await registerUser();
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    server.use(
      http.post('*/api/credit/purchase', () =>
        HttpResponse.json({ success: false, message: 'Invalid plan' }, { status: 400 }),
      ),
    );
    const { user } = renderApp('/credits', { token });
    await user.click(await screen.findByRole('button', { name: 'Buy Now: Basic, $10' }));
    expect(await screen.findByText('Invalid plan')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Processing...')).not.toBeInTheDocument());
    expect(assign).not.toHaveBeenCalled();
  });

  it('refuses to follow a payment url that a checkout cannot be at', async () => {
    const token = await registerUser();
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    server.use(
      http.post('*/api/credit/purchase', () =>
        HttpResponse.json({ success: true, url: 'javascript:alert(1)' }),
      ),
    );
    const { user } = renderApp('/credits', { token });
    await user.click(await screen.findByRole('button', { name: 'Buy Now: Basic, $10' }));
    expect(await screen.findByText('The payment page address is not valid')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('the offline checkout round trip', () => {
  it('pays, lands on /loading and, 8 seconds later, shows the new credits on /', async () => {
    const token = await registerUser();
    const { json } = await call<{ url: string }>('/credit/purchase', {
      token,
      body: { planId: 'basic' },
    });
    // the provider's page is a full page load: the app starts with the stored token
    const { user, location } = renderApp(new URL(json.url).pathname, { token });
    // the plan's name (the server's) is isolated from the words around it
    expect((await screen.findByText('Basic')).parentElement).toHaveTextContent(/^Basic plan$/);
    expect(screen.getByText('100 credits')).toBeInTheDocument();
    jest.useFakeTimers({ advanceTimers: true, doNotFake: IDB_TIMERS });
    try {
      await user.click(screen.getByRole('button', { name: 'Pay $10' }));
      await waitFor(() => expect(location()).toBe('/loading'));
      // once the gate has the user: the screen's chunk came with the checkout's, so no Suspense
      // (whose reveal React throttles on real time while this test's timers are fake)
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Completing your purchase' }),
      ).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(8000);
      });
      await waitFor(() => expect(location()).toBe('/'));
      expect(await screen.findByText('Credits : 120')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
    const me = await call<{ user: User }>('/user/data', { token });
    expect(me.json.user.credits).toBe(120);
  });

  it('Cancel goes back to /credits and charges nothing', async () => {
    const token = await registerUser();
    const { json } = await call<{ url: string }>('/credit/purchase', {
      token,
      body: { planId: 'pro' },
    });
    const { user, location } = renderApp(new URL(json.url).pathname, { token });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe('/credits'));
    expect((await call<{ user: User }>('/user/data', { token })).json.user.credits).toBe(20);
  });
});

describe('/loading', () => {
  it('waits 8 seconds, refreshes the user and returns to /', async () => {
    const token = await registerUser();
    jest.useFakeTimers({ advanceTimers: true, doNotFake: IDB_TIMERS });
    try {
      const requests = recordRequests();
      const { location } = renderApp('/loading', { token });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Completing your purchase' }),
      ).toBeInTheDocument();
      const before = requests.filter((r) => r.url.endsWith('/user/data')).length;
      await act(async () => {
        jest.advanceTimersByTime(7900);
      });
      expect(location()).toBe('/loading');
      await act(async () => {
        jest.advanceTimersByTime(200);
      });
      await waitFor(() => expect(location()).toBe('/'));
      await waitFor(() =>
        expect(requests.filter((r) => r.url.endsWith('/user/data')).length).toBe(before + 1),
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaving earlier cancels the timer', async () => {
    const token = await registerUser();
    jest.useFakeTimers({ advanceTimers: true, doNotFake: IDB_TIMERS });
    try {
      const { location, navigate } = renderApp('/loading', { token });
      await screen.findByRole('heading', { level: 1, name: 'Completing your purchase' });
      await act(async () => {
        await navigate('/credits');
      });
      await act(async () => {
        jest.advanceTimersByTime(9000);
      });
      expect(location()).toBe('/credits');
    } finally {
      jest.useRealTimers();
    }
  });
});
