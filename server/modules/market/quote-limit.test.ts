/**
 * The swap quote's own limit per customer (decision 426): a burst beyond it is refused with the
 * contract's 429 and counts nothing more, while a customer typing as fast as the app asks (one
 * quote per typing pause) never reaches it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpStatusFor } from '../../../contract/answers.js';
import { CALLS } from '../../../contract/calls/index.js';
import { SWAP_DEBOUNCE_MS, SWAP_QUOTE_LIMIT } from '../../../contract/quote-pace.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { creditForTest } from '../ledger/testing.js';

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0' } });
});
afterAll(() => env.close());

async function customer(): Promise<TestUser> {
  const u = await createUser(env.deps, { kycStatus: 'approved' });
  await creditForTest(env.deps, u.id, 'BTC', '1');
  return u;
}

const quote = (u: TestUser, amount = '0.01') =>
  env.api.call(
    CALLS.swapCrypto,
    { sourceCurrencyId: 'BTC', targetCurrencyId: 'USDT', ttl: 10, sourceCurrencyAmount: amount },
    { token: u.token },
  );

describe('the swap quote’s limit', () => {
  it('refuses a burst beyond the limit with 429 RATE_LIMITED and Retry-After, then quotes again after the window', async () => {
    const u = await customer();
    const other = await customer();
    const burst = await Promise.all(Array.from({ length: SWAP_QUOTE_LIMIT.max + 10 }, () => quote(u)));
    const ok = burst.filter((r) => r.status === 200);
    const refused = burst.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(SWAP_QUOTE_LIMIT.max);
    expect(refused).toHaveLength(10);
    for (const r of refused) {
      expect(r.status).toBe(httpStatusFor('RATE_LIMITED'));
      expect(r.answer).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
      const wait = Number(r.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(SWAP_QUOTE_LIMIT.windowMs / 1000);
    }
    // Only the customer who sent the burst is held.
    expect((await quote(other)).status).toBe(200);
    env.deps.clock.advance(SWAP_QUOTE_LIMIT.windowMs);
    expect((await quote(u)).status).toBe(200);
  });

  it('never refuses a customer typing as fast as the app asks: one quote per typing pause', async () => {
    const u = await customer();
    // Three windows of keys each just past the pause, every one of them asking a firm quote.
    const keys = (3 * SWAP_QUOTE_LIMIT.windowMs) / SWAP_DEBOUNCE_MS;
    for (let i = 1; i <= keys; i++) {
      const r = await quote(u, `0.0${i}`.slice(0, 6));
      expect(r.status, `quote ${i}`).toBe(200);
      env.deps.clock.advance(SWAP_DEBOUNCE_MS);
    }
  });
});
