/** Cash balances (AUD, EUR) on the ledger: cents, never below zero, covered by the invariants. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import {
  findInvariantViolations,
  getUserBalances,
  getUserCashBalances,
  InsufficientFundsError,
  inTransaction,
  postBankDeposit,
  postMovement,
  prepareBankDeposit,
  prepareMovement,
} from './index.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const credit = async (userId: string, paymentId: string, cents: bigint, currency: 'AUD' | 'EUR' = 'AUD') => {
  const prepared = await prepareBankDeposit(env.deps.db, {
    userId,
    paymentId,
    currency,
    cents,
    payerName: 'Alex Morgan',
    method: 'PayID',
    at: env.deps.clock.now(),
  });
  return inTransaction(env.deps.db, (trx) => postBankDeposit(trx, prepared));
};

describe('cash balances on the ledger', () => {
  it('holds AUD and EUR in cents beside the coins, once per payment id', async () => {
    const u = await createUser(env.deps);
    expect(await getUserCashBalances(env.deps.db, u.id)).toEqual({ AUD: 0n, EUR: 0n });
    expect(await credit(u.id, 'cash-1', 50_001n)).not.toBeNull();
    expect(await credit(u.id, 'cash-1', 50_001n)).toBeNull();
    expect(await credit(u.id, 'cash-2', 99n, 'EUR')).not.toBeNull();
    expect(await getUserCashBalances(env.deps.db, u.id)).toEqual({ AUD: 50_001n, EUR: 99n });
    // The coin balances stay the coins only.
    expect(Object.keys(await getUserBalances(env.deps.db, u.id))).not.toContain('AUD');
  });

  it('never lets a cash balance go below zero', async () => {
    const u = await createUser(env.deps);
    await credit(u.id, 'cash-3', 1_000n);
    const prepared = await prepareMovement(env.deps.db, {
      kind: 'withdrawal_hold',
      ref: 'cash-overdraw',
      userId: u.id,
      transactionClass: 'payment',
      trackingId: 'cash-overdraw',
      note: 'Overdraw',
      at: env.deps.clock.now(),
      transfers: [
        {
          from: { userId: u.id, currency: 'AUD' },
          to: { house: 'withdrawals_in_flight', currency: 'AUD' },
          amount: 1_001n,
        },
      ],
    });
    await expect(inTransaction(env.deps.db, (trx) => postMovement(trx, prepared))).rejects.toBeInstanceOf(
      InsufficientFundsError,
    );
    expect((await getUserCashBalances(env.deps.db, u.id)).AUD).toBe(1_000n);
  });

  it('finds a bank credit without its deposit record; recorded, every cash currency sums to zero', async () => {
    const u = await createUser(env.deps);
    await credit(u.id, 'cash-orphan', 500n);
    const problems = await findInvariantViolations(env.deps.db);
    expect(problems.some((p) => p.startsWith('a bank deposit was credited other than exactly once'))).toBe(true);
    // The orphan is the test's own doing: record it so later tests start sound.
    for (const id of ['cash-1', 'cash-2', 'cash-3', 'cash-orphan']) {
      const m = await env.deps.db
        .selectFrom('ledger_movements')
        .select(['id', 'user_id'])
        .where('ref', '=', `bank:${id}`)
        .executeTakeFirstOrThrow();
      const t = await env.deps.db
        .selectFrom('ledger_transfers')
        .select(['amount', 'currency'])
        .where('movement_id', '=', m.id)
        .executeTakeFirstOrThrow();
      await env.deps.db
        .insertInto('bank_deposits')
        .values({
          id: `row-${id}`,
          provider_payment_id: id,
          provider_account_id: 'acc',
          user_id: m.user_id,
          currency: t.currency,
          amount: t.amount,
          payer_name: 'Alex Morgan',
          payer_account: '1',
          state: 'credited',
          reason: null,
          movement_id: m.id,
          received_at: env.deps.clock.now(),
        })
        .execute();
    }
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
    const sums = await sql<{
      currency: string;
      total: string;
    }>`select currency, sum(balance)::text as total from ledger_accounts where currency in ('AUD', 'EUR') group by currency`.execute(
      env.deps.db,
    );
    for (const r of sums.rows) expect(r.total).toBe('0');
  });
});
