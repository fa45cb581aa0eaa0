/**
 * Random sequences of placing, cancelling, price ticks and the clock running past expiry dates.
 * After every step, for every customer: free balance + what their open orders hold == what they
 * were given less what their filled orders sold; the order holds account holds exactly the open
 * orders; and the ledger invariants hold.
 *
 * Seeded: set FC_SEED (and FC_PATH) to replay a failure; fast-check prints both when one fails.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors.js';
import { createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { findInvariantViolations, getUserBalances, houseAccountId } from '../ledger/index.js';
import { creditForTest } from '../ledger/testing.js';
import { cancelOrder, placeOrder } from './store.js';
import { checkOrders } from './tick.js';

const GIVEN = 10_000_000_000n; // 10 SOL
const UNIT = 1_000_000_000n;
const DAY_MS = 86_400_000;

type Op =
  | { t: 'place'; user: number; sol: number; kind: 'limit' | 'stop'; price: number; days: number | null }
  | { t: 'cancel'; user: number; pick: number }
  | { t: 'tick'; usd: number }
  | { t: 'later'; days: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    t: fc.constant('place' as const),
    user: fc.nat(1),
    sol: fc.integer({ min: 1, max: 6 }),
    kind: fc.constantFrom('limit' as const, 'stop' as const),
    price: fc.integer({ min: 150, max: 250 }),
    days: fc.option(fc.integer({ min: 1, max: 90 }), { nil: null }),
  }),
  fc.record({ t: fc.constant('cancel' as const), user: fc.nat(1), pick: fc.nat(5) }),
  fc.record({ t: fc.constant('tick' as const), usd: fc.integer({ min: 140, max: 260 }) }),
  fc.record({ t: fc.constant('later' as const), days: fc.integer({ min: 1, max: 40 }) }),
);

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0' } });
  env.deps.providers.prices.sandbox?.pin('USDC', '1');
});
afterAll(() => env.close());

/** Refusals (over the balance, an ended order) are part of the game; anything else is a failure. */
async function refusedOr<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (e) {
    if (e instanceof ApiError && e.status < 500) return null;
    throw e;
  }
}

describe('orders under any sequence of place, cancel, tick and expiry', () => {
  it('keeps free + held equal to the balance, and the holds equal to the open orders', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        env.deps.providers.prices.sandbox?.pin('SOL', '200');
        const users = await Promise.all([0, 1].map(() => createUser(env.deps, { kycStatus: 'approved' })));
        for (const u of users) await creditForTest(env.deps, u.id, 'SOL', '10');
        const ids = users.map(() => [] as string[]);
        for (const o of ops) {
          if (o.t === 'place') {
            const u = users[o.user]!;
            const now = env.deps.clock.now().getTime();
            const placed = await refusedOr(
              placeOrder(
                env.deps,
                u.id,
                {
                  kind: o.kind,
                  source: 'SOL',
                  target: 'USDC',
                  sourceUnits: BigInt(o.sol) * UNIT,
                  price: String(o.price),
                  expiresAt: o.days === null ? null : new Date(now + o.days * DAY_MS),
                },
                randomUUID(),
              ),
            );
            if (placed) ids[o.user]!.push(placed.order_id);
          } else if (o.t === 'cancel') {
            const id = ids[o.user]![o.pick % Math.max(1, ids[o.user]!.length)];
            if (id) await refusedOr(cancelOrder(env.deps, users[o.user]!.id, id));
          } else if (o.t === 'tick') {
            env.deps.providers.prices.sandbox?.pin('SOL', String(o.usd));
            await checkOrders(env.deps, env.deps.clock.now());
          } else {
            env.deps.clock.advance(o.days * DAY_MS);
            await checkOrders(env.deps, env.deps.clock.now());
          }
          for (const u of users) {
            const rows = await env.deps.db
              .selectFrom('orders')
              .select(['state', 'source_amount'])
              .where('user_id', '=', u.id)
              .execute();
            const sum = (state: string) =>
              rows.filter((r) => r.state === state).reduce((a, r) => a + BigInt(r.source_amount), 0n);
            const free = (await getUserBalances(env.deps.db, u.id)).SOL;
            expect(free + sum('open')).toBe(GIVEN - sum('filled'));
          }
          const holds = await env.deps.db
            .selectFrom('ledger_accounts')
            .select('balance')
            .where('id', '=', await houseAccountId(env.deps.db, 'order_holds', 'SOL'))
            .executeTakeFirstOrThrow();
          const open = await env.deps.db
            .selectFrom('orders')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('source_amount'), eb.val('0')).as('total'))
            .where('state', '=', 'open')
            .where('source_currency', '=', 'SOL')
            .executeTakeFirstOrThrow();
          expect(BigInt(holds.balance)).toBe(BigInt(open.total));
          expect(await findInvariantViolations(env.deps.db)).toEqual([]);
        }
      }),
      { numRuns: 12 },
    );
  }, 300_000);
});
