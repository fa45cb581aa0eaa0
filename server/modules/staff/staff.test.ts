import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { ROLES_FOR_ACCESS } from '../../../contract/staff.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { totpFor } from '../accounts/index.js';
import { enrolFromMail } from './testing.js';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OWN_PASSWORD = 'Quiet-Harbour-Lamp-73';
const code = (secret = SECRET) => totpFor(secret, 'x').generate({ timestamp: env.deps.clock.now().getTime() });

let env: TestEnv;
let customer: TestUser;
let support: TestUser;
let compliance: TestUser;
let admin: TestUser;
beforeAll(async () => {
  env = await createTestEnv({ env: { STAFF_SESSION_HOURS: '6' } });
  customer = await createUser(env.deps);
  support = await createUser(env.deps, { role: 'support', totpSecret: SECRET });
  compliance = await createUser(env.deps, { role: 'compliance', totpSecret: SECRET });
  admin = await createUser(env.deps, { role: 'admin', totpSecret: SECRET });
});
afterAll(() => env.close());

const staffCalls = Object.values(CALLS).filter(
  (c) => c.access === 'support' || c.access === 'compliance' || c.access === 'admin',
);

describe('staff calls check the role on the server', () => {
  it('has staff calls of each access to check', () => {
    expect(staffCalls.map((c) => c.access)).toEqual(expect.arrayContaining(['admin']));
  });

  it('answers a customer token 403 on every staff call, and changes nothing', async () => {
    for (const call of staffCalls) {
      const res = await env.api.call(call, {}, { token: customer.token });
      expect([call.path, res.status, res.answer]).toMatchObject([call.path, 403, { code: 'FORBIDDEN' }]);
    }
  });

  it('answers a support token 403 on every call not open to support (compliance and admin)', async () => {
    const closed = staffCalls.filter(
      (c) => !(ROLES_FOR_ACCESS[c.access as 'admin'] as readonly string[]).includes('support'),
    );
    expect(closed.length).toBeGreaterThan(0);
    for (const call of closed) {
      const res = await env.api.call(call, {}, { token: support.token });
      expect([call.path, res.status, res.answer]).toMatchObject([call.path, 403, { code: 'FORBIDDEN' }]);
    }
  });

  it('answers a compliance token 403 on every admin call', async () => {
    for (const call of staffCalls.filter((c) => c.access === 'admin')) {
      const res = await env.api.call(call, {}, { token: compliance.token });
      expect([call.path, res.status]).toEqual([call.path, 403]);
    }
  });

  it('audits each refusal', async () => {
    const denied = await env.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', customer.id)
      .where('outcome', '=', 'denied')
      .execute();
    expect(denied.map((d) => d.action).sort()).toEqual(staffCalls.map((c) => c.path).sort());
  });
});

describe('staff sign-in', () => {
  it('refuses a staff account without a second factor, and starts no session', async () => {
    const email = `nofactor.${Date.now()}@example.com`;
    const s = await createUser(env.deps, { role: 'support', email });
    const res = await env.api.call(CALLS.login, { email, password: s.password });
    expect(res.status).toBe(403);
    expect(res.answer).toMatchObject({ code: 'STAFF_SECOND_FACTOR_REQUIRED' });
    const sessions = await env.deps.db.selectFrom('sessions').select('id').where('user_id', '=', s.id).execute();
    expect(sessions).toHaveLength(1); // the factory's own
  });

  it('signs staff in with a code, for STAFF_SESSION_HOURS only; a customer keeps 30 days', async () => {
    const res = await env.api.call(CALLS.login, {
      email: compliance.email,
      password: compliance.password,
      otp: code(),
    });
    expect(res.status).toBe(200);
    const session = await env.deps.db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at'])
      .where('user_id', '=', compliance.id)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(new Date(session.expires_at).getTime() - new Date(session.created_at).getTime()).toBe(6 * 3_600_000);
    const c = await env.api.call(CALLS.login, { email: customer.email, password: customer.password });
    expect(c.status).toBe(200);
    const cs = await env.deps.db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at'])
      .where('user_id', '=', customer.id)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(new Date(cs.expires_at).getTime() - new Date(cs.created_at).getTime()).toBe(30 * 86_400_000);
  });

  it('refuses STAFF_SESSION_HOURS outside 1 to 24 at start', async () => {
    await expect(createTestEnv({ env: { STAFF_SESSION_HOURS: '48' } })).rejects.toThrow(/STAFF_SESSION_HOURS/);
  });
});

describe('/admin/staff/create', () => {
  const newStaff = (role: string) => ({
    email: `officer.${role}.${Math.random().toString(36).slice(2)}@example.com`,
    firstName: 'Olga',
    lastName: 'Officer',
    role,
    reason: 'New officer',
  });

  it('lets an admin make a staff member who enrols from the emailed link and signs in', async () => {
    const p = newStaff('support');
    const res = await env.api.call(CALLS.createStaff, p, { token: admin.token });
    expect(res.status).toBe(200);
    if (res.answer.status !== 'success' || !res.answer.data) throw new Error('not created');
    const made = res.answer.data;
    expect(made).toMatchObject({ email: p.email, role: 'support', secondFactor: false });
    const secret = await enrolFromMail(env, p.email, OWN_PASSWORD);
    expect((await env.api.call(CALLS.login, { email: p.email, password: OWN_PASSWORD })).answer).toMatchObject({
      code: 'OTP_REQUIRED',
    });
    const signedIn = await env.api.call(CALLS.login, { email: p.email, password: OWN_PASSWORD, otp: code(secret) });
    expect(signedIn.status).toBe(200);
    const audit = await env.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.create')
      .where('subject_id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      actor_id: admin.id,
      actor_role: 'admin',
      after: { email: p.email, role: 'support' },
    });
    const list = await env.api.call(CALLS.getStaffList, {}, { token: admin.token });
    expect(list.answer.status === 'success' && list.answer.data?.map((s) => s.email)).toContain(p.email);
  });

  it('refuses a role that is not a staff role, a taken email and a support token', async () => {
    expect((await env.api.call(CALLS.createStaff, newStaff('user'), { token: admin.token })).status).toBe(400);
    expect((await env.api.call(CALLS.createStaff, newStaff('root'), { token: admin.token })).status).toBe(400);
    const taken = await env.api.call(
      CALLS.createStaff,
      { ...newStaff('support'), email: customer.email },
      { token: admin.token },
    );
    expect(taken.answer).toMatchObject({ code: 'EMAIL_TAKEN' });
    const bySupport = await env.api.call(CALLS.createStaff, newStaff('admin'), { token: support.token });
    expect(bySupport.status).toBe(403);
  });

  it('keeps the role column to the four roles in the database', async () => {
    await expect(
      env.deps.db
        .updateTable('users')
        .set({ role: 'root' as 'admin' })
        .where('id', '=', customer.id)
        .execute(),
    ).rejects.toThrow();
  });
});
