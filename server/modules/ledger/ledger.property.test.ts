/**
 * Random sequences of money operations (deposits, repeated deposits, quotes, confirmations,
 * replays with the same Idempotency-Key, key reuse with another payload, withdrawals, settlements
 * sent or failed, repeated settlements, clock jumps). After every step the ledger invariants must
 * hold and every customer's balance must equal the model's. A withdrawal worth the four-eyes
 * threshold or more waits for a second officer: no broadcast sends it.
 *
 * Seeded: set FC_SEED (and FC_PATH) to replay a failure; fast-check prints both when one fails.
 */

import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COINS, type CoinSymbol } from '../../../contract/assets.js';
import { at } from '../../../contract/at.js';
import { CALLS } from '../../../contract/calls/index.js';
import { toUnits } from '../../../contract/money.js';
import { routeById } from '../../../contract/routes.js';
import { TEST_BENEFICIARY } from '../../test/beneficiary.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, HIGHEST_WITHDRAWAL_LIMITS, type TestEnv } from '../../test/harness.js';
import { withdrawalProof } from '../accounts/testing.js';
import { answerDepositOriginsForTest } from '../travelrule/testing.js';
import {
  creditObservedDeposit,
  depositAddressFor,
  needsSecondOfficer,
  processPendingWithdrawals,
  settleWithdrawal,
} from '../wallet/index.js';
import { findInvariantViolations, getUserBalances } from './index.js';
import { createScratchDatabase, type ScratchDatabase, TEST_DATABASE_URL } from './testing.js';

const COINS_USED = ['BTC', 'ETH', 'USDT'] as const;
type Coin = (typeof COINS_USED)[number];
const ROUTE_OF: Record<Coin, number> = { BTC: 1, ETH: 2, USDT: 6 };
const ADDRESS_OF: Record<Coin, string> = {
  BTC: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
  ETH: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
  USDT: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
};
/** The customers' currency: an Australian's withdrawals are held from the AUD threshold. */
const CUSTOMER_CURRENCY = 'AUD';
/** Amount steps: a drawn integer k gives k steps of the coin. */
const STEP: Record<Coin, string> = { BTC: '0.001', ETH: '0.01', USDT: '1' };
const PAIRS: [Coin, Coin][] = [
  ['BTC', 'USDT'],
  ['USDT', 'BTC'],
  ['ETH', 'USDT'],
  ['USDT', 'ETH'],
  // Through USDT in one quote and one movement (decision 225).
  ['BTC', 'ETH'],
  ['ETH', 'BTC'],
];

const amountOf = (coin: Coin, k: number) => toUnits(STEP[coin], COINS[coin].scale) * BigInt(k);
const text = (coin: CoinSymbol, units: bigint) => {
  const scale = COINS[coin].scale;
  const s = units.toString().padStart(scale + 1, '0');
  return `${s.slice(0, -scale)}.${s.slice(-scale)}`.replace(/\.?0+$/, '');
};

type Op =
  | { t: 'deposit'; user: number; coin: Coin; k: number; tx: number; vout: number }
  | { t: 'quote'; user: number; pair: number; k: number; ttl: number }
  | { t: 'confirm'; quote: number }
  | { t: 'replay'; request: number; conflict: boolean }
  | { t: 'withdraw'; user: number; coin: Coin; k: number }
  | { t: 'settle'; withdrawal: number; sent: boolean }
  | { t: 'broadcast' }
  | { t: 'tick'; ms: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('deposit' as const),
      user: fc.nat(1),
      coin: fc.constantFrom(...COINS_USED),
      k: fc.integer({ min: 1, max: 400 }),
      tx: fc.nat(4),
      vout: fc.nat(1),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('quote' as const),
      user: fc.nat(1),
      pair: fc.nat(PAIRS.length - 1),
      k: fc.integer({ min: 1, max: 400 }),
      ttl: fc.integer({ min: 1, max: 20 }),
    }),
  },
  { weight: 4, arbitrary: fc.record({ t: fc.constant('confirm' as const), quote: fc.nat(50) }) },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('replay' as const), request: fc.nat(50), conflict: fc.boolean() }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('withdraw' as const),
      user: fc.nat(1),
      coin: fc.constantFrom(...COINS_USED),
      k: fc.integer({ min: 1, max: 300 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ t: fc.constant('settle' as const), withdrawal: fc.nat(50), sent: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('broadcast' as const) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('tick' as const), ms: fc.integer({ min: 100, max: 15_000 }) }) },
);

