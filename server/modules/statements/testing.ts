/**
 * The statements tests' app: one per test file, on a scratch database of the run's PostgreSQL when
 * there is one, with the market's spread off and the prices held at `usd`, which a test moves by
 * writing into it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { CoinSymbol } from '../../../contract/assets.js';
import { CALLS } from '../../../contract/calls/index.js';
import type { PriceSource } from '../../providers/prices/index.js';
import type { TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { inTransaction, postMovement, prepareMovement } from '../ledger/index.js';
import { createScratchDatabase, type ScratchDatabase, TEST_DATABASE_URL } from '../ledger/testing.js';

export function pricedTestEnv(usd: Record<CoinSymbol, string>, o: { start?: string } = {}): { env: TestEnv } {
  const held = {} as { env: TestEnv };
  let scratch: ScratchDatabase | undefined;
  beforeAll(async () => {
    scratch = TEST_DATABASE_URL ? await createScratchDatabase(TEST_DATABASE_URL) : undefined;
    held.env = await createTestEnv({
      databaseUrl: scratch?.url,
      ...(o.start ? { start: o.start } : {}),
      env: { MARKET_VOLATILITY_BPS: '0' },
      providers: (_base, deps) => ({
        prices: { kind: 'simulated', snapshot: async () => ({ usd: { ...usd }, at: deps.clock.now() }) } as PriceSource,
      }),
    });
  });
  afterAll(async () => {
    await held.env.close();
    await scratch?.drop();
  });
  return held;
}

/**
 * A deposit from the outside world posted straight to the ledger, with the rates of its time as a
 * movement records them (decision 174): `usdc_rates` and `fiat_rates`, either left out to test a
 * missing rate.
 */
export async function postTestDeposit(
  env: TestEnv,
  userId: string,
  d: {
    coin: CoinSymbol;
    units: bigint;
    at?: Date;
    note?: string;
    rates?: Record<string, string>;
    fiat?: Record<string, string>;
  },
): Promise<void> {
  const prepared = await prepareMovement(env.deps.db, {
    kind: 'deposit',
    ref: `test-deposit:${randomUUID()}`,
    userId,
    transactionClass: 'payment',
    trackingId: randomUUID(),
    note: d.note ?? `Deposit of ${d.coin}`,
    details: { ...(d.rates ? { usdc_rates: d.rates } : {}), ...(d.fiat ? { fiat_rates: d.fiat } : {}) },
    at: d.at ?? env.deps.clock.now(),
    transfers: [
      { from: { house: 'deposits_world', currency: d.coin }, to: { userId, currency: d.coin }, amount: d.units },
    ],
  });
  await inTransaction(env.deps.db, (trx) => postMovement(trx, prepared));
}

/** A buy of `coin` for `amount` of the customer's cash, through the app. */
export async function buyFromBalance(env: TestEnv, u: TestUser, amount: string, coin: CoinSymbol): Promise<void> {
  const res = await env.api.call(
    CALLS.buyWithBalance,
    { amount, crypto_currency: coin, crypto_value: '1000' },
    { token: u.token, idempotencyKey: randomUUID() },
  );
  expect(res.status).toBe(200);
}

/** A swap of `amount` of `from` into `to` (a coin, or cash: a sale), quoted and confirmed through the app. */
export async function swapThroughApp(env: TestEnv, u: TestUser, from: CoinSymbol, amount: string, to: string) {
  const q = await env.api.call(
    CALLS.swapCrypto,
    { sourceCurrencyId: from, targetCurrencyId: to, sourceCurrencyAmount: amount },
    { token: u.token },
  );
  expect(q.status).toBe(200);
  const id = (q.answer as { data: { conversion_quote_id: string } }).data.conversion_quote_id;
  const done = await env.api.call(
    CALLS.confirmSwap,
    { conversionQuoteId: id },
    { token: u.token, idempotencyKey: randomUUID() },
  );
  expect(done.status).toBe(200);
}
