/**
 * A reset code is stored and emailed after the answer (decision 093), so nobody is there to see
 * it fail: a failure then is logged once, with the call's request id, instead of vanishing.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { settleResetCodes } from './otp-call.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

describe('a reset code that fails after the answer', () => {
  it('is logged once, not lost', async () => {
    const u = await createUser(env.deps);
    // The database refuses to store the code, as a full disk would.
    await sql`create function refuse_code() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`.execute(env.deps.db);
    await sql`create trigger refuse_code before insert on verifications
      for each row execute function refuse_code()`.execute(env.deps.db);

    const r = await env.api.call(CALLS.sendEmailOtp, { email: u.email, type: 2 });
    expect(r.answer).toEqual({ status: 'success', message: 'We emailed you a code' });
    await settleResetCodes();

    const failures = env.deps.log.lines.filter((l) => l.msg === 'reset code failed');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ level: 'error', error: 'disk full' });
    expect(failures[0]?.requestId).toEqual(expect.any(String));
  });
});
