/**
 * The history and the export list the same cash movements by one rule (decision 494): a bank
 * deposit returned to its sender is a row of both, "Returned", on whichever page of the history its
 * time falls, once; a credited deposit is a row of both; a payout the bank returned after paying it
 * is one failed row of both, its money's return no deposit of either (decision 489).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { parseCsv } from '../../../contract/csv.js';
import type { AccountTransaction } from '../../../contract/exchange.js';
import { type TestUser, tokenFor } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { withdrawalProof } from '../accounts/testing.js';
import { customerWithBankAccount, deliver, finishCashPayout, fundCash, sandboxBankOf } from './testing.js';

const HOLD_S = 60;
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { ADDRESS_HOLD_SECONDS: String(HOLD_S), MARKET_VOLATILITY_BPS: '0' } });
});
afterAll(() => env.close());

const call = async (u: TestUser, path: Parameters<TestEnv['api']['call']>[0], payload: unknown, key?: string) =>
  env.api.call(path, payload as never, { token: await tokenFor(env.deps, u), idempotencyKey: key });

async function history(u: TestUser, payload: Record<string, unknown> = {}): Promise<AccountTransaction[]> {
  const r = await call(u, CALLS.getTransactionHistory, payload);
  expect(r.status, JSON.stringify(r.answer)).toBe(200);
  return (r.answer as { data: AccountTransaction[] }).data;
}

/** A credited deposit, a deposit returned to its sender, and a payout returned after it was paid. */
async function customerWithReturns() {
  const { u, payeeId } = await customerWithBankAccount(env, 50_000n);
  env.deps.clock.advance(1000);
  await fundCash(env, u, 1_000n, 'Someone Else');
  env.deps.clock.advance(HOLD_S * 1000);
  const r = await call(
    u,
    CALLS.createCashWithdrawal,
    { amount: '200.00', bank_account_id: payeeId, ...(await withdrawalProof(env, u)) },
    randomUUID(),
  );
  expect(r.status, JSON.stringify(r.answer)).toBe(200);
  const id = (r.answer as { data: { withdrawal_id: string } }).data.withdrawal_id;
  await finishCashPayout(env, id, 'paid');
  env.deps.clock.advance(1000);
  const row = await env.deps.db
    .selectFrom('bank_withdrawals')
    .select('payout_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const back = await sandboxBankOf(env).returnPaidPayout(row.payout_id!);
  expect((await deliver(env, back!)).status).toBe(200);
  return u;
}

/** A history row as the export words it: type, status, amount. */
const asExported = (r: AccountTransaction) => [
  r.type === 'credit' ? 'Deposit' : 'Withdraw',
  r.status[0]!.toUpperCase() + r.status.slice(1),
  Number(r.amount),
];

async function exported(u: TestUser): Promise<Array<[string, string, number]>> {
  const r = await call(u, CALLS.exportHistory, { format: 'csv' });
  expect(r.status, JSON.stringify(r.answer)).toBe(200);
  const rows = parseCsv(Buffer.from((r.answer as { data: { content: string } }).data.content, 'base64').toString());
  // Date, type, status, sent, its currency, received, its currency: newest first, as the history.
  return rows
    .slice(1)
    .reverse()
    .map((c) => [c[1]!, c[2]!, Number(c[3] || c[5])]);
}

describe('a returned bank deposit in the history and the export', () => {
  it('is a row of both, as every other cash movement is, with the same status', async () => {
    const u = await customerWithReturns();
    const rows = await history(u);
    expect(rows.map(asExported)).toEqual([
      ['Withdraw', 'Failed', 200],
      ['Deposit', 'Returned', 10],
      ['Deposit', 'Completed', 500],
    ]);
    expect(rows.map(asExported)).toEqual(await exported(u));
    expect(rows[1]).toMatchObject({ sender: 'Someone Else', currency_id: 'AUD', return_reason: expect.any(String) });
  });

  it('is on the page its time falls on, once, whatever the page size', async () => {
    const u = await customerWithReturns();
    const all = (await history(u)).map((r) => r.account_transaction_id);
    for (const limit of [1, 2]) {
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 10; page++) {
        const rows = await history(u, { limit, ...(cursor ? { cursor } : {}) });
        seen.push(...rows.map((r) => r.account_transaction_id));
        const ledger = rows.filter((r) => /^\d+$/.test(r.account_transaction_id));
        if (ledger.length < limit) break;
        cursor = ledger.at(-1)!.account_transaction_id;
      }
      expect(seen, `limit ${limit}`).toEqual(all);
    }
  });
});
