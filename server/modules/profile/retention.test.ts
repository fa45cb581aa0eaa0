import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { clientAddresses, createUser, type TestUser, tokenFor } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { findInvariantViolations, inTransaction, postMovement, prepareMovement } from '../ledger/index.js';
import { recordMerchantTransaction } from '../merchants/index.js';
import { AML_RETENTION_YEARS, eraseExpiredRetention, runRetentionErasure } from './retention.js';

const DAY = 86_400_000;
const START = '2026-11-21T10:00:00.000Z';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { TRUST_PROXY: 'true' }, start: START });
});
afterAll(() => env.close());

const ip = clientAddresses('1.133');
const closeAccount = async (u: TestUser) => {
  const token = await tokenFor(env.deps, u);
  const r = await env.api.call(CALLS.deleteAccount, { password: u.password }, { token, ip: ip() });
  expect(r.answer).toEqual({
    status: 'success',
    message: 'Account has been successfully deleted',
    data: { fundsHeld: false },
  });
};

/** Money in and back out again: movements on the ledger, and a balance of zero at the end. */
async function creditAndReturn(userId: string, tag: string) {
  for (const [dir, amount] of [
    ['in', 50_000n],
    ['out', 50_000n],
  ] as const) {
    const user = { userId, currency: 'BTC' as const };
    const house = { house: 'deposits_world' as const, currency: 'BTC' as const };
    const prepared = await prepareMovement(env.deps.db, {
      kind: 'demo_credit',
      ref: `retention-test:${tag}:${userId}:${dir}`,
      userId,
      transactionClass: 'manual',
      trackingId: `rt-${tag}-${dir}`,
      note: dir === 'in' ? 'Credit' : 'Returned',
      at: env.deps.clock.now(),
      transfers: [dir === 'in' ? { from: house, to: user, amount } : { from: user, to: house, amount }],
    });
    await inTransaction(env.deps.db, (trx) => postMovement(trx, prepared));
  }
}

const userRow = (id: string) =>
  env.deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Everything the ledger and the audit log hold about a user, as read back from the database. */
async function recordsOf(id: string) {
  const movements = await env.deps.db
    .selectFrom('ledger_movements')
    .selectAll()
    .where('user_id', '=', id)
    .orderBy('id')
    .execute();
  const transfers = await env.deps.db
    .selectFrom('ledger_transfers as t')
    .innerJoin('ledger_accounts as a', (j) =>
      j.on((eb) =>
        eb.or([eb('a.id', '=', eb.ref('t.debit_account_id')), eb('a.id', '=', eb.ref('t.credit_account_id'))]),
      ),
    )
    .select(['t.id', 't.movement_id', 't.amount', 't.currency', 'a.balance'])
    .where('a.user_id', '=', id)
    .orderBy('t.id')
    .execute();
  const audit = await env.deps.db
    .selectFrom('audit_log')
    .selectAll()
    .where('actor_id', '=', id)
    .orderBy('id')
    .execute();
  return { movements, transfers, audit };
}

/** Advances the test clock to `years` calendar years plus `days` days after START. */
function advanceTo(years: number, days: number) {
  const target = new Date(START);
  target.setUTCFullYear(target.getUTCFullYear() + years);
  const ms = target.getTime() + days * DAY - env.deps.clock.now().getTime();
  expect(ms).toBeGreaterThanOrEqual(0);
  env.deps.clock.advance(ms);
}

