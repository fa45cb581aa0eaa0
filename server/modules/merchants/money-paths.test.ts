/**
 * The real money paths record merchant transactions: a credited deposit (request type 1), a
 * withdrawal held then sent or returned (2). Admin calls read them and change no balance.
 */

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { customerNumberOf } from '../../../contract/customer-number.js';
import type { MerchantTransaction } from '../../../contract/merchants.js';
import { referenceOf } from '../../../contract/references.js';
import { routeById } from '../../../contract/routes.js';
import { TEST_BENEFICIARY } from '../../test/beneficiary.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, HIGHEST_WITHDRAWAL_LIMITS, type TestEnv } from '../../test/harness.js';
import { withdrawalProof } from '../accounts/testing.js';
import { creditCardPurchase, getUserBalances } from '../ledger/index.js';
import { creditForTest } from '../ledger/testing.js';
import { answerDepositOriginsForTest } from '../travelrule/testing.js';
import { creditObservedDeposit, depositAddressFor, requestWithdrawal, settleWithdrawal } from '../wallet/index.js';
import { recordMerchantTransaction } from './record.js';

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
    const request = {
      route: BTC_ROUTE,
      address: BTC_ADDRESS,
      amount: 10_000_000n,
      ip: '127.0.0.1',
      beneficiary: TEST_BENEFICIARY,
    };
    const sent = await requestWithdrawal(env.deps, user.id, randomUUID(), {
      ...request,
      proof: await withdrawalProof(env, user),
    });
    const returned = await requestWithdrawal(env.deps, user.id, randomUUID(), {
      ...request,
      proof: await withdrawalProof(env, user),
    });

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

describe('what support quotes', () => {
  const movementReference = async (where: { ref?: string; id?: number; tracking?: string }) => {
    let q = env.deps.db.selectFrom('ledger_movements').select('public_id');
    if (where.ref) q = q.where('ref', '=', where.ref);
    if (where.id) q = q.where('id', '=', where.id);
    if (where.tracking) q = q.where('tracking_id', '=', where.tracking).where('kind', '=', 'card_purchase');
    return referenceOf((await q.executeTakeFirstOrThrow()).public_id);
  };

  it("gives each record the customer's CV- reference, customer number and email", async () => {
    const user = await createUser(env.deps, { currency: 'AUD', kycStatus: 'approved' });
    const who = { customer_number: customerNumberOf(user.id), customer_email: user.email };
    const address = await depositAddressFor(env.deps, user.id, BTC_ROUTE);
    await creditObservedDeposit(env.deps, { routeId: 1, address, txid: 'tx-ref-1', outputIndex: 0, amount: 500_000n });
    await creditForTest(env.deps, user.id, 'BTC', '1');
    const request = { route: BTC_ROUTE, address: BTC_ADDRESS, amount: 1_000_000n, ip: '127.0.0.1' };
    await answerDepositOriginsForTest(env.api, user.token);
    const withdrawal = await requestWithdrawal(env.deps, user.id, randomUUID(), {
      ...request,
      beneficiary: TEST_BENEFICIARY,
      proof: await withdrawalProof(env, user),
    });
    const hold = await env.deps.db
      .selectFrom('withdrawals')
      .select('hold_movement_id')
      .where('id', '=', withdrawal.withdrawal_id)
      .executeTakeFirstOrThrow();

    const mine = async () => (await records('merchant-au')).filter((t) => t.customer_email === user.email);
    const deposit = (await mine()).find((t) => t.request_type === 1);
    expect(deposit?.transaction_id).toBe('deposit:1:tx-ref-1:0');
    expect(deposit).toMatchObject({ reference: await movementReference({ ref: 'deposit:1:tx-ref-1:0' }), ...who });
    const held = (await mine()).find((t) => t.request_type === 2);
    expect(held).toMatchObject({ reference: await movementReference({ id: Number(hold.hold_movement_id) }), ...who });
    expect(held?.reference).toMatch(/^CV-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
  });

  it("gives a pending buy the purchase's reference, and the credit's once it succeeded", async () => {
    const user = await createUser(env.deps, { currency: 'AUD' });
    const trackingId = randomUUID();
    const now = env.deps.clock.now();
    const purchase = await env.deps.db
      .insertInto('card_purchases')
      .values({
        tracking_id: trackingId,
        user_id: user.id,
        status: 'pending',
        fiat_currency: 'AUD',
        fiat_amount: '15000',
        fee_amount: '450',
        total_amount: '15450',
        coin: 'BTC',
        crypto_amount: '100000',
        price: '150000',
        test: false,
        created_at: now,
        updated_at: now,
      })
      .returning('public_id')
      .executeTakeFirstOrThrow();
    const buy = {
      requestType: 'buy' as const,
      transactionId: trackingId,
      userId: user.id,
      amount: 15_450n,
      currency: 'AUD',
      currencyAmount: 100_000n,
      currencyValue: 'BTC',
      at: now,
    };
    await recordMerchantTransaction(env.deps, { ...buy, outcome: 'pending' });
    const find = async () => (await records('merchant-au')).find((t) => t.transaction_id === trackingId);
    expect(await find()).toMatchObject({ code: '201', reference: referenceOf(purchase.public_id) });

    await creditCardPurchase(env.deps, {
      userId: user.id,
      trackingId,
      coin: 'BTC',
      coinAmount: '0.001',
      fiatCurrency: 'AUD',
      fiatAmount: '150.00',
    });
    await recordMerchantTransaction(env.deps, { ...buy, outcome: 'completed' });
    expect(await find()).toMatchObject({ code: '200', reference: await movementReference({ tracking: trackingId }) });
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
