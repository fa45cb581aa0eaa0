/**
 * Bank notifications on real PostgreSQL (TEST_DATABASE_URL), many over one connection: the
 * connection prepares each statement and, after five runs, PostgreSQL may plan it generically. The
 * recording of a notification must keep working from the sixth on: a valid one is credited once,
 * a redelivery is recognised, a forgery is refused with 401 and leaves its trace.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { TestEnv } from '../../test/harness.js';
import { onScratchDatabase } from '../../test/scratch-env.js';
import { TEST_DATABASE_URL } from '../ledger/testing.js';
import { deliver, depositDetails, sandboxBankOf, verifiedCustomer } from './testing.js';

describe.skipIf(!TEST_DATABASE_URL)('bank notifications on PostgreSQL', () => {
  let env: TestEnv;
  onScratchDatabase({ connections: 2 }, (e) => {
    env = e;
  });

  it('answers twelve rounds of valid, redelivered and forged notifications as the first', async () => {
    const u = await verifiedCustomer(env);
    const d = await depositDetails(env, u.token);
    const backends = new Set<number>();
    const rounds = 12;
    for (let i = 0; i < rounds; i++) {
      const sent = await sandboxBankOf(env).sendTransfer({
        to: d.payid ?? d.iban!,
        reference: d.reference,
        payerName: 'Alex Morgan',
        payerAccount: '062000 1',
        amountMinor: 1_000n + BigInt(i),
      });
      if (!sent) throw new Error('the sandbox bank did not take the transfer');
      const valid = await deliver(env, sent.notification);
      expect([i, valid.status, await valid.json()]).toEqual([i, 200, { status: 'ok', outcome: 'credited' }]);
      const again = await deliver(env, sent.notification);
      expect([i, again.status, await again.json()]).toEqual([i, 200, { status: 'ok', outcome: 'duplicate' }]);
      const forged = await deliver(env, { ...sent.notification, signature: 'f'.repeat(64) });
      expect([i, forged.status]).toEqual([i, 401]);
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(env.deps.db);
      backends.add(rows[0]!.pid);
    }
    // Two connections at most (migrating at start needs two): each statement of a notification
    // ran at least twelve times on one of them, past the five runs that may bring a generic plan.
    expect(backends.size).toBeLessThanOrEqual(2);
    const recorded = await env.deps.db
      .selectFrom('bank_notifications')
      .select(['accepted', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('accepted')
      .orderBy('accepted')
      .execute();
    expect(recorded).toEqual([
      { accepted: false, n: rounds },
      { accepted: true, n: rounds },
    ]);
    const credited = await env.deps.db
      .selectFrom('bank_deposits')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', u.id)
      .where('state', '=', 'credited')
      .executeTakeFirstOrThrow();
    expect(credited.n).toBe(rounds);
  });
});
