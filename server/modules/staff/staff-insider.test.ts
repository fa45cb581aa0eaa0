/**
 * Four-eyes counts people, not accounts: tested as one insider with two accounts. An admin who adds
 * a staff member never holds that member's password or authenticator secret (the member enrols from
 * an emailed link), and a grant of compliance or admin waits for a second admin: always, and one
 * who is not linked to the asker by an admin role one of them asked for the other (decision 491).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createUser, type TestUser, tokenFor } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { totpFor } from '../accounts/index.js';
import { outboxFor } from '../accounts/testing.js';
import { enrolmentCode as enrolmentCodeOf } from './testing.js';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const HANDED_OVER = 'Officer-Pass-9';
const OWN_PASSWORD = 'Chosen-By-Me-42';

let env: TestEnv;
let admin: TestUser;
let second: TestUser;
beforeAll(async () => {
  env = await createTestEnv();
  admin = await createUser(env.deps, { role: 'admin', totpSecret: SECRET });
  second = await createUser(env.deps, { role: 'admin', totpSecret: SECRET });
});
afterAll(() => env.close());

const codeOf = (secret: string) => totpFor(secret, 'x').generate({ timestamp: env.deps.clock.now().getTime() });
const newEmail = () => `officer.${Math.random().toString(36).slice(2)}@example.com`;

/** The admin adds a staff member, sending a password as the old form did. */
async function addStaff(email: string, role: string) {
  const res = await env.api.call(
    CALLS.createStaff,
    { email, password: HANDED_OVER, firstName: 'Olga', lastName: 'Officer', role, reason: 'New officer' },
    { token: admin.token },
  );
  if (res.answer.status !== 'success' || !res.answer.data) throw new Error(JSON.stringify(res.answer));
  return res.answer.data;
}

const enrolmentCode = (email: string) => enrolmentCodeOf(env, email);
const decide = (requestId: string, by: TestUser, approve: boolean) =>
  env.api.call(CALLS.decideStaffRole, { requestId, approve, reason: 'Decided' }, { token: by.token });

