import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

describe('set-language', () => {
  it('keeps the chosen language on the account and returns it wherever the user is read', async () => {
    const u = await createUser(env.deps);
    const before = await env.api.call(CALLS.login, { email: u.email, password: u.password });
    expect((before.answer as any).data.user.language).toBeUndefined();
    const res = await env.api.call(CALLS.setLanguage, { language: 'de' }, { token: u.token });
    expect(res.answer).toMatchObject({ status: 'success', data: { user: { language: 'de' } } });
    const login = await env.api.call(CALLS.login, { email: u.email, password: u.password });
    expect((login.answer as any).data.user.language).toBe('de');
  });

  it('refuses a language the app does not speak with a 400, and changes nothing', async () => {
    const u = await createUser(env.deps);
    await env.api.call(CALLS.setLanguage, { language: 'pl' }, { token: u.token });
    for (const bad of ['DE', 'pseudo', 'pt', '', 1, null, ['de']]) {
      const r = await env.api.call(CALLS.setLanguage, { language: bad }, { token: u.token });
      expect(r.status).toBe(400);
      expect(r.answer).toMatchObject({ code: 'VALIDATION', errors: { language: expect.any(String) } });
    }
    const row = await env.deps.db
      .selectFrom('users')
      .select('language')
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('pl');
  });

  it('needs a signed-in customer', async () => {
    const r = await env.api.call(CALLS.setLanguage, { language: 'de' });
    expect(r.status).toBe(401);
  });
});
