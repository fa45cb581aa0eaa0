/**
 * The real money paths record merchant transactions: a credited deposit (request type 1), a
 * withdrawal held then sent or returned (2). Admin calls read them and change no balance.
 */

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { MerchantTransaction } from '../../../contract/merchants.js';
import { routeById } from '../../../contract/routes.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, HIGHEST_WITHDRAWAL_LIMITS, type TestEnv } from '../../test/harness.js';
import { getUserBalances } from '../ledger/index.js';
import { creditForTest } from '../ledger/testing.js';
import { creditObservedDeposit, depositAddressFor, requestWithdrawal, settleWithdrawal } from '../wallet/index.js';

const BTC_ROUTE = routeById(1)!;
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

let env: TestEnv;
let admin: TestUser;

beforeAll(async () => {
  env = await createTestEnv({ env: HIGHEST_WITHDRAWAL_LIMITS });
  admin = await createUser(env.deps, { role: 'admin' });
});
afterAll(() => env.close());

async function records(merchantId: string): Promise<MerchantTransaction[]> {
  const r = await env.api.call(
    CALLS.getTransactionListing,
    { user_id: merchantId, limit: 500 },
    { token: admin.token },
  );
  if (r.answer.status !== 'success') throw new Error(JSON.stringify(r.answer));
  return r.answer.data!.details;
}

describe('deposits', () => {
  it('records each credited deposit once, completed, against the merchant of the customer region', async () => {
    const au = await createUser(env.deps, { currency: 'AUD', firstName: 'Mia', lastName: 'Walker' });
    const eu = await createUser(env.deps, { currency: 'EUR', firstName: 'Lukas', lastName: 'Kaz' });
    for (const [user, txid] of [
      [au, 'tx-au-1'],
      [eu, 'tx-eu-1'],
    ] as const) {
      const address = await depositAddressFor(env.deps, user.id, BTC_ROUTE);
      const seen = { routeId: 1, address, txid, outputIndex: 0, amount: 1_500_000n };
      expect(await creditObservedDeposit(env.deps, seen)).toBe('credited');
      expect(await creditObservedDeposit(env.deps, seen)).toBe('already_credited');
    }
    const auRows = (await records('merchant-au')).filter((t) => t.orderreference === 'tx-au-1');
    expect(auRows).toHaveLength(1);
    expect(auRows[0]).toMatchObject({
      request_type: 1,
      status: true,
      code: '200',
      amount: '0.015',
      currency: 'BTC',
      user_name: 'Mia Walker',
      source: 'crypto',
    });
    expect((await records('merchant-eu')).map((t) => t.orderreference)).toContain('tx-eu-1');
    expect((await records('merchant-au')).map((t) => t.orderreference)).not.toContain('tx-eu-1');
  });
});

describe('withdrawals', () => {
  it('records the hold as pending, then completed with the chain hash when sent, failed when returned', async () => {
    const user = await createUser(env.deps, { currency: 'AUD', kycStatus: 'approved' });
    await creditForTest(env.deps, user.id, 'BTC', '1');
    const request = { route: BTC_ROUTE, address: BTC_ADDRESS, amount: 10_000_000n, otp: undefined };
    const sent = await requestWithdrawal(env.deps, user.id, randomUUID(), request);
    const returned = await requestWithdrawal(env.deps, user.id, randomUUID(), request);

    const find = async (id: string) => (await records('merchant-au')).find((t) => t.transaction_id === id);
    expect(await find(sent.withdrawal_id)).toMatchObject({ request_type: 2, status: true, code: '201', amount: '0.1' });

    expect(await settleWithdrawal(env.deps, sent.withdrawal_id, { state: 'sent', txHash: 'hash-sent' })).toBe(true);
    expect(await settleWithdrawal(env.deps, returned.withdrawal_id, { state: 'failed', reason: 'rejected' })).toBe(
      true,
    );
    expect(await find(sent.withdrawal_id)).toMatchObject({ status: true, code: '200', orderreference: 'hash-sent' });
    expect(await find(returned.withdrawal_id)).toMatchObject({ status: false, code: '500' });
  });
});

describe('admin calls', () => {
  it('change no balance', async () => {
    const user = await createUser(env.deps, { currency: 'AUD' });
    await creditForTest(env.deps, user.id, 'USDT', '25');
    const before = await getUserBalances(env.deps.db, user.id);
    await env.api.call(CALLS.getMerchantList, {}, { token: admin.token });
    await records('merchant-au');
    await records('merchant-eu');
    expect(await getUserBalances(env.deps.db, user.id)).toEqual(before);
  });
});
