import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { refreshTokenHash } from './sessions.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

async function signIn() {
  const u = await createUser(env.deps);
  const r = await env.api.call(CALLS.login, { email: u.email, password: u.password });
  const data = (r.answer as { data: { token: string; refreshToken: string; user: { id: string } } }).data;
  return { ...u, token: data.token, refreshToken: data.refreshToken };
}
const refresh = (refreshToken: unknown) => env.api.call(CALLS.getNewToken, { refreshToken });
const protectedCall = (token: string) => env.api.call(CALLS.logout, {}, { token });
const tokens = (r: Awaited<ReturnType<typeof refresh>>) =>
  (r.answer as { data: { token: string; refreshToken: string } }).data;

const UNAUTHORIZED = {
  status: 'error',
  code: 'UNAUTHORIZED_ACCESS',
  message: 'Unauthorized access.',
  securityRefresh: false,
};

describe('/users/get-new-token', () => {
  it('rotates: a new access token and a new refresh token on every use, stored only as hashes', async () => {
    const s = await signIn();
    const r = await refresh(s.refreshToken);
    expect(r.status).toBe(200);
    const next = tokens(r);
    expect(next.refreshToken).not.toBe(s.refreshToken);
    expect(next.token).not.toBe(s.token);
    const stored = await env.deps.db.selectFrom('refresh_tokens').select('token_hash').execute();
    const hashes = stored.map((t) => t.token_hash);
    expect(hashes).toContain(refreshTokenHash(next.refreshToken));
    expect(hashes).not.toContain(next.refreshToken);
    expect(tokens(await refresh(next.refreshToken)).refreshToken).toBeTruthy();
  });

  it('keeps the previous token valid for 30 s so two tabs refreshing at once both stay signed in', async () => {
    const s = await signIn();
    const [a, b] = await Promise.all([refresh(s.refreshToken), refresh(s.refreshToken)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    env.deps.clock.advance(29_000);
    const c = await refresh(s.refreshToken);
    expect(c.status).toBe(200);
    // Every token handed out goes on working.
    for (const t of [tokens(a), tokens(b), tokens(c)]) expect((await refresh(t.refreshToken)).status).toBe(200);
  });

  it('revokes the whole family when a retired token comes back after the grace', async () => {
    const s = await signIn();
    const next = tokens(await refresh(s.refreshToken));
    env.deps.clock.advance(31_000);
    const reuse = await refresh(s.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.answer).toEqual(UNAUTHORIZED);
    // The thief's copy and the owner's current tokens are all dead now.
    expect((await refresh(next.refreshToken)).answer).toEqual(UNAUTHORIZED);
    expect((await protectedCall(next.token)).status).toBe(401);
    const audit = await env.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'session.refresh_reuse')
      .where('actor_id', '=', s.id)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('ends after 30 days whatever the refreshes, with REFRESH_TOKEN_EXPIRED', async () => {
    const s = await signIn();
    let current = s.refreshToken;
    for (let day = 0; day < 29; day++) {
      env.deps.clock.advance(86_400_000);
      current = tokens(await refresh(current)).refreshToken;
    }
    env.deps.clock.advance(86_400_000);
    const r = await refresh(current);
    expect(r.status).toBe(401);
    expect(r.answer).toEqual({ ...UNAUTHORIZED, code: 'REFRESH_TOKEN_EXPIRED' });
  });

  it('refuses an unknown, missing or malformed token with UNAUTHORIZED_ACCESS', async () => {
    for (const t of ['x'.repeat(43), undefined, 42, '']) {
      const r = await refresh(t);
      expect(r.status).toBe(401);
      expect(r.answer).toEqual(UNAUTHORIZED);
    }
  });

  it('gives an access token that lives 15 minutes', async () => {
    const s = await signIn();
    const next = tokens(await refresh(s.refreshToken));
    env.deps.clock.advance(14 * 60_000);
    expect((await env.api.call(CALLS.login, { email: s.email, password: s.password })).status).toBe(200);
    const at = env.deps.clock.now().getTime();
    env.deps.clock.advance(60_000 + 1000);
    const expired = await protectedCall(next.token);
    expect(expired.status).toBe(401);
    expect(expired.answer).toMatchObject({ code: 'UNAUTHORIZED', security: false });
    expect(at).toBeGreaterThan(0);
  });
});

describe('/users/logout', () => {
  it('revokes the session: its access token and refresh token stop working', async () => {
    const s = await signIn();
    const other = tokens(await refresh((await signInAgain(s)).refreshToken));
    const out = await protectedCall(s.token);
    expect(out.answer).toMatchObject({ status: 'success' });
    expect((await protectedCall(s.token)).status).toBe(401);
    expect((await refresh(s.refreshToken)).answer).toEqual(UNAUTHORIZED);
    // Another device's session is untouched.
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    const r = await env.api.call(CALLS.logout, {});
    expect(r.status).toBe(401);
  });
});

async function signInAgain(u: { email: string; password: string }) {
  const r = await env.api.call(CALLS.login, { email: u.email, password: u.password });
  return (r.answer as { data: { token: string; refreshToken: string } }).data;
}
