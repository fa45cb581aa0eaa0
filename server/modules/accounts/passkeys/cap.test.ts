/**
 * The passkey cap is claimed when a passkey is stored, not when its challenge is fetched: many
 * challenges fetched while the account has none cannot add more than the cap, one after another
 * or all at once (on real PostgreSQL). Refused registrations store nothing and send no email.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CALLS } from '../../../../contract/calls/index.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../../test/harness.js';
import { createScratchDatabase, type ScratchDatabase, TEST_DATABASE_URL } from '../../ledger/testing.js';
import { outboxFor, securityProof } from '../testing.js';
import { PASSKEYS_PER_USER } from './registration.js';
import { softAuthenticator } from './testing.js';

const ORIGIN = 'https://wallet.example.com';
/** More challenges than the cap allows, all fetched while the account has no passkey. */
const FETCHED = PASSKEYS_PER_USER + 4;

type Options = { options: Record<string, unknown> };
const optionsOf = (r: { answer: unknown }) => (r.answer as { data: Options }).data.options;

/** FETCHED registration answers, each to its own challenge, prepared before any is sent. */
async function answersFetchedAtOnce(env: TestEnv, u: TestUser) {
  const answers: Record<string, unknown>[] = [];
  for (let i = 0; i < FETCHED; i++) {
    const o = await env.api.call(
      CALLS.passkeyRegisterOptions,
      { password: u.password, ...(await securityProof(env, u)) },
      { token: u.token },
    );
    expect(o.status).toBe(200);
    answers.push(softAuthenticator().register(optionsOf(o), ORIGIN));
  }
  return answers;
}

const register = (env: TestEnv, u: TestUser, response: unknown, i: number) =>
  env.api.call(CALLS.passkeyRegister, { response, name: `Key ${i}` }, { token: u.token });

async function expectCapHeld(env: TestEnv, u: TestUser, statuses: number[]) {
  expect(statuses.filter((s) => s === 200)).toHaveLength(PASSKEYS_PER_USER);
  expect(statuses.filter((s) => s === 400)).toHaveLength(FETCHED - PASSKEYS_PER_USER);
  const stored = await env.deps.db.selectFrom('passkeys').select('id').where('user_id', '=', u.id).execute();
  expect(stored).toHaveLength(PASSKEYS_PER_USER);
  const added = (await outboxFor(env, u.email)).filter((m) => m.subject.endsWith('A passkey was added'));
  expect(added).toHaveLength(PASSKEYS_PER_USER);
}

describe('the passkey cap, one registration after another', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv({ env: { PUBLIC_URL: ORIGIN } });
  });
  afterAll(() => env.close());

  it('stores at most the cap from challenges fetched before any was used', async () => {
    const u = await createUser(env.deps);
    const answers = await answersFetchedAtOnce(env, u);
    const statuses: number[] = [];
    for (const [i, response] of answers.entries()) {
      const r = await register(env, u, response, i);
      if (r.status !== 200) expect(r.answer).toMatchObject({ code: 'VALIDATION', message: /up to 10 passkeys/ });
      statuses.push(r.status);
    }
    await expectCapHeld(env, u, statuses);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('the passkey cap, registrations at once on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let env: TestEnv;
  beforeAll(async () => {
    scratch = await createScratchDatabase(TEST_DATABASE_URL ?? '');
    env = await createTestEnv({ databaseUrl: scratch.url, env: { PUBLIC_URL: ORIGIN } });
  });
  afterAll(async () => {
    await env?.close();
    await scratch?.drop();
  });

  /**
   * Runs `work` while another connection keeps passkeys from taking rows (reads go on), and lets
   * the rows in once every registration waits for a lock: each is then past its checks.
   */
  async function whileInsertsWait<T>(waiting: number, work: () => Promise<T>): Promise<T> {
    const blocker = new pg.Client({ connectionString: scratch.url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table passkeys in exclusive mode');
      const running = work();
      await vi.waitFor(
        async () => {
          // Activity is read once per transaction unless the snapshot is dropped.
          await blocker.query('select pg_stat_clear_snapshot()');
          const { rows } = await blocker.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          );
          expect(rows[0]?.n).toBe(waiting);
        },
        { timeout: 30_000, interval: 50 },
      );
      await blocker.query('commit');
      return await running;
    } finally {
      await blocker.end();
    }
  }

  it('never passes the cap when every registration is sent at once', async () => {
    const u = await createUser(env.deps);
    const answers = await answersFetchedAtOnce(env, u);
    const results = await whileInsertsWait(FETCHED, () =>
      Promise.all(answers.map((response, i) => register(env, u, response, i))),
    );
    for (const r of results) expect(r.status).toBeLessThan(500);
    await expectCapHeld(
      env,
      u,
      results.map((r) => r.status),
    );
  });
});
