import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { customerNumberOf } from '../../../contract/customer-number.js';
import { SUPPORT_MESSAGES as M } from '../../../contract/support.js';
import { ConfigError } from '../../lib/config-error.js';
import { createUser, type TestUser, tokenFor } from '../../test/factories.js';
import { createTestEnv, mailFailingWhen, type TestEnv } from '../../test/harness.js';
import { parseSupportSettings } from './settings.js';

const SUPPORT = 'help-desk@coinvault.example';
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { SUPPORT_EMAIL: SUPPORT, SUPPORT_HOURS: 'Every day, 8:00 to 20:00' } });
});
afterAll(() => env.close());

const mailTo = (to: string) =>
  env.deps.db.selectFrom('mail_outbox').selectAll().where('to', '=', to).orderBy('id', 'desc').execute();

const contact = (u: TestUser, payload: unknown, key = randomUUID()) =>
  env.api.call(CALLS.contactSupport, payload, { token: u.token, idempotencyKey: key });

const request = { subject: 'Withdrawal question', message: 'Where is my withdrawal of 0.1 BTC?\n\nThank you.' };

describe('/users/get-help', () => {
  it("answers the support settings, the customer's number and the region of their Terms", async () => {
    const au = await createUser(env.deps, { currency: 'AUD', country: 'AU' });
    const eu = await createUser(env.deps, { currency: 'EUR', country: 'DE' });
    const a = await env.api.call(CALLS.getHelp, {}, { token: au.token });
    expect(a.answer).toMatchObject({
      status: 'success',
      data: {
        supportEmail: SUPPORT,
        supportHours: 'Every day, 8:00 to 20:00',
        customerNumber: customerNumberOf(au.id),
        region: 'AU',
      },
    });
    expect(customerNumberOf(au.id)).toMatch(/^CU-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    const e = await env.api.call(CALLS.getHelp, {}, { token: eu.token });
    expect(e.answer).toMatchObject({ data: { region: 'EU' } });
  });

  it('needs a session', async () => {
    expect((await env.api.call(CALLS.getHelp, {})).status).toBe(401);
    expect((await env.api.call(CALLS.contactSupport, request, { idempotencyKey: randomUUID() })).status).toBe(401);
  });
});

describe('/users/contact-support', () => {
  it('emails support with the customer number and the customer a confirmation that repeats nothing typed', async () => {
    const u = await createUser(env.deps, { firstName: 'Ada', lastName: 'Lovelace' });
    const before = (await mailTo(SUPPORT)).length;
    const r = await contact(u, request);
    expect(r.status).toBe(200);
    expect(r.answer).toEqual({ status: 'success', message: M.sent });
    const [toSupport] = await mailTo(SUPPORT);
    expect((await mailTo(SUPPORT)).length).toBe(before + 1);
    const number = customerNumberOf(u.id);
    expect(toSupport?.subject).toBe(`[${number}] Withdrawal question`);
    for (const part of [number, 'Ada Lovelace', u.email, 'Where is my withdrawal of 0.1 BTC?', 'Thank you.'])
      expect(toSupport?.text).toContain(part);
    const [confirmation, ...more] = await mailTo(u.email);
    expect(more).toHaveLength(0);
    expect(confirmation?.text).toContain(number);
    expect(confirmation?.text).not.toContain('Withdrawal question');
    expect(confirmation?.text).not.toContain('0.1 BTC');
  });

  it('sends once for one Idempotency-Key', async () => {
    const u = await createUser(env.deps);
    const key = randomUUID();
    expect((await contact(u, request, key)).status).toBe(200);
    expect((await contact(u, request, key)).status).toBe(200);
    expect((await mailTo(u.email)).length).toBe(1);
  });

  it('refuses a bad subject or message under its field, and sends nothing', async () => {
    const u = await createUser(env.deps);
    const before = (await mailTo(SUPPORT)).length;
    for (const [payload, errors] of [
      [
        { subject: ' ', message: 'short' },
        { subject: M.subjectRequired, message: M.messageLength },
      ],
      [
        { subject: 'x'.repeat(121), message: 'y'.repeat(2001) },
        { subject: M.subjectLength, message: M.messageLength },
      ],
      [
        { subject: 'Bcc:\r\nx', message: 'A message with a \u0007 bell' },
        { subject: M.notAllowed, message: M.notAllowed },
      ],
      [{ subject: 42, message: ['an', 'array'] }, { message: M.messageLength }],
    ] as const) {
      const r = await contact(u, payload);
      expect(r.status, JSON.stringify(payload)).toBe(400);
      expect(r.answer).toMatchObject({ code: 'VALIDATION', errors });
    }
    // Past the outer bounds: refused before any rule.
    const huge = await contact(u, { subject: 'Big', message: 'z'.repeat(50_000) });
    expect(huge.status).toBe(400);
    expect((await mailTo(SUPPORT)).length).toBe(before);
    expect(await mailTo(u.email)).toHaveLength(0);
  });

  it('lets five messages an hour through, even when eight are sent at once', async () => {
    const u = await createUser(env.deps);
    const answers = await Promise.all(Array.from({ length: 8 }, () => contact(u, request)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.answer).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await mailTo(u.email)).length).toBe(5);
    env.deps.clock.advance(3_600_000);
    const later = { ...u, token: await tokenFor(env.deps, u) };
    expect((await contact(later, request)).status).toBe(200);
  });

  it('says so when the mail cannot go, and the attempt does not count', async () => {
    let failing = true;
    const flaky = await createTestEnv({
      providers: mailFailingWhen((m) => failing && m.to === 'support@coinvault.example'),
    });
    try {
      const u = await createUser(flaky.deps);
      for (let i = 0; i < 6; i++) {
        const r = await flaky.api.call(CALLS.contactSupport, request, { token: u.token, idempotencyKey: randomUUID() });
        expect(r.status).toBe(502);
        expect(r.answer).toMatchObject({ code: 'MAIL_FAILED', message: M.sendFailed });
      }
      failing = false;
      const ok = await flaky.api.call(CALLS.contactSupport, request, { token: u.token, idempotencyKey: randomUUID() });
      expect(ok.status).toBe(200);
    } finally {
      await flaky.close();
    }
  });
});

describe('support settings', () => {
  it('have defaults and refuse what is not an address or one line', () => {
    // No hours set: none sent, and the app says its default hours in the customer's language.
    expect(parseSupportSettings({})).toEqual({ email: 'support@coinvault.example', hours: null });
    expect(() => parseSupportSettings({ SUPPORT_EMAIL: 'not an address' })).toThrow(ConfigError);
    expect(() => parseSupportSettings({ SUPPORT_HOURS: 'Mon\nTue' })).toThrow(ConfigError);
  });
});
