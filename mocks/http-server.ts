// The offline backend as a real HTTP server (`npm run api`): the same handlers the browser's
// service worker runs, over a port, for the real-backend build (API_BASE_URL) to talk to.
// IndexedDB comes from fake-indexeddb, installed before the database first opens: the data
// lives as long as the process.
import 'fake-indexeddb/auto';
import { createMiddleware } from '@mswjs/http-middleware';
import cors from 'cors';
import express, { type Response } from 'express';
import type { AddressInfo } from 'node:net';
import { configFromSearch, mockConfig } from './config';
import { db } from './db/store';
import { escapeMarkup } from './escape-markup';
import { addFault, clearFaults, injectFaults, parseFault } from './faults';
import { handlers } from './handlers';
import { CHECKOUT_PATH } from './handlers/credit';
import { PLANS } from './plans';

/** The provider's hosted checkout page, as a real provider serves it: plain HTML, no app. */
const checkoutPage = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeMarkup(title)}</title></head><body><main style="font-family:system-ui;max-width:28rem;margin:3rem auto;padding:0 1rem">${body}</main></body></html>`;

const sessionNotFound = (res: Response) =>
  res
    .status(404)
    .type('html')
    .send(checkoutPage('Checkout', '<h1>Checkout session not found</h1>'));

export const createApiServer = () => {
  const app = express();
  app.disable('x-powered-by');
  // any origin may call, with the raw token in Authorization; no cookies are involved
  app.use(
    cors({
      origin: true,
      methods: ['GET', 'POST'],
      allowedHeaders: ['Authorization', 'Content-Type'],
    }),
  );

  app.get(`${CHECKOUT_PATH}:id`, async (req, res) => {
    const tx = await db.findTransaction(req.params.id);
    if (!tx) {
      sessionNotFound(res);
      return;
    }
    const plan = PLANS.find((p) => p._id === tx.planId);
    const back = tx.returnUrl ? new URL('/credits', tx.returnUrl).href : '/';
    res.type('html').send(
      checkoutPage(
        'Parley checkout (offline)',
        `<h1>${escapeMarkup(plan?.name ?? tx.planId)} plan</h1>
<p>${tx.credits} credits</p>
<p>This is the offline backend's stand-in for a payment provider: no card is charged.</p>
${tx.status === 'paid' ? '<p>This session is already paid.</p>' : ''}
<form method="post" action="${CHECKOUT_PATH}${escapeMarkup(tx._id)}/pay"><button type="submit">Pay $${tx.amount}</button></form>
<p><a href="${escapeMarkup(back)}">Cancel</a></p>`,
      ),
    );
  });

  // like a provider's webhook plus its success redirect: paid once, then back to the app
  app.post(`${CHECKOUT_PATH}:id/pay`, async (req, res) => {
    const tx = await db.completeTransaction(req.params.id);
    if (!tx) {
      sessionNotFound(res);
      return;
    }
    res.redirect(303, tx.returnUrl ?? '/');
  });

  // the fault knob (mocks/faults.ts): for tests and people, never for a web page's scripts
  app.post('/__faults', express.json(), (req, res) => {
    const fault = req.get('Origin') ? 'faults are not set from a web page' : parseFault(req.body);
    if (typeof fault === 'string') {
      res.status(400).json({ success: false, message: fault });
      return;
    }
    addFault(fault);
    res.json({ success: true });
  });
  app.delete('/__faults', (req, res) => {
    if (req.get('Origin')) {
      res.status(400).json({ success: false, message: 'faults are not set from a web page' });
      return;
    }
    clearFaults();
    res.json({ success: true });
  });
  app.use('/api', injectFaults);

  app.use(createMiddleware(...handlers));
  app.use((_req, res) => {
    res.status(404).json({ success: false, message: 'Not found' });
  });
  return app;
};

/** `MOCK_LATENCY`, `MOCK_FAIL`, `MOCK_REPLY_DELAY` and `MOCK_STRICT` work as the browser's URL knobs do. */
const configFromEnv = () =>
  configFromSearch(
    new URLSearchParams({
      'mock-latency': process.env.MOCK_LATENCY ?? '',
      'mock-fail': process.env.MOCK_FAIL ?? '',
      'mock-reply-delay': process.env.MOCK_REPLY_DELAY ?? '',
      'mock-strict': process.env.MOCK_STRICT ?? '',
    }).toString(),
  );

if (require.main === module) {
  Object.assign(mockConfig, configFromEnv());
  const server = createApiServer().listen(Number(process.env.API_PORT ?? 4000), '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    console.log(`Parley offline backend over HTTP at http://127.0.0.1:${port}/api`);
  });
}
