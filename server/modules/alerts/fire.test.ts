import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoinSymbol } from '../../../contract/assets.js';
import { CALLS } from '../../../contract/calls/index.js';
import { DEFAULT_REFERENCE_PRICES, type PriceSource } from '../../providers/prices/index.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { type PushReceiver, startPushReceiver } from '../../test/push-receiver.js';
import { signAccessToken } from '../accounts/index.js';
import { checkPriceAlerts } from './check.js';

// The market the ticker reads: set by each test, at the injected clock's time.
const usd: Record<CoinSymbol, string> = { ...DEFAULT_REFERENCE_PRICES };
let env: TestEnv;
let receiver: PushReceiver;

beforeAll(async () => {
  env = await createTestEnv({
    start: '2026-05-01T00:00:00Z',
    providers: (_base, deps) => ({
      prices: { kind: 'simulated', snapshot: async () => ({ usd: { ...usd }, at: deps.clock.now() }) } as PriceSource,
    }),
  });
  receiver = await startPushReceiver();
});
afterAll(async () => {
  await receiver.close();
  await env.close();
});

const check = () => checkPriceAlerts(env.deps, env.deps.clock.now());
const mails = (u: TestUser) =>
  env.deps.db.selectFrom('mail_outbox').selectAll().where('to', '=', u.email).orderBy('id').execute();

async function create(u: TestUser, p: Record<string, string>): Promise<string> {
  const r = await env.api.call(CALLS.createPriceAlert, p, { token: u.token });
  if (r.answer.status !== 'success' || !r.answer.data) throw new Error(`not created: ${JSON.stringify(r.answer)}`);
  return r.answer.data.alert.id;
}

async function subscribe(u: TestUser, endpoint = receiver.endpoint) {
  return env.api.call(CALLS.subscribePush, { endpoint, keys: receiver.keys }, { token: u.token });
}

describe('firing price alerts', () => {
  it('fires a level alert once in the display currency, by email with the anti-phishing code and by push', async () => {
    const u = await createUser(env.deps, { currency: 'AUD' });
    await env.deps.db.updateTable('users').set({ anti_phishing_code: 'Blue-Heron' }).where('id', '=', u.id).execute();
    expect((await subscribe(u)).status).toBe(200);
    receiver.received.length = 0;
    // 100 000 USD is 151 500 AUD at the reference rate (1.515).
    usd.BTC = '100000';
    const id = await create(u, { coin: 'BTC', kind: 'above', price: '152000' });
    await check();
    expect(await mails(u)).toHaveLength(0);

    usd.BTC = '100400';
    env.deps.clock.advance(60_000);
    expect(await check()).toBe(1);
    const sent = await mails(u);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('BTC is above AU$152,000.00');
    expect(sent[0]?.text).toContain('Your anti-phishing code: Blue-Heron');
    expect(sent[0]?.text).toContain('/asset-detail?coin=BTC');

    expect(receiver.received).toHaveLength(1);
    const push = receiver.received[0];
    expect(push?.vapidKey).toBe(env.deps.secrets.vapid.publicKey);
    expect(push?.claims.aud).toBe(new URL(receiver.endpoint).origin);
    expect(JSON.parse(push?.plaintext ?? '')).toEqual({
      title: 'BTC is above AU$152,000.00',
      body: 'BTC is at AU$152,106.00. This alert fires once; re-arm it in Price alerts.',
      url: '/asset-detail?coin=BTC',
      unseen: 1,
    });

    // Once: still above, nothing more.
    env.deps.clock.advance(60_000);
    expect(await check()).toBe(0);
    expect(await mails(u)).toHaveLength(1);

    // Re-armed while still above: it fires again.
    await env.api.call(CALLS.rearmPriceAlert, { id }, { token: u.token });
    expect(await check()).toBe(1);
    expect(await mails(u)).toHaveLength(2);
  });

  it('tells a German account in German, by email and by push, the price written the German way', async () => {
    const u = await createUser(env.deps, { currency: 'EUR' });
    await env.api.call(CALLS.setLanguage, { language: 'de' }, { token: u.token });
    expect((await subscribe(u)).status).toBe(200);
    receiver.received.length = 0;
    usd.ETH = '4000';
    await create(u, { coin: 'ETH', kind: 'below', price: '10' });
    usd.ETH = '1';
    env.deps.clock.advance(60_000);
    expect(await check()).toBe(1);
    const [mail] = await mails(u);
    // Intl's no-break space before the euro sign reads as a plain one here.
    expect(mail?.subject.replace(/\s/g, ' ')).toBe('ETH liegt unter 10,00 €');
    expect(mail?.text).toContain('Kurse ändern sich schnell');
    const push = JSON.parse(receiver.received.at(-1)?.plaintext ?? '{}');
    expect(push.title).toBe(mail?.subject);
    expect(push.body).toMatch(/^ETH steht bei 0,\d\d\s€\. Dieser Kursalarm wird nur einmal ausgelöst/);
  });

  it('fires a below alert and a 24-hour move, and not before the rule holds', async () => {
    const u = await createUser(env.deps, { currency: 'USD' });
    usd.ETH = '4000';
    usd.SOL = '200';
    await create(u, { coin: 'ETH', kind: 'below', price: '3500' });
    await create(u, { coin: 'SOL', kind: 'move', percent: '10' });
    // The ticker samples at most every 5 minutes: this check leaves the sample "24 hours ago".
    env.deps.clock.advance(10 * 60_000);
    await check();
    env.deps.clock.advance(24 * 3_600_000);
    usd.ETH = '3600';
    usd.SOL = '219';
    expect(await check()).toBe(0);
    usd.SOL = '179';
    expect(await check()).toBe(1);
    usd.ETH = '3499.99';
    expect(await check()).toBe(1);
    const subjects = (await mails(u)).map((m) => m.subject);
    expect(subjects).toEqual(['SOL fell 10.5% in 24 hours', 'ETH is below $3,500.00']);
  });

  it('counts fired alerts as unseen until the customer views them', async () => {
    const u = await createUser(env.deps);
    usd.BTC = '100000';
    await create(u, { coin: 'BTC', kind: 'below', price: '200000' });
    const unseen = async () => (await env.api.call(CALLS.getUnseenPriceAlerts, {}, { token: u.token })).answer;
    expect(await unseen()).toMatchObject({ data: { unseen: 0 } });
    await check();
    expect(await unseen()).toMatchObject({ data: { unseen: 1 } });
    const list = await env.api.call(CALLS.listPriceAlerts, {}, { token: u.token });
    expect(list.answer).toMatchObject({ data: { alerts: [{ unseen: true }] } });
    await env.api.call(CALLS.markPriceAlertsSeen, {}, { token: u.token });
    expect(await unseen()).toMatchObject({ data: { unseen: 0 } });
  });
});

