import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { totpFor } from '../accounts/index.js';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

let env: TestEnv;
let admin: TestUser;
beforeAll(async () => {
  env = await createTestEnv();
  admin = await createUser(env.deps, { role: 'admin', totpSecret: SECRET });
});
afterAll(() => env.close());

const auditOf = (subjectId: string, action: string) =>
  env.deps.db
    .selectFrom('audit_log')
    .selectAll()
    .where('subject_id', '=', subjectId)
    .where('action', '=', action)
    .execute();

describe('/admin/staff/get-list', () => {
  it('lists each staff member with role, second factor, status and last sign-in, and no customer', async () => {
    const s = await createUser(env.deps, { role: 'support', totpSecret: SECRET });
    const customer = await createUser(env.deps);
    const res = await env.api.call(CALLS.getStaffList, {}, { token: admin.token });
    if (res.answer.status !== 'success' || !res.answer.data) throw new Error('no list');
    const row = res.answer.data.find((m) => m.id === s.id);
    expect(row).toMatchObject({ email: s.email, role: 'support', totp: true, passkeys: 0, status: 'active' });
    expect(row?.lastSignInAt).toBe(env.deps.clock.now().toISOString());
    expect(res.answer.data.some((m) => m.id === customer.id)).toBe(false);
  });
});

describe('/admin/staff/create', () => {
  it('needs a reason, and writes it to the audit trail', async () => {
    const p = {
      email: `new.${Date.now()}@example.com`,
      firstName: 'Nora',
      lastName: 'Ewing',
    };
    const without = await env.api.call(CALLS.createStaff, { ...p, role: 'support' }, { token: admin.token });
    expect(without.answer).toMatchObject({ code: 'VALIDATION', errors: { reason: expect.any(String) } });
    const made = await env.api.call(
      CALLS.createStaff,
      { ...p, role: 'support', reason: 'New support hire' },
      { token: admin.token },
    );
    if (made.answer.status !== 'success' || !made.answer.data) throw new Error(JSON.stringify(made.answer));
    expect(made.answer.data).toMatchObject({ role: 'support', status: 'active', totp: false, lastSignInAt: null });
    const [row] = await auditOf(made.answer.data.id, 'staff.create');
    expect(row).toMatchObject({ actor_id: admin.id, reason: 'New support hire' });
  });
});

