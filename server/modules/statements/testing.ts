/**
 * The statements tests' app: one per test file, on a scratch database of the run's PostgreSQL when
 * there is one, with the market's spread off and the prices held at `usd`, which a test moves by
 * writing into it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { CoinSymbol } from '../../../contract/assets.js';
import type { PriceSource } from '../../providers/prices/index.js';
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
