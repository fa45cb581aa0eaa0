import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { WITHDRAWAL_MAIL } from './mail.js';
import { notifyCustomer } from './notify.js';

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

describe('withdrawal emails', () => {
  it('write the amount as the account language writes it, every decimal kept', async () => {
    const u = await createUser(env.deps);
    await env.api.call(CALLS.setLanguage, { language: 'de' }, { token: u.token });
    await notifyCustomer(env.deps, u.id, WITHDRAWAL_MAIL.requested('1234.56789', 'BTC', 'bc1qexample', 'Bitcoin'));
    const mail = await env.deps.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to', '=', u.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Auszahlung von 1.234,56789 BTC beantragt');
    expect(mail.text).toContain('an bc1qexample im Netzwerk Bitcoin auszuzahlen');
  });
});