const userRow = (id: string) =>
  env.deps.db
    .selectFrom('users')
    .select(['role', 'password_hash', 'totp_enabled'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('an admin adding a staff member', () => {
  it('never learns their password or authenticator secret: the member enrols once from the emailed link', async () => {
    const email = newEmail();
    const made = await addStaff(email, 'support');
    expect(JSON.stringify(made)).not.toMatch(/otpauth|secret/i);
    expect(made).toMatchObject({ role: 'support', secondFactor: false });
    // The password the admin typed opens nothing.
    const tried = await env.api.call(CALLS.login, { email, password: HANDED_OVER, otp: '000000' });
    expect(tried.answer).toMatchObject({ code: 'INVALID_CREDENTIALS' });

    const code = await enrolmentCode(email);
    const begun = await env.api.call(CALLS.beginStaffEnrolment, { email, code });
    if (begun.answer.status !== 'success' || !begun.answer.data) throw new Error(JSON.stringify(begun.answer));
    const secret = new URL(begun.answer.data.otpauthUri).searchParams.get('secret') ?? '';
    const wrong = await env.api.call(CALLS.finishStaffEnrolment, {
      email,
      code,
      password: OWN_PASSWORD,
      totp: codeOf(secret) === '123456' ? '654321' : '123456',
    });
    expect(wrong.answer).toMatchObject({ code: 'OTP_INVALID' });
    expect((await userRow(made.id)).totp_enabled).toBe(false);
    const done = await env.api.call(CALLS.finishStaffEnrolment, {
      email,
      code,
      password: OWN_PASSWORD,
      totp: codeOf(secret),
    });
    expect(done.status).toBe(200);
    env.deps.clock.advance(30_000);
    const signedIn = await env.api.call(CALLS.login, { email, password: OWN_PASSWORD, otp: codeOf(secret) });
    expect(signedIn.status).toBe(200);

    // The link is spent: nobody enrols a second authenticator with it.
    const again = await env.api.call(CALLS.beginStaffEnrolment, { email, code });
    expect(again.answer).toMatchObject({ code: 'OTP_INVALID' });
  });

  it('refuses an expired link and a customer address, changing nothing', async () => {
    const email = newEmail();
    const made = await addStaff(email, 'support');
    const code = await enrolmentCode(email);
    const before = await userRow(made.id);
    const madeAt = env.deps.clock.now();
    env.deps.clock.advance(73 * 3_600_000);
    const late = await env.api.call(CALLS.beginStaffEnrolment, { email, code });
    env.deps.clock.set(madeAt);
    expect(late.answer).toMatchObject({ code: 'OTP_EXPIRED' });
    expect(await userRow(made.id)).toEqual(before);
    const customer = await createUser(env.deps);
    const notStaff = await env.api.call(CALLS.beginStaffEnrolment, { email: customer.email, code });
    expect(notStaff.status).toBeGreaterThanOrEqual(400);
    expect(notStaff.status).toBeLessThan(500);
  });
});

describe('a grant of compliance or admin', () => {
  it('waits for a second admin: the asking admin cannot approve it, every admin is emailed', async () => {
    const email = newEmail();
    const made = await addStaff(email, 'compliance');
    expect(made).toMatchObject({ role: 'support', pendingRole: { role: 'compliance', requestedBy: admin.id } });
    expect((await userRow(made.id)).role).toBe('support');
    const requestId = made.pendingRole?.requestId ?? '';

    const own = await env.api.call(
      CALLS.decideStaffRole,
      { requestId, approve: true, reason: 'I asked, I approve' },
      { token: admin.token },
    );
    expect([own.status, own.answer]).toMatchObject([403, { code: 'OWN_REQUEST' }]);
    expect((await userRow(made.id)).role).toBe('support');
    for (const a of [admin, second]) expect((await outboxFor(env, a.email)).length).toBeGreaterThan(0);

    const approved = await env.api.call(
      CALLS.decideStaffRole,
      { requestId, approve: true, reason: 'Confirmed with the team lead' },
      { token: second.token },
    );
    expect(approved.answer).toMatchObject({ data: { id: made.id, role: 'compliance', pendingRole: null } });
    expect((await userRow(made.id)).role).toBe('compliance');
    const twice = await env.api.call(
      CALLS.decideStaffRole,
      { requestId, approve: false, reason: 'Too late' },
      { token: second.token },
    );
    expect(twice.status).toBe(409);
  });

  it('also holds for a promotion of an existing member, and a rejection leaves the role', async () => {
    const s = await createUser(env.deps, { role: 'support', totpSecret: SECRET });
    const asked = await env.api.call(
      CALLS.setStaffRole,
      { staffId: s.id, role: 'admin', reason: 'Make them admin' },
      { token: admin.token },
    );
    expect(asked.answer).toMatchObject({ data: { role: 'support', pendingRole: { role: 'admin' } } });
    expect((await userRow(s.id)).role).toBe('support');
    const requestId = (asked.answer as { data: { pendingRole: { requestId: string } } }).data.pendingRole.requestId;
    const rejected = await env.api.call(
      CALLS.decideStaffRole,
      { requestId, approve: false, reason: 'Not agreed' },
      { token: second.token },
    );
    expect(rejected.answer).toMatchObject({ data: { role: 'support', pendingRole: null } });
    expect((await userRow(s.id)).role).toBe('support');
  });

  it('made by the one asking for the admin role of the one deciding, or the other way round, is refused', async () => {
    // One insider with two admin accounts: the second was made admin on the first one's asking.
    const twin = await createUser(env.deps, { role: 'support', totpSecret: SECRET });
    const promoted = await env.api.call(
      CALLS.setStaffRole,
      { staffId: twin.id, role: 'admin', reason: 'Second admin' },
      { token: admin.token },
    );
    const promotion = (promoted.answer as { data: { pendingRole: { requestId: string } } }).data.pendingRole;
    await decide(promotion.requestId, second, true);
    expect((await userRow(twin.id)).role).toBe('admin');
    twin.token = await tokenFor(env.deps, twin, 'admin');

    for (const [asker, twinOf] of [
      [admin, twin],
      [twin, admin],
    ] as const) {
      const s = await createUser(env.deps, { role: 'support', totpSecret: SECRET });
      const asked = await env.api.call(
        CALLS.setStaffRole,
        { staffId: s.id, role: 'compliance', reason: 'New officer' },
        { token: asker.token },
      );
      const requestId = (asked.answer as { data: { pendingRole: { requestId: string } } }).data.pendingRole.requestId;
      const byTwin = await decide(requestId, twinOf, true);
      expect([byTwin.status, byTwin.answer]).toMatchObject([403, { code: 'OWN_REQUEST' }]);
      expect((await userRow(s.id)).role).toBe('support');
      expect((await decide(requestId, second, true)).status).toBe(200);
      expect((await userRow(s.id)).role).toBe('compliance');
    }
  });

  it('waits even after the asking admin disabled or demoted every other admin', async () => {
    const alone = await createTestEnv();
    try {
      const call = (path: Parameters<typeof alone.api.call>[0], p: Record<string, unknown>, u: TestUser) =>
        alone.api.call(path, p, { token: u.token });
      const insider = await createUser(alone.deps, { role: 'admin', totpSecret: SECRET });
      const other = await createUser(alone.deps, { role: 'admin', totpSecret: SECRET });
      const third = await createUser(alone.deps, { role: 'admin', totpSecret: SECRET });
      // Taking an admin's access away still holds at once: a leaver or a taken-over account is stopped.
      const off = await call(CALLS.setStaffDisabled, { staffId: other.id, disabled: true, reason: 'Away' }, insider);
      expect(off.status).toBe(200);
      const down = await call(CALLS.setStaffRole, { staffId: third.id, role: 'support', reason: 'Down' }, insider);
      expect(down.answer).toMatchObject({ data: { role: 'support' } });

      const s = await createUser(alone.deps, { role: 'support', totpSecret: SECRET });
      const res = await call(CALLS.setStaffRole, { staffId: s.id, role: 'compliance', reason: 'Only admin' }, insider);
      expect(res.answer).toMatchObject({ data: { role: 'support', pendingRole: { role: 'compliance' } } });
      const row = await alone.deps.db
        .selectFrom('users')
        .select('role')
        .where('id', '=', s.id)
        .executeTakeFirstOrThrow();
      expect(row.role).toBe('support');
      const made = await call(
        CALLS.createStaff,
        { email: 'sock.puppet@example.com', firstName: 'Sock', lastName: 'Puppet', role: 'admin', reason: 'Alone' },
        insider,
      );
      expect(made.answer).toMatchObject({ data: { role: 'support', pendingRole: { role: 'admin' } } });
    } finally {
      await alone.close();
    }
  }, 180_000);
});
