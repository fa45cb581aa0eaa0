import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { TEST_BENEFICIARY } from '../../test/beneficiary.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { withdrawalProof } from '../accounts/testing.js';
import { customer as cardCustomer, initPayload, submitCard } from '../payments/testing.js';
import { answerDepositOriginsForTest } from '../travelrule/testing.js';
import { processPendingWithdrawals } from './withdrawals.js';

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv({ env: { SANDBOX_CHAIN_DELAY_MS: '0', MARKET_VOLATILITY_BPS: '0' } });
});
afterAll(() => env.close());

const BTC_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const REFERENCE = /^CV-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/;

const approvedCustomer = () => cardCustomer(env, { kycStatus: 'approved' });

describe('history references and chain hashes', () => {
  it('gives each movement a reference that is not its row number, and chain hashes with explorer links', async () => {
    const u = await approvedCustomer();
    const gen = await env.api.call(
      CALLS.generateAddress,
      { currencyId: 'BTC', paymentRouteId: 1 },
      { token: u.token, idempotencyKey: randomUUID() },
    );
    const address = (gen.answer as any).data.address;
    const dep = await env.app.request('/sandbox/chain/deposit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address, amount: '0.05' }),
    });
    const { txid } = (await dep.json()) as { txid: string };
    await answerDepositOriginsForTest(env.api, u.token);
    const w = await env.api.call(
      CALLS.createWithdrawal,
      {
        amount: '0.01',
        cryptoAddress: BTC_ADDRESS,
        paymentRouteId: 1,
        beneficiary: TEST_BENEFICIARY,
        ...(await withdrawalProof(env, u)),
      },
      { token: u.token, idempotencyKey: randomUUID() },
    );
    expect(w.status, JSON.stringify(w.answer)).toBe(200);
    await processPendingWithdrawals(env.deps);

    const rows = ((await env.api.call(CALLS.getTransactionHistory, {}, { token: u.token })).answer as any)
      .data as any[];
    const withdrawal = rows.find((r) => r.type === 'debit');
    const deposit = rows.find((r) => r.type === 'credit');
    for (const r of [withdrawal, deposit]) {
      expect(r.reference).toMatch(REFERENCE);
      expect(r.reference).not.toBe(r.account_transaction_id);
    }
    expect(withdrawal.reference).not.toBe(deposit.reference);
    expect(deposit).toMatchObject({ tx_hash: txid, explorer_url: `https://mempool.space/tx/${txid}` });
    expect(withdrawal.tx_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(withdrawal.explorer_url).toBe(`https://mempool.space/tx/${withdrawal.tx_hash}`);
    expect(withdrawal.network_fee).toBe('0.00005');
  });

  it('lists card purchases that credited nothing, with their state and a reference', async () => {
    const u = await approvedCustomer();
    const init = async () => {
      const r = await env.api.call(CALLS.initTransaction, initPayload('50', '0.0003', 'BTC'), {
        token: u.token,
      });
      return r.answer.status === 'success' ? r.answer.data! : Promise.reject(new Error(JSON.stringify(r.answer)));
    };
    const failed = await init();
    await submitCard(env, failed.checkout.token, { number: '4005 5500 0000 0019' });
    const cancelled = await init();
    await submitCard(env, cancelled.checkout.token, { action: 'cancel' });
    const paid = await init();
    await submitCard(env, paid.checkout.token, { number: '4200 0000 0000 0000' });

    const list = ((await env.api.call(CALLS.getCardPurchases, {}, { token: u.token })).answer as any).data as any[];
    expect(list.map((p) => [p.tracking_id, p.status])).toEqual([
      [cancelled.tracking_id, 'cancelled'],
      [failed.tracking_id, 'failed'],
    ]);
    expect(list[0]).toMatchObject({
      coin: 'BTC',
      crypto_amount: '0.0003',
      total_amount: '50.25',
      fiat_currency: 'AUD',
    });
    expect(list[0].reference).toMatch(REFERENCE);

    const other = await approvedCustomer();
    const none = await env.api.call(CALLS.getCardPurchases, {}, { token: other.token });
    expect((none.answer as any).data).toEqual([]);
  });
});
