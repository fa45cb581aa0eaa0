/**
 * A reset-code request does the same work before answering whether or not the address has an
 * account (decision 093): the lookup, the code and the mail happen after the answer. The mail
 * provider here takes 1.5 s, so an answer that waited for it would show it.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { clientAddresses, createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { settleResetCodes } from './otp-call.js';
import { lastEmailedCode } from './testing.js';

const MAIL_MS = 1500;
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({
    env: { TRUST_PROXY: 'true' },
    providers: (base) => {
      const outbox = base.mail;
      return {
        mail: {
          kind: outbox.kind,
          async send(m) {
            await new Promise((r) => setTimeout(r, MAIL_MS));
            await outbox.send(m);
          },
        },
      };
    },
  });
});
afterAll(() => env.close());

const ip = clientAddresses('1.171');

async function timedRequest(email: string) {
  const t = performance.now();
  const r = await env.api.call(CALLS.sendEmailOtp, { email, type: 2 }, { ip: ip() });
  return { r, ms: performance.now() - t };
}

describe('reset-code requests', () => {
  it('answer alike and without waiting for the mail, for an existing and an unknown address', {
    timeout: 60_000,
  }, async () => {
    const u = await createUser(env.deps);
    await timedRequest('warm.up@example.com');
    const unknown = await timedRequest('nobody.here@example.com');
    const known = await timedRequest(u.email);
    expect(known.r.answer).toEqual(unknown.r.answer);
    expect(known.r.answer).toEqual({ status: 'success', message: 'We emailed you a code' });
    expect(known.ms).toBeLessThan(MAIL_MS);
    expect(unknown.ms).toBeLessThan(MAIL_MS);
    // The code still arrives.
    await settleResetCodes();
    expect(await lastEmailedCode(env, u.email)).toMatch(/^\d{6}$/);
    const none = await env.deps.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to', '=', 'nobody.here@example.com')
      .execute();
    expect(none).toEqual([]);
  });
});
