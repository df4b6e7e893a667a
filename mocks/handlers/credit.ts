import { http } from 'msw';
import { db } from '../db/store';
import { api, authenticate, fail, ok, readBody, route } from '../http';
import { PLANS } from '../plans';

/** Where the offline "payment provider" shows its checkout page (an in-app, mock-only route). */
export const CHECKOUT_PATH = '/mock-checkout/';

export const creditHandlers = [
  http.get(
    api('/credit/plan'),
    route(async ({ request }) => {
      const user = await authenticate(request);
      if (user instanceof Response) return user;
      return ok({ plans: PLANS });
    }),
  ),

  http.post(
    api('/credit/purchase'),
    route(async ({ request }) => {
      const user = await authenticate(request);
      if (user instanceof Response) return user;
      const body = await readBody(request);
      const plan = PLANS.find((p) => p._id === body.planId);
      if (!plan) return fail('Invalid plan');
      const appOrigin = request.headers.get('origin');
      const tx = await db.createTransaction({
        userId: user._id,
        planId: plan._id,
        amount: plan.price,
        credits: plan.credits,
        // the app's own origin: a hosted checkout page (npm run api) sends the browser back there
        ...(appOrigin ? { returnUrl: `${appOrigin}/loading` } : {}),
      });
      return ok({ url: `${new URL(request.url).origin}${CHECKOUT_PATH}${tx._id}` });
    }),
  ),
];
