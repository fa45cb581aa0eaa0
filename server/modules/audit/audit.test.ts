import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { writeAudit } from '../../http/audit.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { createScratchDatabase, TEST_DATABASE_URL } from '../ledger/testing.js';
import { checkAuditChain } from './chain.js';

const entry = (action: string, subjectId: string | null = null) => ({
  actorId: 'staff-1',
  actorRole: 'support',
  action,
  outcome: 'allowed' as const,
  ip: '127.0.0.1',
  subjectId,
  reason: 'customer asked by phone',
  before: { held: false },
  after: { held: true },
});

/** The trail's guarantees, on whichever database `open` gives. */
function trailOn(open: () => Promise<{ env: TestEnv; drop(): Promise<void> }>) {
  let env: TestEnv;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ env, drop } = await open());
  });
  afterAll(async () => {
    await env.close();
    await drop();
  });

  it('refuses UPDATE, DELETE and TRUNCATE of the audit log', async () => {
    await writeAudit(env.deps.db, env.deps.clock.now(), entry('test.write'));
    const db = env.deps.db;
    await expect(db.updateTable('audit_log').set({ reason: 'rewritten' }).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(db)).rejects.toThrow(/append-only/);
    const rows = await db.selectFrom('audit_log').select('reason').where('action', '=', 'test.write').execute();
    expect(rows).toEqual([{ reason: 'customer asked by phone' }]);
  });

  it('chains each entry to the one before, also for entries written at once', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => writeAudit(env.deps.db, env.deps.clock.now(), entry(`test.parallel.${i}`))),
    );
    const rows = await env.deps.db
      .selectFrom('audit_log')
      .select(['seq', 'hash', 'prev_hash'])
      .orderBy('seq')
      .execute();
    rows.forEach((r, i) => {
      expect(Number(r.seq)).toBe(i + 1);
      expect(r.prev_hash).toBe(i === 0 ? null : rows[i - 1]?.hash);
      expect(r.hash).toMatch(/^[0-9a-f]{64}$/);
    });
    expect(await checkAuditChain(env.deps.db)).toEqual({ intact: true, entries: rows.length });
  });

  it('finds an entry changed behind the trigger (a superuser disabling it)', async () => {
    const db = env.deps.db;
    const target = await db
      .selectFrom('audit_log')
      .select('seq')
      .where('action', '=', 'test.parallel.3')
      .executeTakeFirstOrThrow();
    await sql`alter table audit_log disable trigger audit_log_append_only`.execute(db);
    try {
      await db.updateTable('audit_log').set({ reason: 'nothing happened' }).where('seq', '=', target.seq).execute();
    } finally {
      await sql`alter table audit_log enable trigger audit_log_append_only`.execute(db);
    }
    expect(await checkAuditChain(db)).toMatchObject({ intact: false, brokenAtSeq: String(target.seq) });
  });
}

describe('the audit trail on the embedded database', () => {
  trailOn(async () => ({ env: await createTestEnv(), drop: async () => {} }));

  it('finds an entry removed behind the trigger', async () => {
    const env = await createTestEnv();
    try {
      for (const a of ['one', 'two', 'three']) await writeAudit(env.deps.db, env.deps.clock.now(), entry(a));
      await sql`alter table audit_log disable trigger audit_log_append_only`.execute(env.deps.db);
      await env.deps.db.deleteFrom('audit_log').where('action', '=', 'two').execute();
      await sql`alter table audit_log enable trigger audit_log_append_only`.execute(env.deps.db);
      expect(await checkAuditChain(env.deps.db)).toMatchObject({ intact: false, brokenAtSeq: '3' });
    } finally {
      await env.close();
    }
  });
});

describe.skipIf(!TEST_DATABASE_URL)('the audit trail on PostgreSQL', () => {
  trailOn(async () => {
    const scratch = await createScratchDatabase(TEST_DATABASE_URL!);
    return { env: await createTestEnv({ databaseUrl: scratch.url }), drop: () => scratch.drop() };
  });
});

