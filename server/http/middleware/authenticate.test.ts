import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import type { CallDef } from '../call.js';
import { accessToken, authenticate } from './authenticate.js';
import type { CallVariables } from './context.js';
import { errors } from './errors.js';
import { given, lastStage, plainAnswer, post, stageApp } from './testing.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const callFor = (access: CallDef['access']) => ({ path: '/test/auth', access }) as CallDef;
const liveSession = (role: 'user' | 'admin') => ({
  role,
  status: 'active',
  revoked_at: null,
  expires_at: new Date(Date.now() + 3_600_000),
});

describe('the access token (before admission)', () => {
  async function claimsOf(access: CallDef['access'], authorization?: string) {
    let claims: CallVariables['claims'] | undefined;
    const app = stageApp(
      plainAnswer(),
      given({ call: callFor(access) }),
      accessToken(env.deps),
      lastStage((c) => {
        claims = c.get('claims');
      }),
    );
    await post(app, '/test/auth', {}, authorization ? { authorization } : {});
    return claims;
  }

  it('hands on the user and session a valid token names, for a call that is not public', async () => {
    const u = await createUser(env.deps);
    expect(await claimsOf('user', `Bearer ${u.token}`)).toMatchObject({ sub: u.id, sid: u.sessionId });
    expect(await claimsOf('any', `Bearer ${u.token}`)).toMatchObject({ sub: u.id });
  });

  it('hands on none for a missing, malformed or bad token, or a public call', async () => {
    const u = await createUser(env.deps);
    expect(await claimsOf('user')).toBeNull();
    expect(await claimsOf('user', u.token)).toBeNull();
    expect(await claimsOf('user', 'Bearer garbage')).toBeNull();
    expect(await claimsOf('public', `Bearer ${u.token}`)).toBeNull();
  });
});

describe('authentication (after admission)', () => {
  function setup(access: CallDef['access'], vars: Partial<CallVariables>) {
    const ran: Array<CallVariables['user']> = [];
    const app = stageApp(
      plainAnswer(),
      given({ call: callFor(access), path: '/test/auth', requestId: 'req-1', now: new Date(), ...vars }),
      errors(env.deps),
      authenticate(env.deps),
      lastStage((c) => {
        ran.push(c.get('user'));
      }),
    );
    return { app, ran };
  }

  it('hands on the user of a live session whose role may make the call', async () => {
    const claims = { sub: 'u-live', sid: 's-live', exp: 0 };
    for (const [access, role] of [
      ['user', 'user'],
      ['admin', 'admin'],
      ['any', 'user'],
    ] as const) {
      const { app, ran } = setup(access, {
        claims,
        admission: { fresh: true, claimed: false, session: liveSession(role) },
      });
      expect((await post(app, '/test/auth')).status).toBe(200);
      expect(ran).toEqual([{ id: 'u-live', role, sessionId: 's-live' }]);
    }
  });

  it('hands on no user for a public call', async () => {
    const { app, ran } = setup('public', { claims: null });
    expect((await post(app, '/test/auth')).status).toBe(200);
    expect(ran).toEqual([null]);
  });

  it('refuses with UNAUTHORIZED without a valid token or a live session', async () => {
    const claims = { sub: 'u-gone', sid: 's-gone', exp: 0 };
    const revoked = { ...liveSession('user'), revoked_at: new Date() };
    const expired = { ...liveSession('user'), expires_at: new Date(Date.now() - 1000) };
    const blocked = { ...liveSession('user'), status: 'blocked' };
    for (const vars of [
      { claims: null, admission: { fresh: true, claimed: false, session: null } },
      { claims, admission: { fresh: true, claimed: false, session: null } },
      { claims, admission: { fresh: true, claimed: false, session: revoked } },
      { claims, admission: { fresh: true, claimed: false, session: expired } },
      { claims, admission: { fresh: true, claimed: false, session: blocked } },
    ]) {
      const { app, ran } = setup('user', vars);
      const res = await post(app, '/test/auth');
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'UNAUTHORIZED', security: false });
      expect(ran).toEqual([]);
    }
  });

  it('refuses the wrong role with FORBIDDEN, and audits and logs the denial', async () => {
    const u = await createUser(env.deps);
    const { app, ran } = setup('admin', {
      claims: { sub: u.id, sid: u.sessionId, exp: 0 },
      admission: { fresh: true, claimed: false, session: liveSession('user') },
    });
    const res = await post(app, '/test/auth');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(ran).toEqual([]);
    const audit = await env.deps.db.selectFrom('audit_log').selectAll().where('actor_id', '=', u.id).execute();
    expect(audit).toEqual([
      expect.objectContaining({ action: '/test/auth', outcome: 'denied', actor_role: 'user', ip: '127.0.0.1' }),
    ]);
    expect(env.deps.log.lines).toContainEqual(
      expect.objectContaining({ msg: 'forbidden call', requestId: 'req-1', userId: u.id, role: 'user' }),
    );
  });
});
