/**
 * A page of the history reads about as many of the ledger's transfers as it lists, however long
 * the customer's history (decision 511), and lists what the one listing rule lists, newest first,
 * where the transfers it does not list (a withdrawal's hold given back) fill more than a page.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { toUnits } from '../../../contract/money.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { rowsReadFrom } from '../../test/indexed-reads.js';
import { userAccountIds } from '../ledger/index.js';
import { creditForTest, postForTest } from '../ledger/testing.js';
import { transactionHistory } from './history.js';
import { listedTransfers } from './history-returns.js';

let env: TestEnv;
let u: TestUser;
/** A long history, and a longer one of another customer's, newer, between it and the newest rows. */
const LONG = 1000;
const OTHERS = 5000;
const VOIDS = 12;

/** `count` credits of BTC to the customer, written in one statement. */
async function credits(userId: string, count: number): Promise<void> {
  await creditForTest(env.deps, userId, 'BTC', '0.001');
  const btc = (await userAccountIds(env.deps.db, userId)).get('BTC')!;
  const { debit_account_id: house } = await env.deps.db
    .selectFrom('ledger_transfers')
    .select('debit_account_id')
    .where('credit_account_id', '=', btc)
    .executeTakeFirstOrThrow();
  await sql`
    with m as (
      insert into ledger_movements (kind, ref, user_id, transaction_class, tracking_id, comment, created_at)
      select 'demo_credit', 'test-long:' || ${userId} || ':' || g, ${userId}, 'manual', 'long-' || g,
        'Test credit/long-' || g, now()
      from generate_series(2, ${count}) g
      returning id, created_at
    )
    insert into ledger_transfers (movement_id, debit_account_id, credit_account_id, currency, amount, created_at)
    select id, ${house}, ${btc}, 'BTC', 100000, created_at from m`.execute(env.deps.db);
}

beforeAll(async () => {
  env = await createTestEnv();
  u = await createUser(env.deps, { kycStatus: 'approved' });
  await credits(u.id, LONG);
  await credits((await createUser(env.deps, { kycStatus: 'approved' })).id, OTHERS);
  // More holds given back in a row than a page holds, then three credits on top of them.
  for (let i = 0; i < VOIDS; i++)
    await postForTest(env.deps, {
      kind: 'withdrawal_void',
      userId: u.id,
      at: env.deps.clock.now(),
      transfers: [
        {
          from: { house: 'deposits_world', currency: 'BTC' },
          to: { userId: u.id, currency: 'BTC' },
          amount: toUnits('0.0001', 8),
        },
      ],
    });
  for (let i = 0; i < 3; i++) await creditForTest(env.deps, u.id, 'ETH', '0.01');
  await sql`analyze`.execute(env.deps.db);
}, 60_000);
afterAll(() => env.close());

it("a page reads about as many transfers as it lists, not the customer's whole history", async () => {
  const limit = 5;
  const first = await rowsReadFrom(env, 'ledger_transfers', (deps) => transactionHistory(deps, u.id, { limit }));
  const cursor = Number((await transactionHistory(env.deps, u.id, { limit })).at(-1)!.account_transaction_id);
  const older = await rowsReadFrom(env, 'ledger_transfers', (deps) =>
    transactionHistory(deps, u.id, { limit, before: cursor }),
  );
  // Each page: its newest from each of the customer's ranges, then those by id; the first page
  // reads through the holds given back too. An older page also reads the rows of the pages before
  // it, for the oldest time they show (the returned bank deposits' rule, decision 494).
  const newer = VOIDS + 3 + limit;
  expect(first).toBeLessThanOrEqual(4 * (limit + VOIDS));
  expect(older).toBeLessThanOrEqual(4 * limit + newer);
});

it('walking the pages lists every listed transfer once, newest first, whatever the page size', async () => {
  const accounts = [...(await userAccountIds(env.deps.db, u.id)).values()];
  const listed = await listedTransfers(env.deps, accounts).orderBy('t.id', 'desc').execute();
  const expected = listed.map((r) => String(r.id));
  expect(expected).toHaveLength(LONG + 3);
  for (const limit of [1, 2, 13, 200]) {
    const seen: string[] = [];
    let before: number | undefined;
    // The first pages only, for the small sizes: past the holds given back, it is one long range.
    for (let pages = 0; pages < 40; pages++) {
      const page = await transactionHistory(env.deps, u.id, { limit, ...(before !== undefined ? { before } : {}) });
      seen.push(...page.map((r) => r.account_transaction_id));
      if (page.length < limit) break;
      before = Number(page.at(-1)!.account_transaction_id);
    }
    expect(seen, `pages of ${limit}`).toEqual(expected.slice(0, seen.length));
    expect(seen.length, `pages of ${limit}`).toBe(Math.min(expected.length, 40 * limit));
  }
});

it("a coin's pages list that coin's transfers alone, newest first", async () => {
  const btc = (await userAccountIds(env.deps.db, u.id)).get('BTC')!;
  const listed = await listedTransfers(env.deps, [btc]).orderBy('t.id', 'desc').limit(30).execute();
  const first = await transactionHistory(env.deps, u.id, { limit: 10, currency: 'BTC' });
  const next = await transactionHistory(env.deps, u.id, {
    limit: 20,
    currency: 'BTC',
    before: Number(first.at(-1)!.account_transaction_id),
  });
  expect([...first, ...next].map((r) => r.account_transaction_id)).toEqual(listed.map((r) => String(r.id)));
  expect([...first, ...next].every((r) => r.currency_id === 'BTC')).toBe(true);
});
