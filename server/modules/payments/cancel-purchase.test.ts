/**
 * A card purchase left open (decision 180): its row says when it expires; the customer cancels it
 * (enforced on the server, idempotent, never a paid one); a payment made on the checkout after the
 * cancel credits nothing and is marked for refund; once past its expiry it shows as expired.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { MERCHANT_CODES } from '../../../contract/merchants.js';
import { tokenFor } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { getUserBalances } from '../ledger/index.js';
import { CHECKOUT_EXPIRY_MS } from './expiry.js';
import { cardPurchaseRow, customer, openCardPurchase, submitCard, TEST_CARDS } from './testing.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0' } });
});
afterAll(() => env.close());

const open = (token: string) => openCardPurchase(env, token, '50', '0.0001');
const cancel = (token: string, trackingId: unknown) =>
  env.api.call(CALLS.cancelCardPurchase, { tracking_id: trackingId }, { token });
const row = (trackingId: string) => cardPurchaseRow(env, trackingId);
async function listed(token: string, trackingId: string) {
  const r = await env.api.call(CALLS.getCardPurchases, {}, { token });
  if (r.answer.status !== 'success') throw new Error(JSON.stringify(r.answer));
  return r.answer.data?.find((a) => a.tracking_id === trackingId);
}
const btc = async (userId: string) => (await getUserBalances(env.deps.db, userId)).BTC;

describe('a pending card purchase', () => {
  it('shows its charge and when its checkout expires', async () => {
    const u = await customer(env);
    const d = await open(u.token);
    const opened = env.deps.clock.now().getTime();
    expect(await listed(u.token, d.tracking_id)).toMatchObject({
      status: 'pending',
      total_amount: d.purchase.total,
      reason: null,
      expires_at: new Date(opened + CHECKOUT_EXPIRY_MS).toISOString(),
    });
  });

  it('is cancelled by the customer, once, and stays cancelled when cancelled again', async () => {
    const u = await customer(env);
    const d = await open(u.token);
    const r = await cancel(u.token, d.tracking_id);
    expect(r.status).toBe(200);
    expect(r.answer.status === 'success' && r.answer.data).toMatchObject({
      status: 'cancelled',
      expires_at: null,
      reason: 'The payment was cancelled. Nothing was charged.',
    });
    expect(await row(d.tracking_id)).toMatchObject({ status: 'cancelled', settled_by: 'customer' });
    const merchant = await env.deps.db
      .selectFrom('merchant_transactions')
      .selectAll()
      .where('transaction_id', '=', d.tracking_id)
      .executeTakeFirstOrThrow();
    expect(merchant).toMatchObject({ status: false, code: MERCHANT_CODES.cancelled });
    const again = await cancel(u.token, d.tracking_id);
    expect(again.status).toBe(200);
    expect(again.answer.status === 'success' && again.answer.data?.status).toBe('cancelled');
  });

  it('credits nothing for a payment made on the checkout after the cancel, and marks it for refund', async () => {
    const u = await customer(env);
    const d = await open(u.token);
    expect((await cancel(u.token, d.tracking_id)).status).toBe(200);
    await submitCard(env, d.checkout.token, { number: TEST_CARDS.success });
    expect(await row(d.tracking_id)).toMatchObject({
      status: 'cancelled',
      refund_reason: 'Paid after it was cancelled',
      credit_transaction_id: null,
    });
    expect(await btc(u.id)).toBe(0n);
  });

  it('cannot be cancelled once paid', async () => {
    const u = await customer(env);
    const d = await open(u.token);
    await submitCard(env, d.checkout.token, { number: TEST_CARDS.success });
    const before = await btc(u.id);
    expect(before > 0n).toBe(true);
    const r = await cancel(u.token, d.tracking_id);
    expect(r.status).toBe(422);
    expect(r.answer.status === 'error' && r.answer.code).toBe('PURCHASE_PAID');
    expect((await row(d.tracking_id)).status).toBe('success');
    expect(await btc(u.id)).toBe(before);
  });

  it("refuses another customer's purchase, and ids that are not ids, changing nothing", async () => {
    const owner = await customer(env);
    const other = await customer(env);
    const d = await open(owner.token);
    expect((await cancel(other.token, d.tracking_id)).status).toBe(404);
    for (const bad of ['', 'x'.repeat(10_000), 42, null, { $ne: null }])
      expect((await cancel(owner.token, bad)).status).toBe(400);
    expect((await row(d.tracking_id)).status).toBe('pending');
  });

  it('shows as expired once its checkout has expired, before the reconciler records it', async () => {
    const u = await customer(env);
    const d = await open(u.token);
    env.deps.clock.advance(CHECKOUT_EXPIRY_MS + 2 * 60_000);
    expect(await listed(await tokenFor(env.deps, u), d.tracking_id)).toMatchObject({
      status: 'expired',
      expires_at: null,
      reason: 'The payment page expired before the card was charged. Nothing was charged.',
    });
  });
});