interface ModelQuote {
  id: string;
  user: number;
  source: Coin;
  target: Coin;
  sourceUnits: bigint;
  targetUnits: bigint;
  expiresAt: number;
  used: boolean;
}
interface ModelWithdrawal {
  id: string;
  user: number;
  coin: Coin;
  amount: bigint;
  createdAt: number;
  /** Waiting for a second officer's approval (decision on four-eyes withdrawals): never broadcast. */
  held: boolean;
  state: 'pending' | 'sent' | 'failed';
}
interface KeyedRequest {
  user: number;
  path: string;
  payload: Record<string, unknown>;
  key: string;
  answer: unknown;
}

const backends: [string, string | undefined, number][] = [['PGlite', undefined, 50]];
if (TEST_DATABASE_URL) backends.push(['PostgreSQL', TEST_DATABASE_URL, 25]);

describe.each(backends)('ledger invariants under random operation sequences (%s)', (_name, serverUrl, numRuns) => {
  let env: TestEnv;
  let scratch: ScratchDatabase | undefined;

  beforeAll(async () => {
    scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
    // The invariants are the ledger's: no withdrawal the balance allows is refused by its value.
    env = await createTestEnv({
      databaseUrl: scratch?.url,
      env: { SANDBOX_CHAIN_DELAY_MS: '3000', ...HIGHEST_WITHDRAWAL_LIMITS },
    });
  });
  afterAll(async () => {
    await env.close();
    await scratch?.drop();
  });

  async function runSequence(ops: Op[]): Promise<void> {
    const deps = env.deps;
    const users: TestUser[] = [];
    const addresses: Record<Coin, string>[] = [];
    for (let i = 0; i < 2; i++) {
      const u = await createUser(deps, { kycStatus: 'approved', currency: CUSTOMER_CURRENCY });
      users.push(u);
      const a = {} as Record<Coin, string>;
      for (const coin of COINS_USED) a[coin] = await depositAddressFor(deps, u.id, routeById(ROUTE_OF[coin])!);
      addresses.push(a);
    }
    const run = randomUUID().slice(0, 8);
    const balances = users.map(() => ({ BTC: 0n, ETH: 0n, USDT: 0n }) as Record<Coin, bigint>);
    const credited = new Set<string>();
    const quotes: ModelQuote[] = [];
    const withdrawals: ModelWithdrawal[] = [];
    const requests: KeyedRequest[] = [];
    const now = () => deps.clock.now().getTime();

    const keyed = async (user: number, path: string, payload: Record<string, unknown>) => {
      const key = randomUUID();
      const res = await env.api.call(path, payload, { token: at(users, user).token, idempotencyKey: key });
      requests.push({ user, path, payload, key, answer: res.answer });
      return res.answer as any;
    };

    for (const [step, op] of ops.entries()) {
      const where = `step ${step} ${JSON.stringify(op)}`;
      switch (op.t) {
        case 'deposit': {
          const amount = amountOf(op.coin, op.k);
          const txid = `${run}tx${op.tx}${op.coin}`;
          const outcome = await creditObservedDeposit(deps, {
            routeId: ROUTE_OF[op.coin],
            address: at(addresses, op.user)[op.coin],
            txid,
            outputIndex: op.vout,
            amount,
          });
          const key = `${txid}:${op.vout}`;
          expect(outcome, where).toBe(credited.has(key) ? 'already_credited' : 'credited');
          // The customer says who sent it, as in the app, so it may be withdrawn (decision 274).
          await answerDepositOriginsForTest(env.api, at(users, op.user).token);
          if (!credited.has(key)) at(balances, op.user)[op.coin] += amount;
          credited.add(key);
          break;
        }
        case 'quote': {
          const [source, target] = at(PAIRS, op.pair);
          const units = amountOf(source, op.k);
          const res = await env.api.call(
            CALLS.swapCrypto,
            {
              sourceCurrencyId: source,
              targetCurrencyId: target,
              sourceCurrencyAmount: text(source, units),
              ttl: op.ttl,
            },
            { token: at(users, op.user).token },
          );
          const answer = res.answer as any;
          if (answer.status === 'success') {
            expect(at(balances, op.user)[source] >= units, where).toBe(true);
            quotes.push({
              id: answer.data.conversion_quote_id,
              user: op.user,
              source,
              target,
              sourceUnits: units,
              targetUnits: toUnits(answer.data.target_currency_amount, COINS[target].scale),
              expiresAt: Date.parse(answer.data.expires_at),
              used: false,
            });
          } else if (answer.code === 'INSUFFICIENT_BALANCE') {
            expect(at(balances, op.user)[source] < units, where).toBe(true);
          } else {
            expect(answer.code, where).toBe('BELOW_MIN_AMOUNT');
          }
          break;
        }
        case 'confirm': {
          if (quotes.length === 0) break;
          const q = at(quotes, op.quote % quotes.length);
          const answer = await keyed(q.user, '/exchange/confirm-swap', { conversionQuoteId: q.id });
          const expected = q.used
            ? 'QUOTE_USED'
            : now() >= q.expiresAt
              ? 'QUOTE_EXPIRED'
              : at(balances, q.user)[q.source] < q.sourceUnits
                ? 'INSUFFICIENT_BALANCE'
                : 'success';
          expect(answer.status === 'success' ? 'success' : answer.code, where).toBe(expected);
          if (expected === 'success') {
            q.used = true;
            at(balances, q.user)[q.source] -= q.sourceUnits;
            at(balances, q.user)[q.target] += q.targetUnits;
          }
          break;
        }
        case 'replay': {
          if (requests.length === 0) break;
          const r = at(requests, op.request % requests.length);
          const payload = op.conflict ? { ...r.payload, extra: 'another payload' } : r.payload;
          const res = await env.api.call(r.path, payload, { token: at(users, r.user).token, idempotencyKey: r.key });
          if (op.conflict) expect((res.answer as any).code, where).toBe('IDEMPOTENCY_CONFLICT');
          else expect(res.answer, where).toEqual(r.answer);
          break;
        }
        case 'withdraw': {
          const amount = amountOf(op.coin, op.k);
          const answer = await keyed(op.user, '/exchange/create-withdrawal-action', {
            amount: text(op.coin, amount),
            cryptoAddress: ADDRESS_OF[op.coin],
            paymentRouteId: ROUTE_OF[op.coin],
            beneficiary: TEST_BENEFICIARY,
            ...(await withdrawalProof(env, at(users, op.user))),
          });
          if (at(balances, op.user)[op.coin] >= amount) {
            expect(answer.status, where).toBe('success');
            at(balances, op.user)[op.coin] -= amount;
            // The hold follows from the value the server recorded, by the rule's one place.
            const row = await deps.db
              .selectFrom('withdrawals')
              .select(['approval', 'value_eur', 'value_aud'])
              .where('id', '=', answer.data.withdrawal_id)
              .executeTakeFirstOrThrow();
            const held = needsSecondOfficer(deps, CUSTOMER_CURRENCY, {
              EUR: String(row.value_eur),
              AUD: String(row.value_aud),
            });
            expect(row.approval, `${where}: approval`).toBe(held ? 'waiting' : null);
            withdrawals.push({
              id: answer.data.withdrawal_id,
              user: op.user,
              coin: op.coin,
              amount,
              createdAt: now(),
              held,
              state: 'pending',
            });
          } else {
            expect(answer.code, where).toBe('INSUFFICIENT_BALANCE');
          }
          break;
        }
        case 'settle': {
          if (withdrawals.length === 0) break;
          const w = at(withdrawals, op.withdrawal % withdrawals.length);
          const settled = await settleWithdrawal(
            deps,
            w.id,
            op.sent ? { state: 'sent', txHash: `0x${run}` } : { state: 'failed', reason: 'test' },
          );
          expect(settled, where).toBe(w.state === 'pending');
          if (w.state === 'pending') {
            w.state = op.sent ? 'sent' : 'failed';
            if (!op.sent) at(balances, w.user)[w.coin] += w.amount;
          }
          break;
        }
        case 'broadcast': {
          await processPendingWithdrawals(deps, 1_000);
          for (const w of withdrawals)
            if (w.state === 'pending' && !w.held && now() - w.createdAt >= 3_000) w.state = 'sent';
          break;
        }
        case 'tick':
          deps.clock.advance(op.ms);
          break;
      }

      expect(await findInvariantViolations(deps.db), where).toEqual([]);
      for (const [i, u] of users.entries()) {
        const actual = await getUserBalances(deps.db, u.id);
        for (const coin of COINS_USED) expect(actual[coin], `${where}: user ${i} ${coin}`).toBe(at(balances, i)[coin]);
      }
      for (const w of withdrawals) {
        const row = await deps.db
          .selectFrom('withdrawals')
          .select('state')
          .where('id', '=', w.id)
          .executeTakeFirstOrThrow();
        expect(row.state, `${where}: withdrawal state`).toBe(w.state);
      }
    }
  }

  it('keeps every invariant after every step', async () => {
    const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : Math.floor(Math.random() * 2 ** 31);
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 30 }), async (ops) => {
        await runSequence(ops);
      }),
      { seed, numRuns, path: process.env.FC_PATH, endOnFailure: true },
    );
  }, 600_000);
});
