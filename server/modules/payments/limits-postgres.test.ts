/**
 * The card purchase limits under parallel opens on real PostgreSQL (TEST_DATABASE_URL): the
 * hourly claim and the 30-day verification threshold hold when 30 init-transaction calls race.
 */

import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { TestEnv } from '../../test/harness.js';
import { onScratchDatabase } from '../../test/scratch-env.js';
import { TEST_DATABASE_URL } from '../ledger/testing.js';
import { customer, initPayload } from './testing.js';

describe.skipIf(!TEST_DATABASE_URL)('card purchase limits on PostgreSQL', () => {
  let env: TestEnv;
  onScratchDatabase({ env: { MARKET_VOLATILITY_BPS: '0' } }, (e) => {
    env = e;
  });

  const burst = async (token: string, amount: string) => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => env.api.call(CALLS.initTransaction, initPayload(amount, '0.00001'), { token })),
    );
    const count = (code: string) =>
      answers.filter((r) => (r.answer.status === 'success' ? 'OK' : r.answer.code) === code).length;
    expect(answers.every((r) => r.status < 500)).toBe(true);
    return count;
  };
  const stored = async (userId: string) =>
    (await env.deps.db.selectFrom('card_purchases').select('total_amount').where('user_id', '=', userId).execute()).map(
      (p) => Number(p.total_amount),
    );

  it('30 parallel opens: exactly 10 claim the hour', async () => {
    const u = await customer(env, { kycStatus: 'approved' });
    const count = await burst(u.token, '10');
    expect(count('OK')).toBe(10);
    expect(count('RATE_LIMITED')).toBe(20);
    expect(await stored(u.id)).toHaveLength(10);
  });

  it('30 parallel opens by an unverified customer never charge above 200 together', async () => {
    const u = await customer(env);
    const count = await burst(u.token, '50');
    // 50.25 each: three fit under 200.
    expect(count('OK')).toBe(3);
    expect(count('KYC_REQUIRED')).toBe(7);
    expect(count('RATE_LIMITED')).toBe(20);
    const charged = await stored(u.id);
    expect(charged.reduce((a, b) => a + b, 0)).toBe(15_075);
  });
});
