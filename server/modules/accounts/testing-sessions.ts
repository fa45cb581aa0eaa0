/** Test helpers for sessions and sign-in alerts: sign-ins from a given browser and address. */
import { CALLS } from '../../../contract/calls/index.js';
import { createUser, type TestUser } from '../../test/factories.js';
import type { TestEnv } from '../../test/harness.js';

export const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
/** Public addresses the bundled country database places in Great Britain and in Australia. */
export const GB_IP = '81.2.69.142';
export const AU_IP = '1.128.0.1';

/** A customer with no sign-in yet (the factory's own session removed). */
export async function customerWithoutSessions(env: TestEnv, o: Parameters<typeof createUser>[1] = {}) {
  const u = await createUser(env.deps, o);
  await env.deps.db.deleteFrom('sessions').where('user_id', '=', u.id).execute();
  return u;
}

/** Signs in through /users/login from `userAgent` at `ip`; returns the tokens. */
export async function signInFrom(env: TestEnv, u: Pick<TestUser, 'email' | 'password'>, userAgent: string, ip: string) {
  const r = await env.api.call(
    CALLS.login,
    { email: u.email, password: u.password },
    { ip, headers: { 'user-agent': userAgent } },
  );
  if (r.answer.status !== 'success' || !r.answer.data) throw new Error(`login failed: ${JSON.stringify(r.answer)}`);
  return { token: r.answer.data.token, refreshToken: r.answer.data.refreshToken };
}
