/**
 * Limits hold against attempts sent all at once (decision 092), on the embedded database and on
 * PostgreSQL (TEST_DATABASE_URL): each attempt is claimed before its check, so N parallel guesses
 * never check more than the limit allows.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { clientAddresses, createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { createScratchDatabase, type ScratchDatabase, TEST_DATABASE_URL } from '../ledger/testing.js';
import { LOGIN_IP_MAX_FAILURES, LOGIN_LOCK_AFTER } from './limits.js';
import { newTotpSecret, totpFor } from './totp.js';

const backends = [{ name: 'embedded', url: undefined as string | undefined }];
if (TEST_DATABASE_URL) backends.push({ name: 'PostgreSQL', url: TEST_DATABASE_URL });

describe.each(backends)('parallel attempts on $name', ({ url }) => {
  let env: TestEnv;
  let scratch: ScratchDatabase | undefined;
  beforeAll(async () => {
    scratch = url ? await createScratchDatabase(url) : undefined;
    env = await createTestEnv({ env: { TRUST_PROXY: 'true' }, databaseUrl: scratch?.url });
  });
  afterAll(async () => {
    await env?.close();
    await scratch?.drop();
  });

  const ip = clientAddresses('1.150');
  const failedChecks = async (action: string, where: { actorId?: string; ip?: string }) => {
    let q = env.deps.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', action)
      .where('outcome', '=', 'failed');
    if (where.actorId) q = q.where('actor_id', '=', where.actorId);
    if (where.ip) q = q.where('ip', '=', where.ip);
    return (await q.execute()).length;
  };

  it('checks at most 10 of 60 wrong passwords sent at once for one address', async () => {
    const u = await createUser(env.deps);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        env.api.call(CALLS.login, { email: u.email, password: `Wrong-${i}!aA` }, { ip: ip() }),
      ),
    );
    expect(await failedChecks('login', { actorId: u.id })).toBe(LOGIN_LOCK_AFTER);
    for (const a of answers) expect(['INVALID_CREDENTIALS', 'ACCOUNT_LOCKED']).toContain((a.answer as any).code);
    const right = await env.api.call(CALLS.login, { email: u.email, password: u.password }, { ip: ip() });
    expect(right.answer).toMatchObject({ code: 'ACCOUNT_LOCKED' });
  });

  it('checks at most 30 of 100 wrong passwords sent at once from one IP', async () => {
    const from = '1.151.0.7';
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        env.api.call(CALLS.login, { email: `spray${i}@example.com`, password: 'Wrong-1!aA' }, { ip: from }),
      ),
    );
    expect(await failedChecks('login', { ip: from })).toBe(LOGIN_IP_MAX_FAILURES);
  });

  it('checks at most 10 of 30 wrong current passwords sent at once to change-password', async () => {
    const u = await createUser(env.deps);
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        env.api.call(
          CALLS.changePassword,
          { oldPassword: `Not-Mine-${i}!`, newPassword: 'Brand-New-Pass-2' },
          { token: u.token, ip: ip() },
        ),
      ),
    );
    expect(await failedChecks('password.change', { actorId: u.id })).toBe(LOGIN_LOCK_AFTER);
  });

  it('checks at most 10 of 50 wrong 2FA codes sent at once', async () => {
    const secret = newTotpSecret();
    const u = await createUser(env.deps, { totpSecret: secret });
    const right = totpFor(secret, 'x').generate({ timestamp: env.deps.clock.now().getTime() });
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => env.api.call(CALLS.verify2fa, { otp: wrong }, { token: u.token, ip: ip() })),
    );
    const checked = answers.filter((a) => a.answer.status === 'success').length;
    expect(checked).toBe(9);
    expect(answers.filter((a) => (a.answer as any).code === 'OTP_LOCKED')).toHaveLength(41);
    // Ten wrong codes in all: the right one is now refused as well.
    const after = await env.api.call(CALLS.verify2fa, { otp: right }, { token: u.token, ip: ip() });
    expect(after.answer).toMatchObject({ code: 'OTP_LOCKED' });
  });
});
