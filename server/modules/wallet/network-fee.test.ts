import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { withdrawalProof } from '../accounts/testing.js';
import { findInvariantViolations, getUserBalances, houseAccountId } from '../ledger/index.js';
import { creditForTest } from '../ledger/testing.js';
import { withdrawBtc } from './testing.js';
import { processPendingWithdrawals } from './withdrawals.js';

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv({
    // Settlement is tested here; the four-eyes wait for large withdrawals has its own tests.
    env: {
      SANDBOX_NETWORK_FEES: '1:0.0002',
      SANDBOX_CHAIN_DELAY_MS: '0',
      FOUR_EYES_WITHDRAWAL_EUR: '1000000000',
      FOUR_EYES_WITHDRAWAL_AUD: '1000000000',
    },
  });
});
afterAll(() => env.close());

async function customer(btc = '1') {
  const u = await createUser(env.deps, { kycStatus: 'approved' });
  await creditForTest(env.deps, u.id, 'BTC', btc);
  return u;
}
const withdraw = async (u: TestUser, payload: Record<string, unknown>) =>
  withdrawBtc(env, u.token, await withdrawalProof(env, u), payload, randomUUID());
async function houseBalance(kind: 'fee_revenue' | 'deposits_world') {
  const id = await houseAccountId(env.deps.db, kind, 'BTC');
  const row = await env.deps.db.selectFrom('ledger_accounts').select('balance').where('id', '=', id).executeTakeFirst();
  return BigInt(row!.balance);
}

describe('withdrawal network fee', () => {
  it('quotes the route fee from the chain provider', async () => {
    const u = await customer();
    const res = await env.api.call(CALLS.getWithdrawalFee, { paymentRouteId: 1 }, { token: u.token });
    expect(res.answer).toMatchObject({
      status: 'success',
      data: { payment_route_id: 1, currency_id: 'BTC', network_fee: '0.0002' },
    });
    const none = await env.api.call(CALLS.getWithdrawalFee, { paymentRouteId: 999 }, { token: u.token });
    expect(none.answer).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('debits the amount typed, sends the amount less the fee and books the fee as revenue', async () => {
    const u = await customer();
    const revenue = await houseBalance('fee_revenue');
    const world = await houseBalance('deposits_world');
    const res = await withdraw(u, { networkFee: '0.0002' });
    expect(res.status, JSON.stringify(res.answer)).toBe(200);
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(90_000_000n);
    await processPendingWithdrawals(env.deps);
    const row = await env.deps.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', (res.answer as any).data.withdrawal_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'sent', network_fee: '20000' });
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(90_000_000n);
    expect((await houseBalance('fee_revenue')) - revenue).toBe(20_000n);
    // deposits_world is the outside world's mirror: it grows (less negative) by what left.
    expect((await houseBalance('deposits_world')) - world).toBe(9_980_000n);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('refuses an amount that does not cover the fee, and a fee that changed since it was shown', async () => {
    const u = await customer();
    const small = await withdraw(u, { amount: '0.0002' });
    expect(small.status).toBe(400);
    expect(small.answer).toMatchObject({
      code: 'VALIDATION',
      errors: { amount: 'Amount must be more than the network fee of 0.0002 BTC' },
    });
    const changed = await withdraw(u, { networkFee: '0.0001' });
    expect(changed.answer).toMatchObject({
      code: 'FEE_CHANGED',
      message: 'The network fee has changed. Please review the new fee.',
    });
    expect((await withdraw(u, { networkFee: 12 })).status).toBe(400);
    expect((await withdraw(u, { networkFee: '1e-4' })).status).toBe(400);
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(100_000_000n);
  });
});
