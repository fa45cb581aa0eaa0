import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../contract/calls/index.js';
import { createUser } from '../test/factories.js';
import { createTestEnv, type TestEnv } from '../test/harness.js';
import { writeAudit } from './audit.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const rowsOf = (actorId: string, action: string) =>
  env.deps.db
    .selectFrom('audit_log')
    .select(['request_id', 'outcome'])
    .where('actor_id', '=', actorId)
    .where('action', '=', action)
    .execute();

describe('audit rows written while a call runs', () => {
  it("carry that call's request id though the caller does not pass it", async () => {
    const u = await createUser(env.deps);
    // A staff call refused to a customer (authenticate.ts), a failed sign-in and a password change.
    const denied = await env.api.call(CALLS.getStaffList, {}, { token: u.token });
    expect(denied.status).toBe(403);
    const failed = await env.api.call(CALLS.login, { email: u.email, password: 'Not-The-Password-1' });
    expect(failed.answer).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const changed = await env.api.call(
      CALLS.changePassword,
      { oldPassword: u.password, newPassword: 'Another-Horse-42' },
      { token: u.token },
    );
    expect(changed.status, JSON.stringify(changed.answer)).toBe(200);

    expect(await rowsOf(u.id, CALLS.getStaffList.path)).toEqual([
      { request_id: denied.headers.get('x-request-id'), outcome: 'denied' },
    ]);
    expect(await rowsOf(u.id, 'login')).toEqual([
      { request_id: failed.headers.get('x-request-id'), outcome: 'failed' },
    ]);
    const password = await rowsOf(u.id, 'password.change');
    expect(password.map((r) => r.request_id)).toEqual([changed.headers.get('x-request-id')]);
    expect(changed.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stay without one outside a call (a job)', async () => {
    const u = await createUser(env.deps);
    await writeAudit(env.deps.db, env.deps.clock.now(), {
      actorId: u.id,
      actorRole: 'user',
      action: 'job.test',
      outcome: 'allowed',
      ip: null,
    });
    expect(await rowsOf(u.id, 'job.test')).toEqual([{ request_id: null, outcome: 'allowed' }]);
  });
});
