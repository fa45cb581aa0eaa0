/**
 * An order tick with many open orders (decision 427): how long one pass of the order job takes
 * when 10,000 orders are open and the market reaches none of them, and when it reaches a few.
 *
 *   node --import tsx bench/orders.ts                          PGlite, then a throwaway PostgreSQL (fsync on)
 *   BENCH_ONLY=pglite node --import tsx bench/orders.ts        one of them
 *   BENCH_DATABASE_URL=postgres://… node --import tsx bench/orders.ts
 *   BENCH_ORDERS=20000 BENCH_FILLS=50 …                        open orders; orders the market reaches
 *
 * The open orders are spread over every coin pair of the market, limits above the price and stops
 * below it, written straight into the table (their holds do not matter to a tick's reading); the
 * orders the market reaches are placed through the order code, with their holds, and filled by a
 * real tick. Prints the median and the slowest of the idle ticks, and the tick that fills.
 * Target: a tick with 10,000 open orders in 200 ms or less.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { startThrowawayPostgres } from '../scripts/postgres.js';
import { createScratchDatabase, creditForTest } from '../server/modules/ledger/testing.js';
import { checkOrders, placeOrder } from '../server/modules/orders/testing.js';
import { createUser } from '../server/test/factories.js';
import { createTestEnv, type TestEnv } from '../server/test/harness.js';

const OPEN = Number(process.env.BENCH_ORDERS ?? 10_000);
const FILLS = Number(process.env.BENCH_FILLS ?? 20);
const IDLE_TICKS = 15;
const TARGET_MS = 200;

const PAIRS: Array<[string, string]> = [
  ['BTC', 'USDT'],
  ['ETH', 'USDT'],
  ['SOL', 'USDC'],
  ['XRP', 'USDT'],
  ['AVAX', 'USDC'],
  ['BTC', 'ETH'],
  ['SOL', 'BTC'],
  ['BTC', 'AUD'],
];

async function seedOpenOrders(env: TestEnv): Promise<void> {
  const owners = await Promise.all(Array.from({ length: 20 }, () => createUser(env.deps, { kycStatus: 'approved' })));
  const now = env.deps.clock.now();
  const expires = new Date(now.getTime() + 30 * 86_400_000);
  for (let start = 0; start < OPEN; start += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, OPEN - start) }, (_, j) => {
      const i = start + j;
      const [source, target] = PAIRS[i % PAIRS.length]!;
      const limit = i % 2 === 0;
      return {
        id: randomUUID(),
        user_id: owners[i % owners.length]!.id,
        kind: limit ? ('limit' as const) : ('stop' as const),
        source_currency: source,
        target_currency: target,
        source_amount: '1000000',
        // Far from any price the market shows: a limit a thousand times above, a stop far below.
        price: limit ? `${1_000_000_000 + i}` : `0.00000000${(i % 9) + 1}`,
        idempotency_key: null,
        created_at: now,
        expires_at: expires,
      };
    });
    await env.deps.db.insertInto('orders').values(rows).execute();
  }
  await sql`analyze orders`.execute(env.deps.db);
}

async function placeReachable(env: TestEnv): Promise<void> {
  const u = await createUser(env.deps, { kycStatus: 'approved' });
  await creditForTest(env.deps, u.id, 'SOL', String(FILLS));
  for (let i = 0; i < FILLS; i++)
    await placeOrder(
      env.deps,
      u.id,
      { kind: 'limit', source: 'SOL', target: 'USDC', sourceUnits: 1_000_000_000n, price: '250', expiresAt: null },
      randomUUID(),
    );
}

async function run(label: string, databaseUrl?: string): Promise<boolean> {
  const scratch = databaseUrl ? await createScratchDatabase(databaseUrl) : null;
  const env = await createTestEnv({ databaseUrl: scratch?.url, env: { MARKET_VOLATILITY_BPS: '0' } });
  try {
    const market = env.deps.providers.prices.sandbox;
    market?.pin('USDC', '1');
    market?.pin('SOL', '200');
    await seedOpenOrders(env);
    await placeReachable(env);
    const times: number[] = [];
    for (let i = 0; i < IDLE_TICKS; i++) {
      const started = performance.now();
      const { filled } = await checkOrders(env.deps, env.deps.clock.now());
      times.push(performance.now() - started);
      if (filled !== 0) throw new Error('an idle tick filled an order');
    }
    market?.pin('SOL', '300');
    const started = performance.now();
    const { filled } = await checkOrders(env.deps, env.deps.clock.now());
    const fillMs = performance.now() - started;
    if (filled !== FILLS) throw new Error(`filled ${filled} of ${FILLS}`);
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const slowest = times[times.length - 1]!;
    const load = loadavg()[0]?.toFixed(1);
    console.log(
      `${label}: ${OPEN} open orders, idle tick median ${median.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms; ` +
        `tick filling ${FILLS}: ${fillMs.toFixed(0)} ms (load average ${load})`,
    );
    return median <= TARGET_MS;
  } finally {
    await env.close();
    await scratch?.drop();
  }
}

const only = process.env.BENCH_ONLY;
let held = true;
if (only !== 'postgres') held = (await run('PGlite')) && held;
if (only !== 'pglite') {
  const cluster = process.env.BENCH_DATABASE_URL ? null : await startThrowawayPostgres({ durable: true });
  try {
    held = (await run('PostgreSQL', process.env.BENCH_DATABASE_URL ?? cluster?.url)) && held;
  } finally {
    await cluster?.stop();
  }
}
if (!held) {
  console.log(`an idle tick took longer than ${TARGET_MS} ms`);
  process.exitCode = 1;
}
