/**
 * A card checkout expires 15 minutes after it opens (decision 102): the gateway is given the
 * expiry, the sandbox form refuses an expired checkout with a clear page, and a successful payment
 * reported after expiry credits nothing and is recorded for refund.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { BUY_LIMIT_MESSAGES } from '../../../contract/payments.js';
import type { SandboxGateway } from '../../providers/gateway/index.js';
import { checkoutBody } from '../../providers/gateway/index.js';
import { checkoutRequestForTest } from '../../providers/gateway/testing.js';
import { tokenFor } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { getUserBalances } from '../ledger/index.js';
import { CHECKOUT_EXPIRY_MS } from './expiry.js';
import { reconcilePurchases } from './reconcile.js';
import { cardPurchaseRow, customer, openCardPurchase, submitCard, TEST_CARDS } from './testing.js';
import { NOTIFICATION_PATH } from './urls.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0' } });
});
afterAll(() => env.close());

const open = (token: string) => openCardPurchase(env, token, '50', '0.0001');
const purchase = (trackingId: string) => cardPurchaseRow(env, trackingId);
const btc = async (userId: string) => (await getUserBalances(env.deps.db, userId)).BTC;

describe('checkout expiry', () => {
  it('is 15 minutes, stored with the purchase and sent to the gateway as its expiry field', async () => {
    expect(CHECKOUT_EXPIRY_MS).toBe(15 * 60_000);
    const u = await customer(env);
    const d = await open(u.token);
    const p = await purchase(d.tracking_id);
    expect(new Date(p.expires_at!).getTime() - new Date(p.created_at).getTime()).toBe(15 * 60_000);
    const body = checkoutBody(checkoutRequestForTest({ expiresAt: new Date(p.expires_at!) }), true);
    expect(body.checkout.order.expired_at).toBe(new Date(p.expires_at!).toISOString());
  });

  it('is paid and credited within the 15 minutes', async () => {
    const u = await customer(env);
    const d = await open(u.token);
    env.deps.clock.advance(14 * 60_000);
    expect((await submitCard(env, d.checkout.token, { number: TEST_CARDS.success })).status).toBe(303);
    expect((await purchase(d.tracking_id)).status).toBe('success');
    expect(await btc(u.id)).toBe(10_000n);
  });

  it('refuses payment on the sandbox form once expired, with a clear page, and settles as expired', async () => {
    const u = await customer(env);
    const d = await open(u.token);
    env.deps.clock.advance(15 * 60_000 + 1);
    const page = await env.app.request(`/sandbox/pay/?token=${d.checkout.token}`);
    expect(page.status).toBe(410);
    const text = await page.text();
    expect(text).toContain(BUY_LIMIT_MESSAGES.checkoutExpiredTitle);
    expect(text).toContain('Nothing has been charged');
    const paid = await submitCard(env, d.checkout.token, { number: TEST_CARDS.success });
    expect(paid.status).toBe(410);
    expect(await btc(u.id)).toBe(0n);

    // The customer's return asks the gateway, which calls it expired.
    const r = await env.api.call(
      CALLS.insertTransaction,
      { transaction_id: d.tracking_id, status: 'success' },
      { token: await tokenFor(env.deps, u) },
    );
    expect(r.answer).toMatchObject({ status: 'success', data: { status: 'expired' } });
    expect(await btc(u.id)).toBe(0n);
  });

  it('credits nothing for a successful notification after expiry and records it for refund', async () => {
    const u = await customer(env);
    const d = await open(u.token);
    const p = await purchase(d.tracking_id);
    env.deps.clock.advance(CHECKOUT_EXPIRY_MS + 2 * 60_000);
    const sandbox = env.deps.providers.gateway as SandboxGateway;
    const note = sandbox.signNotification(
      JSON.stringify({
        transaction: {
          uid: 'late-uid',
          status: 'successful',
          amount: Number(p.total_amount),
          currency: 'AUD',
          tracking_id: d.tracking_id,
          token: d.checkout.token,
          test: true,
        },
      }),
    );
    const res = await env.app.request(NOTIFICATION_PATH, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: note.authorization ?? '',
        'content-signature': note.signature ?? '',
      },
      body: note.rawBody,
    });
    expect(res.status).toBe(200);
    const after = await purchase(d.tracking_id);
    expect(after).toMatchObject({
      status: 'expired',
      gateway_status: 'successful',
      refund_reason: 'Paid after the checkout expired',
      credit_transaction_id: null,
    });
    await reconcilePurchases(env.deps);
    expect(await btc(u.id)).toBe(0n);
    const moved = await env.deps.db
      .selectFrom('ledger_movements')
      .select('id')
      .where('tracking_id', '=', d.tracking_id)
      .execute();
    expect(moved).toHaveLength(0);
  });

  it('the reconciler closes an unpaid checkout as expired after 15 minutes, not 24 hours', async () => {
    const u = await customer(env);
    const d = await open(u.token);
    env.deps.clock.advance(16 * 60_000);
    await reconcilePurchases(env.deps);
    expect((await purchase(d.tracking_id)).status).toBe('expired');
  });
});
