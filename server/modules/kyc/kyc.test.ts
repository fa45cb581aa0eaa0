import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxKycProvider } from '../../providers/kyc/index.js';
import { deliverDueSandboxReviews, payloadDigest } from '../../providers/kyc/index.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { outboxFor } from '../accounts/testing.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const call = (path: string, payload: unknown, u: TestUser) => env.api.call(path, payload, { token: u.token });
const status = async (u: TestUser) =>
  ((await call('/exchange/get-kyc-status', {}, u)).answer as { data: { kyc_data: { kyc_value: string }[] } }).data
    .kyc_data[0]?.kyc_value;

async function tokenFor(u: TestUser) {
  const r = await call('/exchange/get-sumsub-token', {}, u);
  expect(r.status).toBe(200);
  return (r.answer as { data: { token: string; provider: string; widgetUrl: string } }).data;
}

function png(bytes = 64): File {
  return new File([new Uint8Array(bytes).fill(7)], 'photo.png', { type: 'image/png' });
}

/** Delivers what earlier tests left under review, so each test counts only its own deliveries. */
async function settleEarlierReviews() {
  env.deps.clock.advance(2000);
  await deliverDueSandboxReviews(env.app, env.deps);
}

async function submit(token: string) {
  const form = new FormData();
  form.append('token', token);
  form.append('document', png());
  form.append('selfie', png(32));
  return env.app.request('/sandbox/kyc/submit', { method: 'POST', body: form });
}

