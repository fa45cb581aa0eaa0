import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

describe('set-display-currency', () => {
  it('keeps the choice on the server, starting from the region currency, without changing the market', async () => {
    const u = await createUser(env.deps, { currency: 'AUD' });
    const wallet = async (quoteCurrencyId: string) =>
      (await env.api.call(CALLS.getWalletList, { quoteCurrencyId }, { token: u.token })).status;
    const set = (currency: unknown) => env.api.call(CALLS.setDisplayCurrency, { currency }, { token: u.token });
    const res = await set('EUR');
    expect(res.answer).toMatchObject({
      status: 'success',
      message: 'Values are now shown in EUR',
      data: { user: { display_currency: 'EUR', currency_code: 'AUD' } },
    });
    const row = await env.deps.db.selectFrom('users').selectAll().where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ display_currency: 'EUR', currency_code: 'AUD' });
    for (const bad of ['GBP', 'eur', 1, null, '']) {
      const r = await set(bad);
      expect(r.status).toBe(400);
      expect(r.answer).toMatchObject({ code: 'VALIDATION', errors: { currency: 'Choose USD, EUR or AUD' } });
    }
    expect(await wallet('USD')).toBe(200);
  });

  it('is the region currency until chosen, in the user of the login answer', async () => {
    const u = await createUser(env.deps, { currency: 'EUR' });
    const login = await env.api.call(CALLS.login, { email: u.email, password: u.password });
    expect((login.answer as any).data.user.display_currency).toBe('EUR');
  });
});
