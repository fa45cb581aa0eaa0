/**
 * Within the 30 s grace a retired refresh token answers with the one successor it already has
 * (decision 167), sent again and again or all at once, on the embedded database and on PostgreSQL
 * (TEST_DATABASE_URL): a copied token never opens a second live branch of the session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { createScratchDatabase, type ScratchDatabase, TEST_DATABASE_URL } from '../ledger/testing.js';

const backends = [{ name: 'embedded', url: undefined as string | undefined }];
if (TEST_DATABASE_URL) backends.push({ name: 'PostgreSQL', url: TEST_DATABASE_URL });

describe.each(backends)('refresh within the grace on $name', ({ url }) => {
  let env: TestEnv;
  let scratch: ScratchDatabase | undefined;
  beforeAll(async () => {
    scratch = url ? await createScratchDatabase(url) : undefined;
    env = await createTestEnv({ databaseUrl: scratch?.url });
  });
  afterAll(async () => {
    await env?.close();
    await scratch?.drop();
  });

  async function signIn() {
    const u = await createUser(env.deps);
    await env.deps.db.deleteFrom('sessions').where('user_id', '=', u.id).execute();
    const r = await env.api.call(CALLS.login, { email: u.email, password: u.password });
    const data = (r.answer as { data: { token: string; refreshToken: string } }).data;
    return { ...u, refreshToken: data.refreshToken };
  }
  const refresh = (refreshToken: string) => env.api.call(CALLS.getNewToken, { refreshToken });
  const refreshTokenOf = (r: Awaited<ReturnType<typeof refresh>>) => {
    expect(r.status, JSON.stringify(r.answer)).toBe(200);
    return (r.answer as { data: { refreshToken: string } }).data.refreshToken;
  };
  /** Refresh tokens of the user's sessions not yet used: each is a live branch. */
  const liveTokens = async (userId: string) =>
    (
      await env.deps.db
        .selectFrom('refresh_tokens')
        .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
        .select('refresh_tokens.token_hash')
        .where('sessions.user_id', '=', userId)
        .where('refresh_tokens.retired_at', 'is', null)
        .execute()
    ).length;

  it('answers the same token sent 10 times at once with one successor', async () => {
    const s = await signIn();
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(s.refreshToken)));
    const successors = new Set(answers.map(refreshTokenOf));
    expect(successors.size).toBe(1);
    expect(successors.has(s.refreshToken)).toBe(false);
    expect(await liveTokens(s.id)).toBe(1);
  });

  it('answers the same successor to every use within the 30 s, one after another', async () => {
    const s = await signIn();
    const first = refreshTokenOf(await refresh(s.refreshToken));
    env.deps.clock.advance(10_000);
    expect(refreshTokenOf(await refresh(s.refreshToken))).toBe(first);
    env.deps.clock.advance(19_000);
    expect(refreshTokenOf(await refresh(s.refreshToken))).toBe(first);
    expect(await liveTokens(s.id)).toBe(1);
  });

  it('lets a copy follow the owner only on the one line, which ends when it lags behind', async () => {
    const s = await signIn();
    const owners = refreshTokenOf(await refresh(s.refreshToken));
    // A copy of the first token used within the grace gets the owner's successor, not its own.
    const copys = refreshTokenOf(await refresh(s.refreshToken));
    expect(copys).toBe(owners);
    const ownersNext = refreshTokenOf(await refresh(owners));
    expect(await liveTokens(s.id)).toBe(1);
    env.deps.clock.advance(31_000);
    // The copy's token was retired by the owner more than 30 s ago: the whole session ends.
    expect((await refresh(copys)).status).toBe(401);
    expect((await refresh(ownersNext)).status).toBe(401);
  });
});
