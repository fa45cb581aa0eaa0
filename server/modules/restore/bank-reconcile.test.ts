/**
 * A restore reconciled with the bank (decision 377). The local sandbox bank keeps its books in the
 * same database, so the test plays the restored database's view in place: a cash withdrawal the
 * backup holds as pending whose payout the bank paid afterwards (its notification told only to
 * the original server), and a payout the original server asked for after the backup, which the
 * restored database never heard of. Reconciling settles the first, debits the second once, and a
 * second run moves nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markRestored } from '../../db/backup.js';
import { advanceCheckpoint } from '../../db/checkpoint.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { requestCashWithdrawal, sandboxBankOf } from '../bank/testing.js';
import { exitVerdict } from '../exits/index.js';
import { findInvariantViolations, getUserCashBalances } from '../ledger/index.js';
import { reconcileRestore } from './index.js';

const HOLD_S = 60;
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { ADDRESS_HOLD_SECONDS: String(HOLD_S) } });
});
afterAll(() => env.close());

describe('a restore reconciled with the bank', () => {
  it('settles a payout paid after the backup, debits once one it never knew, and opens the gate after', async () => {
    const bank = sandboxBankOf(env);
    const { u, id } = await requestCashWithdrawal(env, { amount: '100', cents: 50_000n, holdSeconds: HOLD_S });
    const cash = async () => (await getUserCashBalances(env.deps.db, u.id)).AUD;
    expect(await cash()).toBe(40_000n);
    const known = await env.deps.db
      .selectFrom('bank_withdrawals')
      .select(['payout_id', 'state'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(known.state).toBe('pending');
    await advanceCheckpoint(env.deps.db, env.deps.clock.now());
    // The backup is taken here; the restored database knows the withdrawal as held, not yet asked.
    await markRestored(env.deps.db, 'test backup', env.deps.clock.now());
    await env.deps.db.updateTable('bank_withdrawals').set({ payout_id: null }).where('id', '=', id).execute();
    env.deps.clock.advance(60_000);
    // After the backup the original server's bank paid that payout, and another of 150.00.
    expect(await bank.finishPayout(known.payout_id!, 'paid')).not.toBeNull();
    const unknown = await bank.createPayout({
      requestId: randomUUID(),
      currency: 'AUD',
      amountMinor: 15_000n,
      beneficiary: { name: 'Alex Morgan', bsb: '062000', accountNumber: '12345678' },
      reference: 'CoinVault withdrawal',
      customerId: u.id,
    });
    expect(await bank.finishPayout(unknown.payoutId, 'paid')).not.toBeNull();
    expect(await exitVerdict(env.deps, 'cash', u.id)).toEqual({ go: false, stop: 'restore_unreconciled' });

    expect(await reconcileRestore(env.deps)).toBe('reconciled');
    expect(await cash()).toBe(25_000n);
    expect(
      await env.deps.db.selectFrom('bank_withdrawals').select('state').where('id', '=', id).executeTakeFirstOrThrow(),
    ).toEqual({ state: 'sent' });
    const found = await env.deps.db
      .selectFrom('restore_found_payments')
      .select(['source', 'withdrawal_id', 'outcome', 'amount'])
      .orderBy('id')
      .execute();
    expect(found).toEqual([
      { source: 'bank', withdrawal_id: id, outcome: 'settled', amount: '10000' },
      { source: 'bank', withdrawal_id: unknown.requestId, outcome: 'debited', amount: '15000' },
    ]);
    const alert = env.deps.log.lines.find((l) => String(l.msg).startsWith('restore reconciled: payments'));
    expect(alert?.level).toBe('error');
    expect(alert?.count).toBe(2);
    expect(await exitVerdict(env.deps, 'cash', u.id)).toEqual({ go: true });

    // Restored once more from the same state: nothing is debited twice.
    await markRestored(env.deps.db, 'again', env.deps.clock.now());
    expect(await reconcileRestore(env.deps)).toBe('reconciled');
    expect(await cash()).toBe(25_000n);
    expect(await env.deps.db.selectFrom('restore_found_payments').select('id').execute()).toHaveLength(2);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('stays open while the bank cannot be asked', async () => {
    await markRestored(env.deps.db, 'bank away', env.deps.clock.now());
    const real = env.deps.providers.bank.payoutsSince;
    env.deps.providers.bank.payoutsSince = () => Promise.reject(new Error('bank unreachable'));
    try {
      expect(await reconcileRestore(env.deps)).toBe('waiting');
    } finally {
      env.deps.providers.bank.payoutsSince = real;
    }
    expect(await reconcileRestore(env.deps)).toBe('reconciled');
  });
});