describe('/admin/staff/set-disabled', () => {
  it("ends a disabled member's sessions, refuses their sign-in, and lets them in again once re-enabled", async () => {
    const s = await createUser(env.deps, { role: 'support', totpSecret: SECRET });
    expect((await env.api.call(CALLS.findCustomer, { query: 'someone' }, { token: s.token })).status).toBe(200);
    const off = await env.api.call(
      CALLS.setStaffDisabled,
      { staffId: s.id, disabled: true, reason: 'Left the company' },
      { token: admin.token },
    );
    expect(off.status).toBe(200);
    expect(off.answer).toMatchObject({ data: { id: s.id, status: 'disabled' } });
    expect((await env.api.call(CALLS.findCustomer, { query: 'someone' }, { token: s.token })).status).toBe(401);
    const code = () => totpFor(SECRET, 'x').generate({ timestamp: env.deps.clock.now().getTime() });
    const refused = await env.api.call(CALLS.login, { email: s.email, password: s.password, otp: code() });
    expect(refused.answer).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const [audit] = await auditOf(s.id, 'staff.disable');
    expect(audit).toMatchObject({
      actor_id: admin.id,
      reason: 'Left the company',
      before: { status: 'active' },
      after: { status: 'disabled', sessionsEnded: 1 },
    });
    expect(audit?.request_id).toBe(off.headers.get('x-request-id'));

    const on = await env.api.call(
      CALLS.setStaffDisabled,
      { staffId: s.id, disabled: false, reason: 'Back from leave' },
      { token: admin.token },
    );
    expect(on.answer).toMatchObject({ data: { status: 'active' } });
    expect(await auditOf(s.id, 'staff.enable')).toHaveLength(1);
    env.deps.clock.advance(30_000);
    const back = await env.api.call(CALLS.login, { email: s.email, password: s.password, otp: code() });
    expect(back.status).toBe(200);
  });

  it('refuses an admin disabling or demoting themselves, a missing reason and an unknown id, changing nothing', async () => {
    const self = await env.api.call(
      CALLS.setStaffDisabled,
      { staffId: admin.id, disabled: true, reason: 'Leaving' },
      { token: admin.token },
    );
    expect([self.status, self.answer]).toMatchObject([403, { code: 'OWN_ACCOUNT' }]);
    const demote = await env.api.call(
      CALLS.setStaffRole,
      { staffId: admin.id, role: 'support', reason: 'Stepping down' },
      { token: admin.token },
    );
    expect([demote.status, demote.answer]).toMatchObject([403, { code: 'OWN_ACCOUNT' }]);
    const row = await env.deps.db
      .selectFrom('users')
      .select(['role', 'status'])
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'admin', status: 'active' });

    const s = await createUser(env.deps, { role: 'support', totpSecret: SECRET });
    const noReason = await env.api.call(
      CALLS.setStaffDisabled,
      { staffId: s.id, disabled: true },
      { token: admin.token },
    );
    expect(noReason.answer).toMatchObject({ code: 'VALIDATION', errors: { reason: expect.any(String) } });
    const badId = await env.api.call(
      CALLS.setStaffDisabled,
      { staffId: 'x', disabled: true, reason: 'Why not' },
      { token: admin.token },
    );
    expect(badId.answer).toMatchObject({ code: 'VALIDATION', errors: { staffId: expect.any(String) } });
    const customer = await createUser(env.deps);
    const notStaff = await env.api.call(
      CALLS.setStaffDisabled,
      { staffId: customer.id, disabled: true, reason: 'Not staff' },
      { token: admin.token },
    );
    expect(notStaff.status).toBe(404);
    expect(await auditOf(s.id, 'staff.disable')).toHaveLength(0);
  });

  it('keeps an admin when two admins disable each other at once', async () => {
    const a = await createUser(env.deps, { role: 'admin', totpSecret: SECRET });
    const b = await createUser(env.deps, { role: 'admin', totpSecret: SECRET });
    const [ab, ba] = await Promise.all([
      env.api.call(CALLS.setStaffDisabled, { staffId: b.id, disabled: true, reason: 'Race' }, { token: a.token }),
      env.api.call(CALLS.setStaffDisabled, { staffId: a.id, disabled: true, reason: 'Race' }, { token: b.token }),
    ]);
    // The second is refused: its session ended with the first (401), or it is no admin any more (403).
    const statuses = [ab.status, ba.status].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 403]).toContain(statuses[1]);
    const left = await env.deps.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [a.id, b.id])
      .where('status', '=', 'active')
      .execute();
    expect(left).toHaveLength(1);
  });
});

describe('/admin/staff/set-role', () => {
  it('takes a compliance role away at once, audited with before, after and reason', async () => {
    const s = await createUser(env.deps, { role: 'compliance', totpSecret: SECRET });
    expect((await env.api.call(CALLS.getCases, {}, { token: s.token })).status).toBe(200);
    const res = await env.api.call(
      CALLS.setStaffRole,
      { staffId: s.id, role: 'support', reason: 'Moved to support' },
      { token: admin.token },
    );
    expect(res.answer).toMatchObject({ data: { id: s.id, role: 'support', pendingRole: null } });
    // The session already open carries the new role on its next call.
    expect((await env.api.call(CALLS.getCases, {}, { token: s.token })).status).toBe(403);
    const [audit] = await auditOf(s.id, 'staff.set-role');
    expect(audit).toMatchObject({
      reason: 'Moved to support',
      before: { role: 'compliance' },
      after: { role: 'support' },
    });
    const customerRole = await env.api.call(
      CALLS.setStaffRole,
      { staffId: s.id, role: 'user', reason: 'Demote' },
      { token: admin.token },
    );
    expect(customerRole.status).toBe(400);
  });
});
