/**
 * Random sequences of bank payments (from the customer's own account or someone else's, inside
 * and outside the limits, delivered again, delivered as new events, replayed too late): after
 * every step the ledger invariants hold and each customer's cash balance equals the model's.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankNotificationRequest } from '../../providers/bank/index.js';
import { NOTIFICATION_TOLERANCE_MS } from '../../providers/bank/index.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { findInvariantViolations, getUserCashBalances } from '../ledger/index.js';
import { deliver, depositDetails, sandboxBankOf, verifiedCustomer } from './testing.js';

const MIN = 1_000n;
const MAX = 100_000n;

type Op =
  | { t: 'send'; user: number; cents: number; own: boolean }
  | { t: 'again'; which: number }
  | { t: 'newEvent'; which: number }
  | { t: 'late'; which: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('send' as const),
      user: fc.nat(1),
      cents: fc.integer({ min: 1, max: 120_000 }),
      own: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('again' as const), which: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('newEvent' as const), which: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('late' as const), which: fc.nat(20) }) },
);

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { BANK_DEPOSIT_MIN: '10.00', BANK_DEPOSIT_MAX: '1000.00' } });
});
afterAll(() => env.close());

describe('cash deposits under random sequences', () => {
  it('credit exactly what the rules allow, once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        const users = await Promise.all([0, 1].map(() => verifiedCustomer(env)));
        const payids = await Promise.all(users.map(async (u) => (await depositDetails(env, u.token)).payid!));
        const model = [0n, 0n];
        const sent: { n: BankNotificationRequest; user: number; credit: bigint }[] = [];
        for (const op of ops) {
          if (op.t === 'send') {
            const cents = BigInt(op.cents);
            const s = await sandboxBankOf(env).sendTransfer({
              to: payids[op.user]!,
              reference: '',
              payerName: op.own ? 'MORGAN ALEX' : 'Sam Lee',
              payerAccount: '062000 1',
              amountMinor: cents,
            });
            const credit = op.own && cents >= MIN && cents <= MAX ? cents : 0n;
            sent.push({ n: s!.notification, user: op.user, credit });
            expect((await deliver(env, s!.notification)).status).toBe(200);
            model[op.user]! += credit;
          } else if (sent.length > 0) {
            const s = sent[op.which % sent.length]!;
            let n = s.n;
            if (op.t === 'newEvent') {
              const body = JSON.parse(n.rawBody);
              n = sandboxBankOf(env).sign(
                JSON.stringify({ ...body, id: `${body.id}-${Math.random()}` }),
                env.deps.clock.now(),
              );
            }
            if (op.t === 'late') env.deps.clock.advance(NOTIFICATION_TOLERANCE_MS + 1);
            // Within the tolerance a delivery is taken (and moves nothing again); past it, refused.
            const fresh = env.deps.clock.now().getTime() - Number(n.timestamp) <= NOTIFICATION_TOLERANCE_MS;
            expect((await deliver(env, n)).status).toBe(fresh ? 200 : 401);
          }
          expect(await findInvariantViolations(env.deps.db)).toEqual([]);
        }
        for (const [i, u] of users.entries()) expect((await getUserCashBalances(env.deps.db, u.id)).AUD).toBe(model[i]);
      }),
      { numRuns: 20 },
    );
  });
});
