/**
 * The identity-verification reminder from the desk (decision 327): sent only while verification
 * can be started or continued, with a reason, audited, limited per customer (also when asked in
 * parallel), and refused to a customer's token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createUser, type TestUser, tokenFor } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

let env: TestEnv;
let support: TestUser;
beforeAll(async () => {
  env = await createTestEnv();
  support = await createUser(env.deps, { role: 'support', totpSecret: SECRET });
});
afterAll(() => env.close());

const send = (customerId: string, reason: unknown = 'customer asked on the phone', token = support.token) =>
  env.api.call(
    CALLS.sendCustomerVerificationEmail,
    { customerId, reason },
    { token, idempotencyKey: crypto.randomUUID() },
  );
const mailsTo = (email: string) =>
  env.deps.db.selectFrom('mail_outbox').select(['subject', 'text']).where('to', '=', email).execute();
const reminders = (customerId: string) =>
  env.deps.db
    .selectFrom('audit_log')
    .select(['actor_id', 'reason', 'details'])
    .where('action', '=', 'customer.send_verification_email')
    .where('subject_id', '=', customerId)
    .execute();

describe('the verification reminder', () => {
  it('emails a customer who has not finished verifying a link to the Verification section, and is audited', async () => {
    const customer = await createUser(env.deps, { kycStatus: 'incomplete' });
    const res = await send(customer.id, 'asked why withdrawals are closed');
    expect([res.status, res.answer]).toMatchObject([200, { message: 'Verification reminder sent.' }]);
    const [mail, ...more] = await mailsTo(customer.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Finish verifying your identity with CoinVault');
    expect(mail?.text).toContain('/profile/verification');
    expect(await reminders(customer.id)).toEqual([
      { actor_id: support.id, reason: 'asked why withdrawals are closed', details: { kycStatus: 'incomplete' } },
    ]);
  });

  it('is limited per customer: a second within the hour is RATE_LIMITED and sends nothing', async () => {
    const customer = await createUser(env.deps);
    expect((await send(customer.id)).status).toBe(200);
    const again = await send(customer.id);
    expect([again.status, again.answer]).toMatchObject([429, { code: 'RATE_LIMITED' }]);
    expect(await mailsTo(customer.email)).toHaveLength(1);
    env.deps.clock.advance(3_600_000);
    support.token = await tokenFor(env.deps, support, 'support');
    expect((await send(customer.id)).status).toBe(200);
    expect(await mailsTo(customer.email)).toHaveLength(2);
  });

  it('sent in parallel, goes out once', async () => {
    const customer = await createUser(env.deps);
    const answers = await Promise.all([send(customer.id), send(customer.id), send(customer.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429]);
    expect(await mailsTo(customer.email)).toHaveLength(1);
  });

  it('is refused with VERIFICATION_NOT_OPEN once the check is under review or decided', async () => {
    for (const kycStatus of ['submitted', 'approved', 'rejected']) {
      const customer = await createUser(env.deps, { kycStatus });
      const res = await send(customer.id);
      expect([kycStatus, res.status, res.answer]).toMatchObject([kycStatus, 409, { code: 'VERIFICATION_NOT_OPEN' }]);
      expect(await mailsTo(customer.email)).toEqual([]);
      expect(await reminders(customer.id)).toEqual([]);
    }
  });

  it('needs a reason, a customer id, and a staff token; a staff account is not a customer', async () => {
    const customer = await createUser(env.deps);
    for (const reason of ['', 'ab', 'x'.repeat(501), ['why'], { why: 1 }, null]) {
      const res = await send(customer.id, reason);
      expect([reason, res.status, res.answer]).toMatchObject([reason, 400, { errors: { reason: expect.any(String) } }]);
    }
    expect((await send("1' or '1'='1")).status).toBe(400);
    expect((await send(crypto.randomUUID())).status).toBe(404);
    expect((await send(support.id)).status).toBe(404);
    expect((await send(customer.id, 'my own account', customer.token)).status).toBe(403);
    expect(await mailsTo(customer.email)).toEqual([]);
  });
});