// A timeline: each test moves the clock on from where the last one left it, so the order is kept.
describe('erasure of closed accounts when AML retention ends', { shuffle: false }, () => {
  let old: TestUser; // closed at START: 8 years and a day ago at the first check
  let recent: TestUser; // closed two days after START: 8 years minus a day ago at the first check
  let lateDeposit: TestUser; // closed at START, but money moved on its account two days later
  let active: TestUser;
  let oldRecordsBefore: Awaited<ReturnType<typeof recordsOf>>;
  let recentBefore: Awaited<ReturnType<typeof userRow>>;
  let lateBefore: Awaited<ReturnType<typeof userRow>>;
  let activeBefore: Awaited<ReturnType<typeof userRow>>;

  beforeAll(async () => {
    const details = { address: '1 Main St', city: 'Perth', state: 'WA', postal: '6000' };
    old = await createUser(env.deps, { ...details, firstName: 'Olive', lastName: 'Oldham', kycStatus: 'verified' });
    recent = await createUser(env.deps, { ...details, firstName: 'Rita', lastName: 'Recent' });
    lateDeposit = await createUser(env.deps, { ...details, firstName: 'Larry', lastName: 'Late' });
    active = await createUser(env.deps, { ...details, firstName: 'Ada', lastName: 'Active' });
    for (const u of [old, recent, lateDeposit, active]) {
      await env.deps.db
        .updateTable('users')
        .set({ phone: '+61400000000', kyc_applicant_id: `applicant-${u.id}` })
        .where('id', '=', u.id)
        .execute();
    }

    // The old account's personal data spread over the other tables.
    await creditAndReturn(old.id, 'old');
    await recordMerchantTransaction(env.deps, {
      requestType: 'deposit',
      transactionId: `dep-${old.id}`,
      userId: old.id,
      outcome: 'completed',
      amount: 50_000n,
      currency: 'BTC',
      at: env.deps.clock.now(),
    });
    await env.deps.db
      .insertInto('kyc_webhook_events')
      .values({
        provider: 'sandbox',
        event_key: `evt-${old.id}`,
        type: 'applicantReviewed',
        user_id: old.id,
        applicant_id: `applicant-${old.id}`,
        received_at: env.deps.clock.now(),
        processed_at: env.deps.clock.now(),
        resulting_status: 'verified',
      })
      .execute();
    await env.deps.db
      .insertInto('kyc_sandbox_applicants')
      .values({
        user_id: old.id,
        applicant_id: `applicant-${old.id}`,
        first_name: 'Olive',
        last_name: 'Oldham',
        review_status: 'completed',
        review_answer: 'GREEN',
        created_at: env.deps.clock.now(),
      })
      .execute();
    await env.deps.db
      .insertInto('kyc_sandbox_tokens')
      .values({ token_hash: randomUUID(), user_id: old.id, expires_at: env.deps.clock.now() })
      .execute();
    await env.deps.db
      .insertInto('idempotency_keys')
      .values({
        scope: old.id,
        key: randomUUID(),
        path: '/users/update-profile',
        payload_hash: 'x',
        state: 'done',
        http_status: 200,
        answer: JSON.stringify({ city: 'Perth' }),
        created_at: env.deps.clock.now(),
      })
      .execute();

    await closeAccount(old);
    await closeAccount(lateDeposit);
    env.deps.clock.advance(2 * DAY);
    await closeAccount(recent);
    // A deposit reaching the closed account's address, credited and returned by support.
    await creditAndReturn(lateDeposit.id, 'late');

    oldRecordsBefore = await recordsOf(old.id);
    recentBefore = await userRow(recent.id);
    lateBefore = await userRow(lateDeposit.id);
    activeBefore = await userRow(active.id);
    expect(oldRecordsBefore.movements).toHaveLength(2);
    const db = env.deps.db;
    expect(await db.selectFrom('mail_outbox').select('id').where('to', '=', old.email).execute()).toHaveLength(1);
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', old.id).execute()).toHaveLength(1);
    expect(oldRecordsBefore.audit.map((a) => a.action)).toContain('account.close');
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('keeps everything while the retention period runs', async () => {
    advanceTo(AML_RETENTION_YEARS - 1, 364);
    expect(await eraseExpiredRetention(env.deps)).toBe(0);
    expect((await userRow(old.id)).erased_at).toBeNull();
  });

  it('erases an account closed 8 years and a day ago, and leaves one closed 8 years minus a day ago', async () => {
    advanceTo(AML_RETENTION_YEARS, 1);
    const now = env.deps.clock.now();
    expect(await eraseExpiredRetention(env.deps)).toBe(1);

    const row = await userRow(old.id);
    expect(row).toMatchObject({
      status: 'closed',
      email: `erased:${old.id}`,
      first_name: '',
      last_name: '',
      dob: null,
      phone: null,
      address: '',
      city: '',
      state: '',
      postal: '',
      kyc_applicant_id: null,
    });
    expect(new Date(row.erased_at as Date).getTime()).toBe(now.getTime());
    expect(row.closed_at).not.toBeNull();
    const text = JSON.stringify(row);
    for (const kept of [old.email, 'Olive', 'Oldham', '1990-05-17', '+61400000000', 'Main St', 'Perth', 'applicant-']) {
      expect(text).not.toContain(kept);
    }

    // Not financial records: gone, or stripped of the identity they carried.
    const db = env.deps.db;
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', old.id).execute()).toEqual([]);
    expect(await db.selectFrom('idempotency_keys').select('key').where('scope', '=', old.id).execute()).toEqual([]);
    expect(
      await db.selectFrom('kyc_sandbox_applicants').select('user_id').where('user_id', '=', old.id).execute(),
    ).toEqual([]);
    expect(await db.selectFrom('kyc_sandbox_tokens').select('user_id').where('user_id', '=', old.id).execute()).toEqual(
      [],
    );
    expect(await db.selectFrom('mail_outbox').select('id').where('to', '=', old.email).execute()).toEqual([]);
    const events = await db.selectFrom('kyc_webhook_events').selectAll().where('user_id', '=', old.id).execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ applicant_id: null, resulting_status: 'verified' });
    const merchant = await db.selectFrom('merchant_transactions').selectAll().where('user_id', '=', old.id).execute();
    expect(merchant).toHaveLength(1);
    expect(merchant[0]).toMatchObject({ user_name: '', amount: '50000', currency: 'BTC' });

    // The ledger and the audit log: unchanged, and still read back in full.
    expect(await recordsOf(old.id)).toEqual(oldRecordsBefore);
    expect(await findInvariantViolations(db)).toEqual([]);

    // Closed 8 years minus a day ago, money moved after closing, or still active: untouched.
    expect(await userRow(recent.id)).toEqual(recentBefore);
    expect(await userRow(lateDeposit.id)).toEqual(lateBefore);
    expect(await userRow(active.id)).toEqual(activeBefore);
    expect((await db.selectFrom('sessions').select('id').where('user_id', '=', active.id).execute()).length).toBe(1);
  });

  it('changes nothing when run again', async () => {
    const before = await userRow(old.id);
    expect(await eraseExpiredRetention(env.deps)).toBe(0);
    env.deps.clock.advance(DAY / 2);
    expect(await eraseExpiredRetention(env.deps)).toBe(0);
    expect(await userRow(old.id)).toEqual(before);
    expect(await recordsOf(old.id)).toEqual(oldRecordsBefore);
  });

  it('erases the later closures once their own 8 years have passed, and logs the count', async () => {
    advanceTo(AML_RETENTION_YEARS, 3);
    await runRetentionErasure(env.deps);
    expect(env.deps.log.lines.at(-1)).toMatchObject({ level: 'info', msg: 'retention erasure done', erased: 2 });
    for (const u of [recent, lateDeposit]) {
      expect(await userRow(u.id)).toMatchObject({ email: `erased:${u.id}`, first_name: '', phone: null });
    }
    expect(await userRow(active.id)).toEqual(activeBefore);
  });

  it('logs a failed pass instead of throwing', async () => {
    const failing = {
      ...env.deps,
      db: {
        selectFrom: () => {
          throw new Error('database unavailable');
        },
      } as unknown as typeof env.deps.db,
    };
    await expect(runRetentionErasure(failing)).resolves.toBeUndefined();
    expect(env.deps.log.lines.at(-1)).toMatchObject({
      level: 'error',
      msg: 'retention erasure failed',
      error: 'database unavailable',
    });
  });
});
