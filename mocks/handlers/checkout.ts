import { http } from 'msw';
import type { CheckoutSession } from '../../src/types/api';
import type { TransactionRecord } from '../db/schema';
import { db } from '../db/store';
import { api, fail, ok, route } from '../http';
import { PLANS } from '../plans';

/**
 * The offline payment provider. Its session id is the secret, as on a real provider's
 * hosted checkout: the page needs no Parley token.
 */
const toSession = (tx: TransactionRecord): CheckoutSession => ({
  _id: tx._id,
  planId: tx.planId,
  planName: PLANS.find((p) => p._id === tx.planId)?.name ?? tx.planId,
  amount: tx.amount,
  credits: tx.credits,
  status: tx.status,
});

export const checkoutHandlers = [
  http.get<{ id: string }>(
    api('/mock-checkout/:id'),
    route(async ({ params }) => {
      const tx = await db.findTransaction(params.id);
      return tx ? ok({ session: toSession(tx) }) : fail('Checkout session not found', 404);
    }),
  ),

  http.post<{ id: string }>(
    api('/mock-checkout/:id/pay'),
    route(async ({ params }) => {
      const tx = await db.completeTransaction(params.id);
      if (!tx) return fail('Checkout session not found', 404);
      return ok({ session: toSession(tx), redirectUrl: '/loading' });
    }),
  ),
];
