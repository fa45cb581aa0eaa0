/**
 * Cash payouts on real PostgreSQL (TEST_DATABASE_URL): parallel runs of the payouts job, each on
 * its own connection, ask the bank for a due payout once (decision 290).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { PayoutRequest } from '../../providers/bank/index.js';
import type { TestEnv } from '../../test/harness.js';
import { onScratchDatabase } from '../../test/scratch-env.js';
import { withdrawalProof } from '../accounts/testing.js';
import { TEST_DATABASE_URL } from '../ledger/testing.js';
import { PAYOUT_RETRY_FIRST_MS, retryCashPayouts } from './payouts.js';
import { customerWithBankAccount, sandboxBankOf, watchedBank } from './testing.js';

describe.skipIf(!TEST_DATABASE_URL)('cash payouts on PostgreSQL', () => {
  let env: TestEnv;
  const taken: PayoutRequest[] = [];
  onScratchDatabase(
    { env: { ADDRESS_HOLD_SECONDS: '60' }, providers: watchedBank((req) => taken.push(req), 'taken') },
    (e) => {
      env = e;
    },
  );

  it('sends each due payout once under 8 parallel runs of the job', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { u, payeeId } = await customerWithBankAccount(env, 50_000n);
      env.deps.clock.advance(60_000);
      sandboxBankOf(env).failNextPayout('unavailable');
      const r = await env.api.call(
        CALLS.createCashWithdrawal,
        { amount: '100', bank_account_id: payeeId, ...(await withdrawalProof(env, u)) },
        { token: u.token, idempotencyKey: randomUUID() },
      );
      if (r.answer.status !== 'success' || !r.answer.data) throw new Error(JSON.stringify(r.answer));
      ids.push(r.answer.data.withdrawal_id);
    }
    expect(taken).toEqual([]);
    env.deps.clock.advance(PAYOUT_RETRY_FIRST_MS);
    await Promise.all(Array.from({ length: 8 }, () => retryCashPayouts(env.deps, env.deps.clock.now())));
    expect(taken.map((p) => p.requestId).sort()).toEqual([...ids].sort());
  });
});
