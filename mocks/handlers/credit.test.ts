import { describe, expect, it } from '@jest/globals';
import type { CheckoutSession, Plan, User } from '../../src/types/api';
import { call, registerUser } from '../../src/testing/backend';

const credits = async (token: string) =>
  (await call<{ user: User }>('/user/data', { token })).json.user.credits;

describe('credits and the offline checkout', () => {
  it('lists the three plans', async () => {
    const token = await registerUser();
    const { json } = await call<{ plans: Plan[] }>('/credit/plan', { token });
    expect(json.plans.map((p) => [p._id, p.name, p.price, p.credits])).toEqual([
      ['basic', 'Basic', 10, 100],
      ['pro', 'Pro', 20, 500],
      ['premium', 'Premium', 30, 1000],
    ]);
    for (const plan of json.plans) expect(plan.features.length).toBeGreaterThanOrEqual(4);
    expect((await call('/credit/plan')).status).toBe(401);
  });

  it('refuses an unknown plan', async () => {
    const token = await registerUser();
    const { json } = await call('/credit/purchase', { token, body: { planId: 'gold' } });
    expect(json).toEqual({ success: false, message: 'Invalid plan' });
  });

  it('adds the credits once, however often the payment completes', async () => {
    const token = await registerUser();
    const { json } = await call<{ url: string }>('/credit/purchase', {
      token,
      body: { planId: 'pro' },
    });
    expect(json.url).toMatch(/^http:\/\/localhost\/mock-checkout\/[0-9a-f]{24}$/);
    const id = json.url.split('/').pop() ?? '';
    const session = await call<{ session: CheckoutSession }>(`/mock-checkout/${id}`);
    expect(session.json.session).toEqual({
      _id: id,
      planId: 'pro',
      planName: 'Pro',
      amount: 20,
      credits: 500,
      status: 'pending',
    });
    expect(await credits(token)).toBe(20);

    const paid = await call<{ session: CheckoutSession; redirectUrl: string }>(
      `/mock-checkout/${id}/pay`,
      { method: 'POST' },
    );
    expect(paid.json).toMatchObject({
      success: true,
      redirectUrl: '/loading',
      session: { status: 'paid' },
    });
    expect(await credits(token)).toBe(520);
    await call(`/mock-checkout/${id}/pay`, { method: 'POST' });
    expect(await credits(token)).toBe(520);
  });

  it('answers an unknown checkout session', async () => {
    const { status, json } = await call('/mock-checkout/nope/pay', { method: 'POST' });
    expect(status).toBe(404);
    expect(json).toEqual({ success: false, message: 'Checkout session not found' });
  });
});
