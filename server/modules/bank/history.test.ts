/**
 * Cash movements in the customer's own history and history export (decision 287): bank deposits
 * credited, deposits returned to their sender (decision 494), and cash withdrawals pending, paid
 * and returned.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { parseCsv } from '../../../contract/csv.js';
import type { AccountTransaction } from '../../../contract/exchange.js';
import { type TestUser, tokenFor } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { outboxFor, withdrawalProof } from '../accounts/testing.js';
import { findInvariantViolations } from '../ledger/index.js';
import { depositDetails, finishCashPayout, fundCash, verifiedCustomer } from './testing.js';

const HOLD_S = 60;
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { ADDRESS_HOLD_SECONDS: String(HOLD_S), MARKET_VOLATILITY_BPS: '0' } });
});
afterAll(() => env.close());

const call = async (u: TestUser, path: Parameters<TestEnv['api']['call']>[0], payload: unknown, key?: string) =>
  env.api.call(path, payload as never, { token: await tokenFor(env.deps, u), idempotencyKey: key });

async function savedAccount(u: TestUser): Promise<string> {
  const added = await call(u, CALLS.addBankAccount, {
    label: 'Everyday',
    holder_name: 'Alex Morgan',
    bsb: '062-000',
    account_number: '12345678',
    password: u.password,
    otp: '',
  });
  expect(added.status).toBe(200);
  const mail = (await outboxFor(env, u.email)).find((m) => m.subject.startsWith('Confirm the new bank account'));
  const token = /\/bank-accounts\/confirm#(\S+)/.exec(mail?.text ?? '')![1]!;
  expect((await env.api.call(CALLS.confirmBankAccount, { token })).status).toBe(200);
  env.deps.clock.advance(HOLD_S * 1000);
  return (added.answer as any).data.account.id;
}

async function withdraw(u: TestUser, payeeId: string, amount: string): Promise<string> {
  const r = await call(
    u,
    CALLS.createCashWithdrawal,
    { amount, bank_account_id: payeeId, ...(await withdrawalProof(env, u)) },
    randomUUID(),
  );
  expect(r.status, JSON.stringify(r.answer)).toBe(200);
  return (r.answer as any).data.withdrawal_id;
}

async function finish(withdrawalId: string, outcome: 'paid' | 'returned') {
  await finishCashPayout(env, withdrawalId, outcome);
}

async function history(u: TestUser, payload: Record<string, unknown> = {}): Promise<AccountTransaction[]> {
  const r = await call(u, CALLS.getTransactionHistory, payload);
  expect(r.status, JSON.stringify(r.answer)).toBe(200);
  return (r.answer as any).data;
}

/** A customer with a credited deposit, a returned one, a bought coin and three withdrawals. */
async function busyCustomer() {
  const u = await verifiedCustomer(env);
  await fundCash(env, u, 50_000n);
  env.deps.clock.advance(1000);
  await fundCash(env, u, 1_000n, 'Someone Else');
  env.deps.clock.advance(1000);
  const bought = await call(
    u,
    CALLS.buyWithBalance,
    { amount: '100.00', crypto_currency: 'BTC', crypto_value: '1' },
    randomUUID(),
  );
  expect(bought.status).toBe(200);
  const payee = await savedAccount(u);
  const paid = await withdraw(u, payee, '200.00');
  await finish(paid, 'paid');
  env.deps.clock.advance(1000);
  const returned = await withdraw(u, payee, '50.00');
  await finish(returned, 'returned');
  env.deps.clock.advance(1000);
  await withdraw(u, payee, '25.00');
  env.deps.clock.advance(1000);
  return u;
}

