/**
 * A deposit a check held for review (a screening hit, or Travel Rule information that does not
 * name the customer) is in the customer's history as under review until compliance decides it,
 * and in the history export with the same status.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { creditObservedDeposit } from './index.js';
import { depositAddressFor } from './testing.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0' } });
});
afterAll(() => env.close());

// An address of the OFAC SDN list (the local copy the sandbox screens with).
const LISTED_BTC = 'bc1qsxf77cvwcd6jv6j8d8j3uhh4g0xqw4meswmwuc';

async function heldDeposit(u: TestUser, amount: bigint): Promise<void> {
  const address = await depositAddressFor(env, u.token);
  const deposit = { routeId: 1, address, txid: `tx-${randomUUID()}`, outputIndex: 0, amount, from: LISTED_BTC };
  expect(await creditObservedDeposit(env.deps, deposit)).toBe('frozen');
}

const historyOf = async (u: TestUser, payload: Record<string, unknown> = {}) =>
  (await env.api.call(CALLS.getTransactionHistory, payload, { token: u.token })).answer as any;

describe('a held deposit in the history', () => {
  it('is listed as a deposit under review, uncredited, in the coin’s history too', async () => {
    const u = await createUser(env.deps, { kycStatus: 'approved' });
    await heldDeposit(u, 1_500_000n);
    const all = await historyOf(u);
    expect(all.status).toBe('success');
    expect(all.data).toHaveLength(1);
    expect(all.data[0]).toMatchObject({
      type: 'credit',
      amount: '0.015',
      currency_id: 'BTC',
      status: 'pending',
      under_review: true,
    });
    expect((await historyOf(u, { currency_id: 'BTC' })).data).toHaveLength(1);
    expect((await historyOf(u, { currency_id: 'ETH' })).data).toHaveLength(0);
  });

  it('is in the history export as under review', async () => {
    const u = await createUser(env.deps, { kycStatus: 'approved' });
    await heldDeposit(u, 1_500_000n);
    // The export runs to now, not including it: a minute on.
    env.deps.clock.advance(60_000);
    const file = (await env.api.call(CALLS.exportHistory, { format: 'csv', type: 'Deposit' }, { token: u.token }))
      .answer as any;
    expect(file.status).toBe('success');
    const csv = Buffer.from(file.data.content, 'base64').toString('utf8');
    expect(file.data.rows).toBe(1);
    expect(csv).toMatch(/Deposit.*Under review/);
    expect(csv).toMatch(/0\.015/);
  });
});
