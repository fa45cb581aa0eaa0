import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { ensureLotBook, getUserBalances, getUserCashBalances } from './index.js';
import {
  createScratchDatabase,
  creditForTest,
  postKindForTest,
  type ScratchDatabase,
  TEST_DATABASE_URL,
} from './testing.js';
import type { TransferSpec } from './types.js';

let env: TestEnv;
let scratch: ScratchDatabase | undefined;
beforeAll(async () => {
  scratch = TEST_DATABASE_URL ? await createScratchDatabase(TEST_DATABASE_URL) : undefined;
  env = await createTestEnv({ databaseUrl: scratch?.url });
});
afterAll(async () => {
  await env.close();
  await scratch?.drop();
});

// 1 BTC = 60,000 USDC, 1 ETH = 3,000 USDC; 1 USDC = 1.50 AUD.
const RATES = { usdc_rates: { BTC: '60000', ETH: '3000' }, fiat_rates: { USD: '1', AUD: '1.5', EUR: '0.9' } };

const post = (userId: string, kind: string, transfers: TransferSpec[], details: object = RATES) =>
  postKindForTest(env.deps, userId, kind, transfers, details);

const buy = (userId: string, coin: 'BTC' | 'ETH', units: bigint, aud: string) =>
  post(
    userId,
    'card_purchase',
    [{ from: { house: 'liquidity', currency: coin }, to: { userId, currency: coin }, amount: units }],
    {
      ...RATES,
      fiat_currency: 'AUD',
      fiat_amount: aud,
    },
  );
const swap = (userId: string, from: 'BTC' | 'ETH', units: bigint, to: 'BTC' | 'ETH' | 'AUD', received: bigint) =>
  post(userId, 'swap', [
    { from: { userId, currency: from }, to: { house: 'liquidity', currency: from }, amount: units },
    { from: { house: 'liquidity', currency: to }, to: { userId, currency: to }, amount: received },
  ]);

async function bookOf(userId: string) {
  const lots = await env.deps.db
    .selectFrom('portfolio_lots')
    .select(['currency', 'movement_ref', 'amount', 'remaining', 'cost', 'cost_remaining', 'rate_missing', 'estimated'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const disposals = await env.deps.db
    .selectFrom('portfolio_disposals')
    .select(['movement_ref', 'kind', 'currency', 'units', 'cost', 'proceeds', 'rate_missing'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return { lots, disposals };
}

async function forget(userId: string) {
  await sql`delete from portfolio_disposals where user_id = ${userId}`.execute(env.deps.db);
  await sql`delete from portfolio_lots where user_id = ${userId}`.execute(env.deps.db);
  await sql`delete from portfolio_books where user_id = ${userId}`.execute(env.deps.db);
}

describe('lots kept with the ledger', () => {
  it('are rebuilt on the first read, saying where a movement recorded no rate', async () => {
    const u = await createUser(env.deps);
    await creditForTest(env.deps, u.id, 'BTC', '1'); // recorded no rate
    await buy(u.id, 'BTC', 50_000_000n, '45000.00');
    expect(await bookOf(u.id)).toEqual({ lots: [], disposals: [] });
    expect(await ensureLotBook(env.deps.db, u.id)).toBe('AUD');
    const { lots } = await bookOf(u.id);
    expect(lots.map((l) => [l.amount, l.cost, l.rate_missing, l.estimated])).toEqual([
      ['100000000', '0', true, true],
      ['50000000', '4500000', false, false],
    ]);
  });

  it('are written by each posting once the book is kept, exactly as a rebuild would write them', async () => {
    const u = await createUser(env.deps);
    await ensureLotBook(env.deps.db, u.id);
    await buy(u.id, 'BTC', 100_000_000n, '60000.00');
    await buy(u.id, 'BTC', 100_000_000n, '90000.00');
    await swap(u.id, 'BTC', 150_000_000n, 'ETH', 30_000_000_000_000_000_000n);
    await swap(u.id, 'ETH', 10_000_000_000_000_000_000n, 'AUD', 4_500_000n);
    const kept = await bookOf(u.id);
    // The swap carried 60,000.00 + 45,000.00 to the ETH; a third of it was sold for 45,000.00.
    expect(kept.lots.map((l) => [l.currency, l.remaining, l.cost_remaining])).toEqual([
      ['BTC', '0', '0'],
      ['BTC', '50000000', '4500000'],
      ['ETH', '20000000000000000000', '7000000'],
    ]);
    expect(kept.disposals.filter((d) => d.kind === 'sale').map((d) => [d.cost, d.proceeds])).toEqual([
      ['3500000', '4500000'],
    ]);
    await forget(u.id);
    await ensureLotBook(env.deps.db, u.id);
    expect(await bookOf(u.id)).toEqual(kept);
  });

  it('never miss nor double a movement posted while the book is first read', async () => {
    const u = await createUser(env.deps);
    await creditForTest(env.deps, u.id, 'ETH', '1');
    const credits = Array.from({ length: 12 }, () => buy(u.id, 'ETH', 1_000_000_000_000_000n, '4.50'));
    await Promise.all([...credits, ensureLotBook(env.deps.db, u.id), ensureLotBook(env.deps.db, u.id)]);
    const { lots } = await bookOf(u.id);
    expect(new Set(lots.map((l) => l.movement_ref)).size).toBe(13);
    const held = lots.reduce((s, l) => s + BigInt(l.remaining), 0n);
    expect(held).toBe((await getUserBalances(env.deps.db, u.id)).ETH);
    expect((await getUserCashBalances(env.deps.db, u.id)).AUD).toBe(0n);
  });
});
