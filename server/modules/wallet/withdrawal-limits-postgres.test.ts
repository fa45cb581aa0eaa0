/**
 * The withdrawal limit under parallel withdrawals on real PostgreSQL (TEST_DATABASE_URL): of 40
 * withdrawals racing against a limit of 1,000 a day, exactly the ten of 100 that fit are held.
 */

import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { TEST_BENEFICIARY } from '../../test/beneficiary.js';
import { createUser } from '../../test/factories.js';
import type { TestEnv } from '../../test/harness.js';
import { onScratchDatabase } from '../../test/scratch-env.js';
import { passkeyProofs } from '../accounts/testing.js';
import { findInvariantViolations, getUserBalances } from '../ledger/index.js';
import { creditForTest, TEST_DATABASE_URL } from '../ledger/testing.js';

describe.skipIf(!TEST_DATABASE_URL)('withdrawal limits on PostgreSQL', () => {
  let env: TestEnv;
  onScratchDatabase(
    { env: { MARKET_VOLATILITY_BPS: '0', WITHDRAW_LIMIT_24H: '1000', WITHDRAW_LIMIT_30D: '3000' } },
    (e) => {
      env = e;
    },
  );

  it('40 parallel withdrawals of 100 USDT: exactly 10 are held, the rest refused with LIMIT_EXCEEDED', async () => {
    const u = await createUser(env.deps, { kycStatus: 'approved', currency: 'USD' });
    await creditForTest(env.deps, u.id, 'USDT', '100000');
    // Each confirmed by the customer, each with its own passkey answer.
    const proofs = await passkeyProofs(env, u, 40);
    const answers = await Promise.all(
      proofs.map((proof) =>
        env.api.call(
          CALLS.createWithdrawal,
          {
            amount: '100',
            cryptoAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
            paymentRouteId: 6,
            beneficiary: TEST_BENEFICIARY,
            ...proof,
          },
          { token: u.token },
        ),
      ),
    );
    const codes = answers.map((r) => (r.answer.status === 'success' ? 'OK' : r.answer.code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(10);
    expect(codes.filter((c) => c === 'LIMIT_EXCEEDED')).toHaveLength(30);
    const held = await env.deps.db.selectFrom('withdrawals').select('value_usd').where('user_id', '=', u.id).execute();
    expect(held.reduce((sum, w) => sum + Number(w.value_usd), 0)).toBe(1000);
    expect((await getUserBalances(env.deps.db, u.id)).USDT).toBe(99_000_000_000n);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });
});
