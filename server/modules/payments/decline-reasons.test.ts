/**
 * Why a card payment did not go through (decision 179): each of the gateway sandbox's decline
 * codes reaches the customer in their words, in the answer of insert-transaction and in the
 * history's card purchases; a success and a pending purchase carry no reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { customer, openCardPurchase, submitCard } from './testing.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const init = (token: string) => openCardPurchase(env, token, '50', '0.0003');

async function report(token: string, trackingId: string) {
  const r = await env.api.call(CALLS.insertTransaction, { transaction_id: trackingId, status: 'declined' }, { token });
  if (r.answer.status !== 'success') throw new Error(JSON.stringify(r.answer));
  return r.answer.data!;
}

describe('the reason a card payment did not go through', () => {
  it.each([
    ['4000 0000 0000 0002', 'declined', 'Your bank declined the card. Try another card, or ask your bank why.'],
    ['4000 0000 0000 9995', 'declined', 'The card does not have enough funds for this payment.'],
    ['4000 0000 0000 0069', 'declined', 'The card has expired. Try another card.'],
    [
      '4000 0000 0000 3063',
      'declined',
      "Your bank's security check (3-D Secure) was not completed, so the card was not charged.",
    ],
    ['4005 5500 0000 0019', 'failed', 'The payment could not be processed. Nothing was charged.'],
  ])('card %s ends %s and says why', async (number, status, reason) => {
    const u = await customer(env);
    const d = await init(u.token);
    await submitCard(env, d.checkout.token, { number });
    expect(await report(u.token, d.tracking_id)).toMatchObject({ status, reason });
    const list = await env.api.call(CALLS.getCardPurchases, {}, { token: u.token });
    expect(list.answer.status === 'success' && list.answer.data?.[0]).toMatchObject({
      tracking_id: d.tracking_id,
      status,
      reason,
    });
  });

  it('gives no reason while the checkout is open, nor after a success', async () => {
    const u = await customer(env);
    const open = await init(u.token);
    expect(await report(u.token, open.tracking_id)).toMatchObject({ status: 'pending', reason: null });
    const paid = await init(u.token);
    await submitCard(env, paid.checkout.token, { number: '4200 0000 0000 0000' });
    expect(await report(u.token, paid.tracking_id)).toMatchObject({ status: 'success', reason: null });
  });
});
