/**
 * Trading against the cash balance on real PostgreSQL (TEST_DATABASE_URL): parallel buys of one
 * balance take exactly what it covers, and parallel sales to cash of one coin balance sell
 * exactly what it holds.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { TestEnv } from '../../test/harness.js';
import { onScratchDatabase } from '../../test/scratch-env.js';
import { fundCash, verifiedCustomer } from '../bank/testing.js';
import { findInvariantViolations, getUserBalances, getUserCashBalances } from '../ledger/index.js';
import { creditForTest, TEST_DATABASE_URL } from '../ledger/testing.js';

describe.skipIf(!TEST_DATABASE_URL)('cash trades on PostgreSQL', () => {
  let env: TestEnv;
  onScratchDatabase({ env: { MARKET_VOLATILITY_BPS: '0' } }, (e) => {
    env = e;
  });

  it('20 parallel buys of 100 from a balance of 500: exactly 5 succeed', async () => {
    const u = await verifiedCustomer(env);
    await fundCash(env, u, 50_000n);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        env.api.call(
          CALLS.buyWithBalance,
          { amount: '100', crypto_currency: 'BTC', crypto_value: '1' },
          { token: u.token, idempotencyKey: randomUUID() },
        ),
      ),
    );
    expect(answers.filter((r) => r.answer.status === 'success')).toHaveLength(5);
    for (const r of answers) if (r.answer.status !== 'success') expect(r.answer.code).toBe('INSUFFICIENT_BALANCE');
    expect((await getUserCashBalances(env.deps.db, u.id)).AUD).toBe(0n);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('10 quotes for a third of a balance each, confirmed at once: exactly 3 sell to cash', async () => {
    const u = await verifiedCustomer(env, { currency: 'EUR' });
    await creditForTest(env.deps, u.id, 'ETH', '0.3');
    const quotes = await Promise.all(
      Array.from({ length: 10 }, () =>
        env.api.call(
          CALLS.swapCrypto,
          { sourceCurrencyId: 'ETH', targetCurrencyId: 'EUR', sourceCurrencyAmount: '0.1', ttl: 60 },
          { token: u.token },
        ),
      ),
    );
    const ids = quotes.map((q) => (q.answer as { data: { conversion_quote_id: string } }).data.conversion_quote_id);
    const answers = await Promise.all(
      ids.map((id) =>
        env.api.call(CALLS.confirmSwap, { conversionQuoteId: id }, { token: u.token, idempotencyKey: randomUUID() }),
      ),
    );
    expect(answers.filter((r) => r.answer.status === 'success')).toHaveLength(3);
    for (const r of answers) if (r.answer.status !== 'success') expect(r.answer.code).toBe('INSUFFICIENT_BALANCE');
    expect((await getUserBalances(env.deps.db, u.id)).ETH).toBe(0n);
    expect((await getUserCashBalances(env.deps.db, u.id)).EUR).toBeGreaterThan(0n);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });
});