describe('cash movements in the history', () => {
  it('names how each movement was paid by a code beside its English label', async () => {
    const u = await busyCustomer();
    const rows = (await history(u)).filter((r) => r.currency_id === 'AUD');
    expect(rows.map((r) => [r.payment_method, r.payment_method_code])).toEqual([
      ['Bank transfer (Osko)', 'osko'],
      ['Bank transfer (Osko)', 'osko'],
      ['Bank transfer (Osko)', 'osko'],
      ['Cash balance', 'cash_balance'],
      // The deposit returned to its sender came by no method of ours.
      [null, null],
      ['PayID', 'payid'],
    ]);
  });

  it('lists deposits, purchases from the balance and withdrawals in the region currency, with their state', async () => {
    const u = await busyCustomer();
    const rows = (await history(u)).filter((r) => r.currency_id === 'AUD');
    expect(rows.map((r) => [r.transaction_class, r.type, r.amount, r.status])).toEqual([
      ['payment', 'debit', '25.00', 'pending'],
      // The payout the bank sent back: failed, and its money's return is not a deposit.
      ['payment', 'debit', '50.00', 'failed'],
      ['payment', 'debit', '200.00', 'completed'],
      ['trade', 'debit', '100.00', 'completed'],
      // Returned to its sender: listed as the export lists it (decision 494).
      ['payment', 'credit', '10.00', 'returned'],
      ['payment', 'credit', '500.00', 'completed'],
    ]);
    const deposit = rows.at(-1)!;
    expect(deposit).toMatchObject({ sender: 'Alex Morgan', payment_method: 'PayID', reference: expect.any(String) });
    expect(rows[2]).toMatchObject({ recipient: '062-000 12345678', payment_method: 'Bank transfer (Osko)' });
    // The buy's coin leg shares the cash leg's tracking id, so the list shows them as one purchase.
    const btc = (await history(u)).find((r) => r.currency_id === 'BTC')!;
    expect(btc.comment.split('/').at(-1)).toBe(rows[3]!.comment.split('/').at(-1));
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('pages through cash rows by the same cursor as the coins', async () => {
    const u = await busyCustomer();
    const all = await history(u);
    const first = await history(u, { limit: 3 });
    const rest = await history(u, { limit: 200, cursor: first.at(-1)!.account_transaction_id });
    expect([...first, ...rest].map((r) => r.account_transaction_id)).toEqual(all.map((r) => r.account_transaction_id));
  });

  it('puts deposits, returned deposits and withdrawals in the customer export', async () => {
    const u = await busyCustomer();
    const r = await call(u, CALLS.exportHistory, { format: 'csv' });
    expect(r.status, JSON.stringify(r.answer)).toBe(200);
    const rows = parseCsv(Buffer.from((r.answer as any).data.content, 'base64').toString('utf8')).slice(1);
    // Type, status, sent, sent currency, received, received currency (amounts as the export writes them).
    const cash = rows.filter((c) => c[4] === 'AUD' || c[6] === 'AUD').map((c) => c.slice(1, 7));
    expect(cash).toEqual([
      ['Deposit', 'Completed', '', '', '500', 'AUD'],
      ['Deposit', 'Returned', '', '', '10', 'AUD'],
      ['Buy', 'Completed', '100', 'AUD', expect.any(String), 'BTC'],
      ['Withdraw', 'Completed', '200', 'AUD', '', ''],
      ['Withdraw', 'Pending', '25', 'AUD', '', ''],
    ]);
    // The payout the bank sent back is failed, as a refused coin withdrawal is: its hold and its
    // return cancel out and are left out of the export, coins and cash alike. Every other
    // withdrawal's status is the history's, by the one rule both use.
    const payouts = (await history(u)).filter((h) => h.currency_id === 'AUD' && h.type === 'debit');
    expect(payouts.find((h) => h.amount === '50.00')?.status).toBe('failed');
    const withdrawals = cash.filter((c) => c[0] === 'Withdraw').map((c) => [c[2], c[1]!.toLowerCase()]);
    for (const [amount, status] of withdrawals)
      expect(payouts.find((h) => h.amount === `${amount}.00`)?.status, `${amount} AUD`).toBe(status);
    const deposits = await call(u, CALLS.exportHistory, { format: 'csv', type: 'Deposit' });
    const depositRows = parseCsv(Buffer.from((deposits.answer as any).data.content, 'base64').toString('utf8'));
    expect(depositRows.slice(1).map((c) => c[2])).toEqual(['Completed', 'Returned']);
  });

  it('leaves other customers out of each other', async () => {
    const a = await busyCustomer();
    const b = await verifiedCustomer(env);
    await depositDetails(env, b.token);
    expect((await history(b)).length).toBe(0);
    expect((await history(a)).length).toBeGreaterThan(0);
  });
});

describe('trades on the cash screen', () => {
  it('lists purchases from the balance and sales to cash with their coin, as the history has them', async () => {
    const u = await busyCustomer();
    const q = await call(u, CALLS.swapCrypto, {
      sourceCurrencyId: 'BTC',
      targetCurrencyId: 'AUD',
      sourceCurrencyAmount: '0.0001',
    });
    expect(q.status, JSON.stringify(q.answer)).toBe(200);
    const sold = await call(
      u,
      CALLS.confirmSwap,
      { conversionQuoteId: (q.answer as any).data.conversion_quote_id },
      randomUUID(),
    );
    expect(sold.status, JSON.stringify(sold.answer)).toBe(200);
    const cash = await call(u, CALLS.getCashBalance, {});
    const trades = (cash.answer as any).data.trades;
    expect(trades.map((t: any) => [t.type, t.currency, t.coin])).toEqual([
      ['Sell', 'AUD', 'BTC'],
      ['Buy', 'AUD', 'BTC'],
    ]);
    expect(trades[0].coin_amount).toBe('0.0001');
    expect(trades[1].amount).toBe('100.00');
    // The same transfers as the history's cash rows of the two trades, amount for amount.
    const rows = (await history(u)).filter((r) => r.currency_id === 'AUD' && r.transaction_class !== 'payment');
    expect(trades.map((t: any) => [t.id, t.amount])).toEqual(rows.map((r) => [r.account_transaction_id, r.amount]));
    // Another customer's cash screen lists none of them.
    const other = await verifiedCustomer(env);
    expect((await call(other, CALLS.getCashBalance, {})).answer).toMatchObject({ data: { trades: [] } });
  });
});
