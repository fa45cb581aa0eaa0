/**
 * Adds sent at once, on real PostgreSQL (decision 134): the cap of saved addresses is claimed
 * atomically, so parallel adds never pass it together, and the same address sent twice at once
 * is saved once. Refused adds send no email.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADDRESS_BOOK_MAX, ADDRESS_BOOK_MESSAGES as M } from '../../../contract/address-book.js';
import { encodeSegwitAddress } from '../../../contract/addresses/index.js';
import { CALLS } from '../../../contract/calls/index.js';
import { createUser, type TestUser, tokenFor } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { outboxFor } from '../accounts/testing.js';
import { createScratchDatabase, type ScratchDatabase, TEST_DATABASE_URL } from '../ledger/testing.js';

const BTC_ROUTE = 1;
const PARALLEL = 6;
const btcAddress = () => encodeSegwitAddress('bc', 0, randomBytes(20));

describe.skipIf(!TEST_DATABASE_URL)('adding addresses at once', () => {
  let scratch: ScratchDatabase;
  let env: TestEnv;
  beforeAll(async () => {
    scratch = await createScratchDatabase(TEST_DATABASE_URL ?? '');
    env = await createTestEnv({ databaseUrl: scratch.url });
  });
  afterAll(async () => {
    await env?.close();
    await scratch?.drop();
  });

  const add = async (u: TestUser, address: string) =>
    env.api.call(
      CALLS.addAddress,
      { paymentRouteId: BTC_ROUTE, address, label: 'Parallel', password: u.password },
      { token: await tokenFor(env.deps, u) },
    );
  const countOf = async (u: TestUser) =>
    (await env.deps.db.selectFrom('address_book').select('id').where('user_id', '=', u.id).execute()).length;
  const confirmMails = async (u: TestUser) =>
    (await outboxFor(env, u.email)).filter((m) => m.subject.startsWith('Confirm the new address')).length;

  /**
   * Runs `adds` while another connection keeps address_book from taking rows (reads go on), and
   * lets the rows in once PARALLEL sessions wait for a lock: each add is then past its checks.
   */
  async function whileInsertsWait<T>(adds: () => Promise<T>): Promise<T> {
    const blocker = new pg.Client({ connectionString: scratch.url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table address_book in exclusive mode');
      const running = adds();
      await vi.waitFor(
        async () => {
          // Activity is read once per transaction unless the snapshot is dropped.
          await blocker.query('select pg_stat_clear_snapshot()');
          const { rows } = await blocker.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          );
          expect(rows[0]?.n).toBe(PARALLEL);
        },
        { timeout: 20_000, interval: 50 },
      );
      await blocker.query('commit');
      return await running;
    } finally {
      await blocker.end();
    }
  }

  it('lets exactly one add through when one place is left', async () => {
    const u = await createUser(env.deps, { kycStatus: 'approved' });
    const now = env.deps.clock.now();
    await env.deps.db
      .insertInto('address_book')
      .values(
        Array.from({ length: ADDRESS_BOOK_MAX - 1 }, (_, i) => ({
          id: randomUUID(),
          user_id: u.id,
          route_id: BTC_ROUTE,
          address: btcAddress(),
          label: `Saved ${i}`,
          created_at: now,
          confirm_token_hash: randomUUID(),
          confirm_expires_at: now,
        })),
      )
      .execute();
    // Saving is held up until every add is inside it, so they all overlap whatever their timing.
    const answers = await whileInsertsWait(() =>
      Promise.all(Array.from({ length: PARALLEL }, () => add(u, btcAddress()))),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(PARALLEL - 1).fill(400)]);
    const refused = answers.find((r) => r.status === 400)?.answer;
    expect(refused?.status === 'error' && refused.errors?.address).toBe(M.full);
    expect(await countOf(u)).toBe(ADDRESS_BOOK_MAX);
    expect(await confirmMails(u)).toBe(1);
  });

  it('saves the same address sent several times at once once', async () => {
    const u = await createUser(env.deps, { kycStatus: 'approved' });
    const address = btcAddress();
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => add(u, address)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 400)).toHaveLength(PARALLEL - 1);
    expect(await countOf(u)).toBe(1);
    expect(await confirmMails(u)).toBe(1);
  });
});