describe('staff read the trail', () => {
  let env: TestEnv;
  let compliance: TestUser;
  let support: TestUser;
  beforeAll(async () => {
    env = await createTestEnv();
    compliance = await createUser(env.deps, { role: 'compliance' });
    support = await createUser(env.deps, { role: 'support' });
    await writeAudit(env.deps.db, env.deps.clock.now(), { ...entry('support.hold', 'cust-a'), actorId: support.id });
    await writeAudit(env.deps.db, env.deps.clock.now(), { ...entry('support.note', 'cust-a'), actorId: support.id });
    await writeAudit(env.deps.db, env.deps.clock.now(), { ...entry('support.note', 'cust-b'), actorId: 'other' });
  });
  afterAll(() => env.close());

  const read = (payload: Record<string, unknown>, token = compliance.token) =>
    env.api.call(CALLS.getAuditLog, payload, { token });
  const actions = async (payload: Record<string, unknown>) => {
    const res = await read(payload);
    if (res.answer.status !== 'success' || !res.answer.data) throw new Error(JSON.stringify(res.answer));
    return res.answer.data.entries.map((e) => `${e.action}:${e.subjectId}`);
  };

  it('filters by customer, by staff member and by action, newest first', async () => {
    expect(await actions({ subjectId: 'cust-a' })).toEqual(['support.note:cust-a', 'support.hold:cust-a']);
    expect(await actions({ actorId: support.id })).toEqual(['support.note:cust-a', 'support.hold:cust-a']);
    expect(await actions({ action: 'support.note' })).toEqual(['support.note:cust-b', 'support.note:cust-a']);
  });

  it('takes an email for a person and a part of an action name, and names people by email', async () => {
    const customer = await createUser(env.deps);
    await writeAudit(env.deps.db, env.deps.clock.now(), {
      ...entry('approval.request', customer.id),
      actorId: support.id,
    });
    await writeAudit(env.deps.db, env.deps.clock.now(), {
      ...entry('approval.decide', customer.id),
      actorId: compliance.id,
    });
    await writeAudit(env.deps.db, env.deps.clock.now(), { ...entry('approvals_x', 'cust-a'), actorId: support.id });

    // "approval" finds every approval action; an underscore is itself, not "any one character".
    expect(await actions({ action: 'APPROVAL' })).toEqual([
      'approvals_x:cust-a',
      `approval.decide:${customer.id}`,
      `approval.request:${customer.id}`,
    ]);
    expect(await actions({ action: 'approval_' })).toEqual([]);
    expect(await actions({ subjectId: customer.email.toUpperCase() })).toEqual([
      `approval.decide:${customer.id}`,
      `approval.request:${customer.id}`,
    ]);
    expect(await actions({ actorId: compliance.email, action: 'approval' })).toEqual([
      `approval.decide:${customer.id}`,
    ]);
    expect(await actions({ subjectId: 'nobody@example.com' })).toEqual([]);

    const res = await read({ subjectId: customer.id, action: 'approval.request' });
    if (res.answer.status !== 'success' || !res.answer.data) throw new Error(JSON.stringify(res.answer));
    expect(res.answer.data.entries[0]).toMatchObject({ actorEmail: support.email, subjectEmail: customer.email });
    const other = await read({ subjectId: 'cust-b' });
    if (other.answer.status !== 'success' || !other.answer.data) throw new Error('no page');
    expect(other.answer.data.entries[0]).toMatchObject({ actorEmail: null, subjectEmail: null });
  });

  it('pages by place in the chain', async () => {
    const first = await read({ action: 'support.note', limit: 1 });
    if (first.answer.status !== 'success' || !first.answer.data) throw new Error('no page');
    const next = first.answer.data.nextBeforeSeq;
    expect(next).not.toBeNull();
    expect(await actions({ action: 'support.note', beforeSeq: next })).toEqual(['support.note:cust-a']);
  });

  it('records each reading, refuses bad filters and any role but compliance', async () => {
    const reads = await env.deps.db
      .selectFrom('audit_log')
      .select('actor_id')
      .where('action', '=', 'audit.read')
      .execute();
    expect(reads.length).toBeGreaterThan(0);
    expect((await read({ beforeSeq: '-1' })).status).toBe(400);
    expect((await read({ subjectId: "x' or 1=1" })).status).toBe(400);
    expect((await read({}, support.token)).status).toBe(403);
    const check = await env.api.call(CALLS.checkAuditChain, {}, { token: compliance.token });
    expect(check.answer).toMatchObject({ status: 'success', data: { intact: true } });
  });
});
