import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../contract/accounts.js';
import { CALLS } from '../../../contract/calls/index.js';
import { CONSENT_MESSAGES, PRIVACY_VERSION, TERMS_VERSIONS } from '../../../contract/legal.js';
import { VALIDATION_MESSAGES as V } from '../../../contract/validation/accounts.js';
import { createApp } from '../../http/app.js';
import { createUser } from '../../test/factories.js';
import { createTestEnv, mailFailingWhen, type TestEnv } from '../../test/harness.js';
import { lastEmailedCode, latestMail, outboxFor, signUpPayload, signUpThroughApi } from './testing.js';

// Public addresses the bundled database places in Australia, Germany and the United States.
const AU_IP = '1.128.0.1';
const AU_IP_2 = '1.120.0.1';
const DE_IP = '46.4.0.1';
const US_IP = '8.8.8.8';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => env.close());

/** A fresh Australian address per send, so the per-IP limit only bites where a test wants it. */
let ipCounter = 0;
const freshAuIp = () => {
  ipCounter += 1;
  return `1.129.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

const send = (email: string, type?: number, ip = freshAuIp()) =>
  env.api.call(CALLS.sendEmailOtp, type === undefined ? { email } : { email, type }, { ip });

/** Moves past the per-address and per-IP minute limits between unrelated steps. */
const nextMinute = () => env.deps.clock.advance(61_000);

describe('/users/send-email-otp', () => {
  it('emails a six-digit code, stores only a hash of it and prints it in the local log', async () => {
    nextMinute();
    const r = await send('Fresh.Person@Example.com');
    expect(r.status).toBe(200);
    expect(r.answer).toEqual({ status: 'success', message: 'We emailed you a code' });
    const mail = await latestMail(env, 'Fresh.Person@Example.com');
    expect(mail.subject).toMatch(/verification code/);
    const code = await lastEmailedCode(env, 'Fresh.Person@Example.com');
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(code);
    const row = await env.deps.db
      .selectFrom('verifications')
      .selectAll()
      .where('email_normalized', '=', 'fresh.person@example.com')
      .executeTakeFirstOrThrow();
    expect(row.purpose).toBe(1);
    expect(row.code_hash).not.toContain(code);
    expect(new Date(row.expires_at).getTime() - env.deps.clock.now().getTime()).toBe(10 * 60_000);
    expect(env.deps.log.lines.some((l) => l.code === code && l.to === 'Fresh.Person@Example.com')).toBe(true);
  });

  it('answers a reset request the same whether or not the account exists, mailing only the account', async () => {
    nextMinute();
    const user = await createUser(env.deps);
    const known = await send(user.email, 2, AU_IP);
    const unknown = await send('nobody.here@example.com', 2, AU_IP_2);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.answer).toEqual(known.answer);
    expect(await outboxFor(env, user.email)).toHaveLength(1);
    expect(await outboxFor(env, 'nobody.here@example.com')).toHaveLength(0);
    // The unknown address is throttled exactly like a real one.
    const again = await send('nobody.here@example.com', 2, DE_IP);
    expect(again.status).toBe(429);
  });

  it('refuses a bad email or type with VALIDATION', async () => {
    const bad = await send('not-an-email');
    expect(bad.status).toBe(400);
    expect(bad.answer).toMatchObject({ code: 'VALIDATION', errors: { email: V.emailInvalid } });
    const type = await send('a@example.com', 3);
    expect(type.answer).toMatchObject({ code: 'VALIDATION' });
  });

  it('limits sends per address to one a minute and five an hour, with Retry-After', async () => {
    nextMinute();
    const email = 'limited@example.com';
    const ips = ['1.128.0.2', '1.128.0.3', '1.128.0.4', '1.128.0.5', '1.128.0.6', '1.128.0.7'];
    expect((await send(email, 1, ips[0])).status).toBe(200);
    const soon = await send(email, 1, ips[1]);
    expect(soon.status).toBe(429);
    expect(soon.answer).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
    expect(Number(soon.headers.get('retry-after'))).toBe(60);
    expect((soon.answer as { message: string }).message).toContain('1 minute');
    for (let i = 1; i < 5; i++) {
      nextMinute();
      expect((await send(email, 1, ips[i])).status).toBe(200);
    }
    nextMinute();
    const sixth = await send(email, 1, ips[5]);
    expect(sixth.status).toBe(429);
    const wait = Number(sixth.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(60);
    expect(wait).toBeLessThanOrEqual(3600);
    env.deps.clock.advance(wait * 1000);
    expect((await send(email, 1, ips[5])).status).toBe(200);
  });

  it('limits sends per client IP too, but not the loopback address of a local run', async () => {
    nextMinute();
    expect((await send('ip.one@example.com', 1, '1.128.0.9')).status).toBe(200);
    const other = await send('ip.two@example.com', 1, '1.128.0.9');
    expect(other.status).toBe(429);
    expect(other.headers.get('retry-after')).toBe('60');
    const local = await createTestEnv();
    try {
      for (const email of ['l1@example.com', 'l2@example.com', 'l3@example.com'])
        expect((await local.api.call(CALLS.sendEmailOtp, { email })).status).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('replaces the previous code when sending again', async () => {
    nextMinute();
    const p = signUpPayload();
    await send(p.email);
    const first = await lastEmailedCode(env, p.email);
    nextMinute();
    await send(p.email);
    const second = await lastEmailedCode(env, p.email);
    const old = await env.api.call(CALLS.createUser, { ...p, otp: first === second ? '000000' : first }, { ip: AU_IP });
    expect(old.answer).toMatchObject({ code: 'OTP_INVALID' });
    const ok = await env.api.call(CALLS.createUser, { ...p, otp: second }, { ip: AU_IP });
    expect(ok.answer).toMatchObject({ status: 'success' });
  });

  it("says 'Failed to send OTP' when the mail cannot go, and does not count the attempt", async () => {
    let failing = true;
    const flaky = await createTestEnv({ providers: mailFailingWhen(() => failing) });
    try {
      const r = await flaky.api.call(CALLS.sendEmailOtp, { email: 'x@example.com' });
      expect(r.status).toBe(502);
      expect(r.answer).toMatchObject({ code: 'MAIL_FAILED', message: 'Failed to send OTP' });
      expect(await flaky.deps.db.selectFrom('verifications').selectAll().execute()).toHaveLength(0);
      failing = false;
      const retry = await flaky.api.call(CALLS.sendEmailOtp, { email: 'x@example.com' });
      expect(retry.status).toBe(200);
    } finally {
      await flaky.close();
    }
  });

  it('refuses a sign-up code outside the AUD and EUR regions', async () => {
    const r = await send('far.away@example.com', 1, US_IP);
    expect(r.status).toBe(422);
    expect(r.answer).toMatchObject({ code: 'REGION_NOT_SUPPORTED', message: ACCOUNT_MESSAGES.regionNotSupported });
    expect(await outboxFor(env, 'far.away@example.com')).toHaveLength(0);
  });

  it('shows the customer anti-phishing code in every email', async () => {
    nextMinute();
    const user = await createUser(env.deps);
    await env.deps.db
      .updateTable('users')
      .set({ anti_phishing_code: 'BLUE-HERON' })
      .where('id', '=', user.id)
      .execute();
    await send(user.email, 2, '1.128.0.30');
    const mail = await latestMail(env, user.email);
    expect(mail.text).toContain('BLUE-HERON');
    expect(mail.html).toContain('BLUE-HERON');
  });
});

describe('/users/create-user', () => {
  it('creates the account with an argon2id hash and the currency of the caller region', async () => {
    nextMinute();
    const au = await signUpThroughApi(env, {}, { ip: freshAuIp() });
    const row = await env.deps.db
      .selectFrom('users')
      .selectAll()
      .where('email_normalized', '=', au.email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row).toMatchObject({ currency_code: 'AUD', country_code: 'AU', role: 'user', is_eu: false });
    expect(row.time_zone).toBe('Australia/Sydney');

    // What the browser claims does not matter: the caller's address decides.
    const de = await signUpThroughApi(
      env,
      { currency_code: 'AUD', country_code: 'AU', terms_version: TERMS_VERSIONS.EU },
      { ip: DE_IP },
    );
    const deRow = await env.deps.db
      .selectFrom('users')
      .selectAll()
      .where('email_normalized', '=', de.email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(deRow).toMatchObject({ currency_code: 'EUR', country_code: 'DE', is_eu: true, time_zone: 'Europe/Berlin' });
  });

  it('answers the success message of the specification', async () => {
    nextMinute();
    const p = signUpPayload();
    await send(p.email);
    const r = await env.api.call(CALLS.createUser, { ...p, otp: await lastEmailedCode(env, p.email) }, { ip: AU_IP });
    expect(r.answer).toEqual({ status: 'success', message: 'Account created successfully!' });
  });

  it('checks every sign-up rule on the server with the form messages', async () => {
    const r = await env.api.call(
      CALLS.createUser,
      { email: 'bad', password: 'weak', first_name: ' ', last_name: 'L', dob: '2030-01-01', otp: '' },
      { ip: AU_IP },
    );
    expect(r.status).toBe(400);
    expect(r.answer).toMatchObject({
      code: 'VALIDATION',
      errors: {
        first_name: V.firstNameRequired,
        last_name: V.lastNameLength,
        email: V.emailInvalid,
        password: V.passwordPolicy,
        dob: V.dobFuture,
        otp: V.verifyCodeRequired,
      },
    });
    const format = await env.api.call(CALLS.createUser, signUpPayload({ dob: '17/05/1990', otp: '123456' }), {
      ip: AU_IP,
    });
    expect(format.answer).toMatchObject({ errors: { dob: V.dobFormat } });
  });

  it('refuses a name the profile refuses, such as a spreadsheet formula, under its field', async () => {
    const p = signUpPayload({ first_name: '=HYPERLINK("http://x","y")', last_name: '+1+1', otp: '123456' });
    const r = await env.api.call(CALLS.createUser, p, { ip: AU_IP });
    expect(r.status).toBe(400);
    expect(r.answer).toMatchObject({
      code: 'VALIDATION',
      errors: { first_name: V.firstNameChars, last_name: V.lastNameChars },
    });
    const rows = await env.deps.db.selectFrom('users').select('id').where('email', '=', p.email).execute();
    expect(rows).toHaveLength(0);
  });

  it('stores which Terms and Privacy Policy the customer accepted, for their region, and when', async () => {
    nextMinute();
    const at = env.deps.clock.now();
    const au = await signUpThroughApi(env, {}, { ip: freshAuIp() });
    const de = await signUpThroughApi(env, { terms_version: TERMS_VERSIONS.EU }, { ip: DE_IP });
    for (const [p, region] of [
      [au, 'AU'],
      [de, 'EU'],
    ] as const) {
      const rows = await env.deps.db
        .selectFrom('legal_consents')
        .innerJoin('users', 'users.id', 'legal_consents.user_id')
        .select(['document', 'version', 'region', 'accepted_at'])
        .where('users.email', '=', p.email)
        .orderBy('document')
        .execute();
      expect(rows.map((r) => [r.document, r.version, r.region])).toEqual([
        ['privacy', PRIVACY_VERSION, region],
        ['terms', TERMS_VERSIONS[region], region],
      ]);
      for (const r of rows) expect(new Date(r.accepted_at).getTime()).toBe(at.getTime());
    }
  });

  it("refuses a sign-up without the Terms accepted, or with another region's, and creates nothing", async () => {
    for (const [overrides, message] of [
      [{ accept_terms: false }, CONSENT_MESSAGES.required],
      [{ accept_terms: 'yes' }, CONSENT_MESSAGES.required],
      [{ accept_terms: undefined, terms_version: undefined }, CONSENT_MESSAGES.required],
      [{ terms_version: TERMS_VERSIONS.EU }, CONSENT_MESSAGES.outdated],
      [{ terms_version: 'au-2020-01-01' }, CONSENT_MESSAGES.outdated],
    ] as const) {
      nextMinute();
      const p = signUpPayload(overrides);
      await send(p.email, 1, AU_IP);
      const r = await env.api.call(CALLS.createUser, { ...p, otp: await lastEmailedCode(env, p.email) }, { ip: AU_IP });
      expect(r.status, JSON.stringify(overrides)).toBe(400);
      expect(r.answer).toMatchObject({ code: 'VALIDATION', errors: { accept_terms: message } });
      const rows = await env.deps.db.selectFrom('users').select('id').where('email', '=', p.email).execute();
      expect(rows).toHaveLength(0);
    }
  });

  it('refuses anyone under 18', async () => {
    const now = env.deps.clock.now();
    const dob = `${now.getUTCFullYear() - 17}-01-01`;
    const r = await env.api.call(CALLS.createUser, signUpPayload({ dob, otp: '123456' }), { ip: AU_IP });
    expect(r.status).toBe(400);
    expect(r.answer).toMatchObject({ code: 'VALIDATION', errors: { dob: V.dobUnderAge } });
  });

  it('refuses a wrong code with OTP_INVALID and an old one with OTP_EXPIRED', async () => {
    nextMinute();
    const p = signUpPayload();
    await send(p.email);
    const code = await lastEmailedCode(env, p.email);
    const wrong = await env.api.call(
      CALLS.createUser,
      { ...p, otp: code === '111111' ? '222222' : '111111' },
      {
        ip: AU_IP,
      },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.answer).toMatchObject({ code: 'OTP_INVALID', message: 'Invalid code' });
    env.deps.clock.advance(10 * 60_000);
    const late = await env.api.call(CALLS.createUser, { ...p, otp: code }, { ip: AU_IP });
    expect(late.answer).toMatchObject({ code: 'OTP_EXPIRED' });
  });

  it('accepts a code until just before ten minutes', async () => {
    nextMinute();
    const p = signUpPayload();
    await send(p.email);
    const code = await lastEmailedCode(env, p.email);
    env.deps.clock.advance(10 * 60_000 - 1000);
    const r = await env.api.call(CALLS.createUser, { ...p, otp: code }, { ip: AU_IP });
    expect(r.answer).toMatchObject({ status: 'success' });
  });

  it('voids a code after five wrong tries', async () => {
    nextMinute();
    const p = signUpPayload();
    await send(p.email);
    const code = await lastEmailedCode(env, p.email);
    const wrong = code === '999999' ? '999998' : '999999';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await env.api.call(CALLS.createUser, { ...p, otp: wrong }, { ip: AU_IP })).answer);
    expect(answers.every((a) => (a as { code: string }).code === 'OTP_INVALID')).toBe(true);
    expect((answers[4] as { message: string }).message).toBe(ACCOUNT_MESSAGES.codeVoided);
    const right = await env.api.call(CALLS.createUser, { ...p, otp: code }, { ip: AU_IP });
    expect(right.answer).toMatchObject({ code: 'OTP_INVALID' });
  });

  it('uses a code once', async () => {
    nextMinute();
    const p = await signUpThroughApi(env, {}, { ip: freshAuIp() });
    const code = await lastEmailedCode(env, p.email);
    const again = await env.api.call(CALLS.createUser, { ...p, otp: code }, { ip: AU_IP });
    expect(again.answer).toMatchObject({ code: 'OTP_INVALID' });
  });

  it('refuses a taken email, whatever its case, with EMAIL_TAKEN', async () => {
    nextMinute();
    const user = await createUser(env.deps, { email: 'taken.person@example.com' });
    const p = signUpPayload({ email: 'Taken.Person@EXAMPLE.com' });
    await send(p.email);
    const r = await env.api.call(CALLS.createUser, { ...p, otp: await lastEmailedCode(env, p.email) }, { ip: AU_IP });
    expect(r.status).toBe(422);
    expect(r.answer).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect(user.id).toBeTruthy();
  });

  it('refuses registration from outside the AUD and EUR regions', async () => {
    nextMinute();
    const p = signUpPayload();
    await send(p.email, 1);
    const r = await env.api.call(CALLS.createUser, { ...p, otp: await lastEmailedCode(env, p.email) }, { ip: US_IP });
    expect(r.status).toBe(422);
    expect(r.answer).toMatchObject({ code: 'REGION_NOT_SUPPORTED', message: ACCOUNT_MESSAGES.regionNotSupported });
  });

  it('needs an Idempotency-Key and replays the first answer for the same key', async () => {
    nextMinute();
    const p = signUpPayload();
    await send(p.email);
    const otp = await lastEmailedCode(env, p.email);
    const none = await env.api.call(CALLS.createUser, { ...p, otp }, { ip: AU_IP, idempotencyKey: false });
    expect(none.answer).toMatchObject({ code: 'VALIDATION' });
    const key = crypto.randomUUID();
    const a = await env.api.call(CALLS.createUser, { ...p, otp }, { ip: AU_IP, idempotencyKey: key });
    const b = await env.api.call(CALLS.createUser, { ...p, otp }, { ip: AU_IP, idempotencyKey: key });
    expect(a.answer).toMatchObject({ status: 'success' });
    expect(b.answer).toEqual(a.answer);
  });
});

describe('local mailbox', () => {
  it('serves the outbox as JSON newest first, filtered by address, and as a page', async () => {
    nextMinute();
    const email = 'Mailbox.Reader@example.com';
    await send(email, 1, '1.128.0.40');
    nextMinute();
    await send(email, 1, '1.128.0.41');
    const res = await env.app.request(`/sandbox/mail?to=${encodeURIComponent(email.toLowerCase())}`);
    expect(res.status).toBe(200);
    const list = (await res.json()) as Array<{
      to: string;
      subject: string;
      text: string;
      html: string;
      sentAt: string;
    }>;
    expect(list).toHaveLength(2);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(['html', 'sentAt', 'subject', 'text', 'to']);
    expect(new Date(list[0]?.sentAt ?? 0).getTime()).toBeGreaterThan(new Date(list[1]?.sentAt ?? 0).getTime());
    expect(list[0]?.text).toContain(await lastEmailedCode(env, email));
    const page = await env.app.request(`/sandbox/mail/view?to=${encodeURIComponent(email)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('verification code');
  });

  it('does not exist in production mode', async () => {
    const prodApp = createApp({ ...env.deps, config: { ...env.deps.config, mode: 'production' } });
    const res = await prodApp.request('/sandbox/mail?to=a@example.com');
    expect(res.status).toBe(404);
  });
});
