/**
 * The TRP peers' routes. POST /api/travel-rule/trp-callback/:id/:signature: a receiving provider's
 * late answer (decision 295), acted on by the Travel Rule module; a refusal returns the funds here,
 * in the wallet, which owns settlement. POST /api/travel-rule/trp/inquiry/:provider/:signature: an
 * originating provider's inquiry before it sends to one of our deposit addresses (decision 331).
 */
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { receiveTrpCallback, receiveTrpInquiry, TRP_CALLBACK_PATH, TRP_INQUIRY_PATH } from '../travelrule/index.js';
import { settleWithdrawal } from './withdrawals.js';

export function registerTrpRoutes(
  app: Hono,
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'providers' | 'secrets'>,
): void {
  app.post(TRP_CALLBACK_PATH, async (c) => {
    const reply = await receiveTrpCallback(
      deps,
      {
        id: c.req.param('id'),
        signature: c.req.param('signature'),
        requestIdentifier: c.req.header('request-identifier'),
        rawBody: await c.req.text(),
      },
      (id, outcome) => settleWithdrawal(deps, id, outcome),
    );
    c.header('Cache-Control', 'no-store');
    return c.json(reply.body, reply.status);
  });
  app.post(TRP_INQUIRY_PATH, async (c) => {
    const reply = await receiveTrpInquiry(deps, {
      provider: c.req.param('provider'),
      signature: c.req.param('signature'),
      requestIdentifier: c.req.header('request-identifier'),
      rawBody: await c.req.text(),
    });
    c.header('Cache-Control', 'no-store');
    return c.json(reply.body, reply.status);
  });
}
