/**
 * /exchange/get-deposit-costs and /exchange/correct-deposit-cost through the real app (issue 46): a
 * deposit counts at its time's price until the customer gives its cost; then the book is counted
 * again from that cost, sales since included. Only the customer's own deposits can be corrected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { DepositCosts, Portfolio } from '../../../contract/statements.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { postKindForTest } from '../ledger/testing.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env.close();
});

// 1 BTC = 60,000 USDC; 1 USDC = 1.50 AUD: a deposited BTC counts as 90,000.00 AUD.
const RATES = { usdc_rates: { BTC: '60000' }, fiat_rates: { USD: '1', AUD: '1.5', EUR: '0.9' } };

type Transfers = Parameters<typeof postKindForTest>[3];
const post = (userId: string, kind: string, transfers: Transfers, details: object = RATES) =>
  postKindForTest(env.deps, userId, kind, transfers, details);
const deposit = (u: TestUser, units: bigint) =>
  post(u.id, 'deposit', [
    { from: { house: 'deposits_world', currency: 'BTC' }, to: { userId: u.id, currency: 'BTC' }, amount: units },
  ]);
const sellForAud = (u: TestUser, units: bigint, cents: bigint) =>
  post(u.id, 'swap', [
    { from: { userId: u.id, currency: 'BTC' }, to: { house: 'liquidity', currency: 'BTC' }, amount: units },
    { from: { house: 'liquidity', currency: 'AUD' }, to: { userId: u.id, currency: 'AUD' }, amount: cents },
  ]);

const costs = async (u: TestUser) => {
  const res = await env.api.call(CALLS.getDepositCosts, { currency_id: 'BTC' }, { token: u.token });
  expect(res.status).toBe(200);
  return (res.answer as { data: DepositCosts }).data;
};
const correct = (u: TestUser, payload: Record<string, unknown>) =>
  env.api.call(CALLS.correctDepositCost, payload, { token: u.token });
const btc = async (u: TestUser) => {
  const res = await env.api.call(CALLS.getPortfolio, {}, { token: u.token });
  return (res.answer as { data: Portfolio }).data.assets.find((a) => a.currency_id === 'BTC');
};

describe('a deposit’s cost', () => {
  it('counts at its time’s price until the customer gives it; sales since are counted again from it', async () => {
    const u = await createUser(env.deps);
    const ref = await deposit(u, 100_000_000n);
    await sellForAud(u, 50_000_000n, 4_500_000n);
    expect(await costs(u)).toEqual({
      currency: 'AUD',
      deposits: [
        {
          lot_ref: ref,
          currency_id: 'BTC',
          received_at: expect.any(String),
          amount: '1',
          cost: '90000.00',
          corrected: false,
        },
      ],
    });
    // Half sold for what half cost at the price of its time: nothing made yet.
    expect(await btc(u)).toMatchObject({ cost_basis: '45000.00', realised_pnl: '0.00' });

    const res = await correct(u, { lot_ref: ref, currency_id: 'BTC', cost: '30000' });
    expect(res.status, JSON.stringify(res.answer)).toBe(200);
    expect((res.answer as { data: DepositCosts }).data.deposits).toMatchObject([
      { lot_ref: ref, cost: '30000.00', corrected: true },
    ]);
    // Bought for 30,000.00: the half sold for 45,000.00 made 30,000.00; the rest cost 15,000.00.
    expect(await btc(u)).toMatchObject({ cost_basis: '15000.00', realised_pnl: '30000.00' });
    // The same cost again changes nothing; a later movement is kept on the rebuilt book.
    expect((await correct(u, { lot_ref: ref, currency_id: 'BTC', cost: '30000.00' })).status).toBe(200);
    await sellForAud(u, 25_000_000n, 2_250_000n);
    expect(await btc(u)).toMatchObject({ cost_basis: '7500.00', realised_pnl: '45000.00' });
  });

  it('is another customer’s or a bought coin’s to nobody: not found, and nothing changes', async () => {
    const owner = await createUser(env.deps);
    const other = await createUser(env.deps);
    const ref = await deposit(owner, 100_000_000n);
    const bought = await post(
      owner.id,
      'card_purchase',
      [
        {
          from: { house: 'liquidity', currency: 'BTC' },
          to: { userId: owner.id, currency: 'BTC' },
          amount: 10_000_000n,
        },
      ],
      { ...RATES, fiat_currency: 'AUD', fiat_amount: '9000.00' },
    );
    await costs(owner);
    const theirs = await correct(other, { lot_ref: ref, currency_id: 'BTC', cost: '1.00' });
    expect(theirs.status).toBe(404);
    expect(theirs.answer).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
    const paid = await correct(owner, { lot_ref: bought, currency_id: 'BTC', cost: '1.00' });
    expect(paid.status).toBe(404);
    expect((await costs(owner)).deposits).toMatchObject([{ lot_ref: ref, cost: '90000.00', corrected: false }]);
  });

  it('refuses a cost that is not money: negative, beyond cents, not a number, or absurdly large', async () => {
    const u = await createUser(env.deps);
    const ref = await deposit(u, 100_000_000n);
    for (const cost of ['-1', '1.234', '1e5', 'abc', '', null, 12, '99999999999999999999', '1000000000.01']) {
      const res = await correct(u, { lot_ref: ref, currency_id: 'BTC', cost });
      expect(res.status, String(cost)).toBe(400);
      expect(res.answer).toMatchObject({ status: 'error', code: 'VALIDATION' });
    }
    expect((await correct(u, { lot_ref: ref, currency_id: 'DOGE', cost: '1' })).status).toBe(400);
    expect((await costs(u)).deposits).toMatchObject([{ cost: '90000.00', corrected: false }]);
  });
});
