/**
 * Cash on real PostgreSQL (TEST_DATABASE_URL): parallel withdrawals of one balance hold exactly
 * what it covers, and parallel deliveries of one payment credit it once.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createBankPayee } from '../../test/factories.js';
import type { TestEnv } from '../../test/harness.js';
import { onScratchDatabase } from '../../test/scratch-env.js';
import { passkeyProofs } from '../accounts/testing.js';
import { findInvariantViolations, getUserCashBalances } from '../ledger/index.js';
import { TEST_DATABASE_URL } from '../ledger/testing.js';
import { deliver, sandboxBankOf, sendBankDeposit, verifiedCustomer } from './testing.js';

describe.skipIf(!TEST_DATABASE_URL)('cash on PostgreSQL', () => {
  let env: TestEnv;
  onScratchDatabase({}, (e) => {
    env = e;
  });

  it('credits one payment once under 10 parallel deliveries, and 20 parallel withdrawals of 100 hold exactly 5', async () => {
    const u = await verifiedCustomer(env);
    const sent = await sendBankDeposit(env, u, 50_000n);
    const body = JSON.parse(sent.notification.rawBody);
    const copies = Array.from({ length: 10 }, (_, i) =>
      sandboxBankOf(env).sign(JSON.stringify({ ...body, id: `${body.id}-${i}` }), env.deps.clock.now()),
    );
    const delivered = await Promise.all(copies.map((n) => deliver(env, n)));
    expect(delivered.every((r) => r.status === 200)).toBe(true);
    expect((await getUserCashBalances(env.deps.db, u.id)).AUD).toBe(50_000n);

    const payeeId = await createBankPayee(env.deps, u.id);
    // Each confirmed by the customer, each with its own passkey answer.
    const proofs = await passkeyProofs(env, u, 20);
    const answers = await Promise.all(
      proofs.map((proof) =>
        env.api.call(
          CALLS.createCashWithdrawal,
          { amount: '100', bank_account_id: payeeId, ...proof },
          { token: u.token, idempotencyKey: randomUUID() },
        ),
      ),
    );
    const held = answers.filter((r) => r.answer.status === 'success');
    expect(held).toHaveLength(5);
    for (const r of answers) if (r.answer.status !== 'success') expect(r.answer.code).toBe('INSUFFICIENT_BALANCE');
    expect((await getUserCashBalances(env.deps.db, u.id)).AUD).toBe(0n);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });
});