describe('push subscriptions', () => {
  const count = async (endpoint: string) =>
    (await env.deps.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', endpoint).execute()).length;

  it('removes a subscription the push service answers 410 or 404 for', async () => {
    for (const status of [410, 404]) {
      const u = await createUser(env.deps);
      await subscribe(u);
      receiver.status = status;
      usd.BTC = '100000';
      await create(u, { coin: 'BTC', kind: 'below', price: '200000' });
      await check();
      receiver.status = 201;
      expect(await count(receiver.endpoint)).toBe(0);
    }
  });

  it('keeps a subscription through a passing failure of the push service', async () => {
    const u = await createUser(env.deps);
    await subscribe(u);
    receiver.status = 503;
    await create(u, { coin: 'BTC', kind: 'below', price: '200000' });
    await check();
    receiver.status = 201;
    expect(await count(receiver.endpoint)).toBe(1);
  });

  it('ends with the session that made it, and only that one', async () => {
    const u = await createUser(env.deps);
    await subscribe(u);
    const other = await startPushReceiver('/push/other');
    try {
      // The same customer signed in on a second device.
      const now = env.deps.clock.now();
      const sessionId = randomUUID();
      await env.deps.db
        .insertInto('sessions')
        .values({ id: sessionId, user_id: u.id, created_at: now, expires_at: new Date(now.getTime() + 86_400_000) })
        .execute();
      const token = await signAccessToken(env.deps, { id: u.id, role: 'user' }, sessionId);
      await env.api.call(CALLS.subscribePush, { endpoint: other.endpoint, keys: other.keys }, { token });
      await env.api.call(CALLS.logout, {}, { token: u.token });
      expect(await count(receiver.endpoint)).toBe(0);
      expect(await count(other.endpoint)).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('accepts a push service endpoint as long as real ones are (several hundred characters)', async () => {
    const u = await createUser(env.deps);
    const endpoint = `${receiver.endpoint}/${'x'.repeat(500)}`;
    expect((await subscribe(u, endpoint)).status).toBe(200);
    const row = await env.deps.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', u.id)
      .execute();
    expect(row).toEqual([{ endpoint }]);
  });

  it('refuses malformed subscriptions with a 4xx, storing nothing', async () => {
    const u = await createUser(env.deps);
    for (const p of [
      { endpoint: 'ftp://example.com/x', keys: receiver.keys },
      { endpoint: 'not a url', keys: receiver.keys },
      { endpoint: 42, keys: receiver.keys },
      { endpoint: receiver.endpoint, keys: { p256dh: 'short', auth: receiver.keys.auth } },
      { endpoint: receiver.endpoint, keys: 'x' },
    ]) {
      const r = await env.api.call(CALLS.subscribePush, p, { token: u.token });
      expect(r.status).toBe(400);
      expect(r.answer).toMatchObject({ code: 'VALIDATION' });
    }
    const rows = await env.deps.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', u.id).execute();
    expect(rows).toHaveLength(0);
  });

  it('in production refuses an endpoint that is not https to a public host', async () => {
    const u = await createUser(env.deps);
    const config = env.deps.config;
    env.deps.config = { ...config, mode: 'production' };
    try {
      for (const endpoint of [receiver.endpoint, 'https://127.0.0.1/x', 'https://localhost/x', 'https://[::1]/x']) {
        const r = await subscribe(u, endpoint);
        expect(r.answer).toMatchObject({ code: 'VALIDATION', errors: { endpoint: expect.any(String) } });
      }
    } finally {
      env.deps.config = config;
    }
  });
});