describe('KYC status', () => {
  it('starts a new account at not_started, in the shape of the specification', async () => {
    const u = await createUser(env.deps);
    const r = await call('/exchange/get-kyc-status', {}, u);
    expect(r.answer).toEqual({
      status: 'success',
      data: { kyc_data: [{ kyc_property: 'kyc_status', kyc_value: 'not_started' }] },
    });
  });

  it("never takes the browser's word: 'approved' from an unverified user stays unapproved", async () => {
    const u = await createUser(env.deps);
    const r = await call('/exchange/update-kyc-status', { kyc_status: 'approved' }, u);
    expect(r.answer).toEqual({ status: 'success', data: { kyc_status: 'not_started' } });
    expect(await status(u)).toBe('not_started');
    // Nor after a token and a submission still under review.
    const { token } = await tokenFor(u);
    expect((await submit(token)).status).toBe(200);
    const again = await call('/exchange/update-kyc-status', { kyc_status: 'approved' }, u);
    expect(again.answer).toEqual({ status: 'success', data: { kyc_status: 'submitted' } });
    const audit = await env.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('actor_id', '=', u.id)
      .where('action', '=', 'kyc.claim_ignored')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('gives the sandbox widget a token and its page', async () => {
    const u = await createUser(env.deps);
    const data = await tokenFor(u);
    expect(data).toMatchObject({ provider: 'sandbox', widgetUrl: '/sandbox/kyc/' });
    expect(data.token.length).toBeGreaterThan(30);
    const page = await env.app.request('/sandbox/kyc/');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script src="/sandbox/kyc/widget.js"></script>');
    expect(html).not.toMatch(/<script>(?!<)/);
    const script = await env.app.request('/sandbox/kyc/widget.js');
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('idCheck.onApplicantStatusChanged');
  });
});

describe('provider call limits', () => {
  it('limits status refreshes per customer, since each one asks the provider', async () => {
    const u = await createUser(env.deps);
    for (let i = 0; i < 20; i++)
      expect((await call('/exchange/update-kyc-status', { kyc_status: 'x' }, u)).status).toBe(200);
    const limited = await call('/exchange/update-kyc-status', { kyc_status: 'x' }, u);
    expect(limited.status).toBe(429);
    expect(limited.answer).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('sandbox review by rule, reported as a signed webhook 2 s after submission', () => {
  const cases = [
    { lastName: 'Morgan', expected: 'approved', answer: 'GREEN' },
    { lastName: 'Rejectman', expected: 'rejected', answer: 'RED' },
    { lastName: 'Retryson', expected: 'incomplete', answer: 'RED' },
  ];
  for (const c of cases) {
    it(`last name ${c.lastName} ends ${c.expected}`, async () => {
      await settleEarlierReviews();
      const u = await createUser(env.deps, { lastName: c.lastName });
      const { token } = await tokenFor(u);
      const res = await submit(token);
      expect(await res.json()).toEqual({ reviewStatus: 'pending' });
      expect(await status(u)).toBe('submitted');

      env.deps.clock.advance(1000);
      expect(await deliverDueSandboxReviews(env.app, env.deps)).toBe(0);
      expect(await status(u)).toBe('submitted');

      env.deps.clock.advance(1000);
      expect(await deliverDueSandboxReviews(env.app, env.deps)).toBe(1);
      expect(await status(u)).toBe(c.expected);
      const page = await env.app.request('/sandbox/kyc/status', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      expect(await page.json()).toMatchObject({ reviewStatus: 'completed', reviewResult: { reviewAnswer: c.answer } });
      if (c.expected !== 'incomplete') expect((await outboxFor(env, u.email))[0]?.subject).toMatch(/verif/);
    });
  }

  it('lets a RETRY applicant submit again', async () => {
    const u = await createUser(env.deps, { lastName: 'Retry' });
    await submit((await tokenFor(u)).token);
    env.deps.clock.advance(2000);
    await deliverDueSandboxReviews(env.app, env.deps);
    expect(await status(u)).toBe('incomplete');
    const second = await submit((await tokenFor(u)).token);
    expect(second.status).toBe(200);
    expect(await status(u)).toBe('submitted');
  });

  it('refuses a submission without a valid token or without both photos', async () => {
    const u = await createUser(env.deps);
    await tokenFor(u);
    expect((await submit('sbx_not-a-real-token-at-all-000000')).status).toBe(401);
    const form = new FormData();
    form.append('token', (await tokenFor(u)).token);
    form.append('document', png());
    expect((await env.app.request('/sandbox/kyc/submit', { method: 'POST', body: form })).status).toBe(400);
  });
});

describe('KYC webhook endpoint', () => {
  const post = (body: string, headers: Record<string, string>) =>
    env.app.request('/api/kyc/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  it('refuses a delivery whose digest does not match, and changes nothing', async () => {
    const u = await createUser(env.deps, { lastName: 'Morgan' });
    const body = JSON.stringify({
      type: 'applicantReviewed',
      externalUserId: u.id,
      correlationId: 'forged',
      reviewStatus: 'completed',
      reviewResult: { reviewAnswer: 'GREEN' },
    });
    expect((await post(body, {})).status).toBe(401);
    expect((await post(body, { 'x-payload-digest': payloadDigest('guessed-secret', body) })).status).toBe(401);
    expect(await status(u)).toBe('not_started');
  });

  it('processes a delivery once when the provider retries it', async () => {
    await settleEarlierReviews();
    const u = await createUser(env.deps, { lastName: 'Morgan' });
    await submit((await tokenFor(u)).token);
    env.deps.clock.advance(2000);
    const sandbox = env.deps.providers.kyc as SandboxKycProvider;
    const [hook] = await sandbox.dueWebhooks();
    if (!hook) throw new Error('no webhook is due');
    const first = await post(hook.body, hook.headers);
    expect(await first.json()).toEqual({ status: 'ok' });
    const retried = await post(hook.body, hook.headers);
    expect(await retried.json()).toEqual({ status: 'ok', duplicate: true });
    const events = await env.deps.db
      .selectFrom('kyc_webhook_events')
      .selectAll()
      .where('user_id', '=', u.id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.type, e.resulting_status])).toEqual([
      ['applicantPending', 'submitted'],
      ['applicantReviewed', 'approved'],
    ]);
    expect(await status(u)).toBe('approved');
  });
});
