import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { ConfigError } from '../../lib/config-error.js';
import { getUserBalances } from '../../modules/ledger/index.js';
import { customer, deliverGatewayNotification, initPayload } from '../../modules/payments/testing.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { beGateway, beGatewaySettings } from './begateway.js';
import { type FakeGateway, fakeBeGateway } from './begateway-fake.js';
import { basicAuthHeader, NOTIFICATION_PATH, NotificationRejected } from './port.js';
import { checkoutRequestForTest } from './testing.js';

let fake: FakeGateway;
let env: TestEnv;

const settingsEnv = () => ({
  GATEWAY_SHOP_ID: fake.shopId,
  GATEWAY_SECRET_KEY: fake.secretKey,
  GATEWAY_PUBLIC_KEY: fake.publicKeyBase64,
  GATEWAY_URL: fake.url,
});

beforeAll(async () => {
  fake = fakeBeGateway();
  env = await createTestEnv({
    providers: () => ({ gateway: beGateway(beGatewaySettings(settingsEnv(), false), fake.fetch) }),
  });
});
afterAll(() => env.close());

const notify = (n: { authorization?: string; signature?: string; rawBody: string }) =>
  deliverGatewayNotification(env, n);

describe('settings', () => {
  it('needs the shop id, secret and public key, and accepts PEM or base64 DER keys', () => {
    expect(() => beGatewaySettings({ GATEWAY_SHOP_ID: '1' }, false)).toThrow(ConfigError);
    expect(() => beGatewaySettings({ ...settingsEnv(), GATEWAY_PUBLIC_KEY: 'not a key' }, false)).toThrow(
      /GATEWAY_PUBLIC_KEY/,
    );
    expect(beGatewaySettings({ ...settingsEnv(), GATEWAY_PUBLIC_KEY: fake.publicKeyPem }, false).shopId).toBe('361');
    expect(() => beGatewaySettings({ ...settingsEnv(), GATEWAY_URL: 'http://gw.test' }, true)).toThrow(/https/);
    expect(beGatewaySettings(settingsEnv(), false).test).toBe(true);
    expect(beGatewaySettings({ ...settingsEnv(), GATEWAY_URL: 'https://gw.test' }, true).test).toBe(false);
  });
});

describe('beGateway adapter against a local fake gateway', () => {
  it('creates a checkout with Basic auth, X-API-Version 2, test flag, iframe mode, minor units and every address', async () => {
    const u = await customer(env);
    const r = await env.api.call(INIT, initPayload('50', '0.0003'), { token: u.token });
    expect(r.answer.status).toBe('success');
    const d = r.answer.status === 'success' ? r.answer.data! : null;
    expect(d?.checkout.redirect_url).toBe(`${fake.url}/v2/checkout?token=${d?.checkout.token}`);
    const sent = fake.checkouts.get(d!.checkout.token)!;
    expect(sent.headers.authorization).toBe(basicAuthHeader(fake.shopId, fake.secretKey));
    expect(sent.headers['x-api-version']).toBe('2');
    expect(sent.body.checkout).toMatchObject({
      test: true,
      iframe: true,
      transaction_type: 'payment',
      order: { amount: 5025, currency: 'AUD', tracking_id: d!.tracking_id },
      settings: {
        success_url: 'http://localhost:8080/success',
        decline_url: 'http://localhost:8080/decline',
        fail_url: 'http://localhost:8080/fail',
        cancel_url: 'http://localhost:8080/cancel',
        notification_url: `http://localhost:8080${NOTIFICATION_PATH}`,
      },
    });
  });

  it('credits once on a signed webhook and ignores replays', async () => {
    const u = await customer(env);
    const r = await env.api.call(INIT, initPayload('50', '0.0003'), { token: u.token });
    const d = r.answer.status === 'success' ? r.answer.data! : null;
    const hook = fake.finish(d!.checkout.token, 'successful');
    for (let i = 0; i < 3; i++) expect((await notify(hook)).status).toBe(200);
    const balance = (await getUserBalances(env.deps.db, u.id)).BTC;
    expect(balance).toBe(BigInt(Math.round(Number(d!.purchase.crypto_value) * 1e8)));
  });

  it('refuses webhooks with a foreign signature or wrong credentials', async () => {
    const u = await customer(env);
    const r = await env.api.call(INIT, initPayload('50', '0.0003'), { token: u.token });
    const d = r.answer.status === 'success' ? r.answer.data! : null;
    const hook = fake.finish(d!.checkout.token, 'successful');
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect(
      (
        await notify({
          ...hook,
          signature: sign('sha256', Buffer.from(hook.rawBody), other.privateKey).toString('base64'),
        })
      ).status,
    ).toBe(401);
    expect((await notify({ ...hook, authorization: basicAuthHeader(fake.shopId, 'wrong') })).status).toBe(401);
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(0n);
    expect(() => env.deps.providers.gateway.verifyNotification({ ...hook, signature: undefined })).toThrow(
      NotificationRejected,
    );
  });

  it('settles by status query when the customer returns', async () => {
    const u = await customer(env);
    const r = await env.api.call(INIT, initPayload('50', '0.0003'), { token: u.token });
    const d = r.answer.status === 'success' ? r.answer.data! : null;
    fake.finish(d!.checkout.token, 'failed');
    const rep = await env.api.call(
      CALLS.insertTransaction,
      { transaction_id: d!.tracking_id, status: 'success' },
      { token: u.token },
    );
    expect(rep.answer.status === 'success' && (rep.answer.data as { status: string }).status).toBe('failed');
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(0n);
  });

  it('reports an unreachable gateway as a failed initialisation', async () => {
    const broken = beGateway(beGatewaySettings(settingsEnv(), false), (async () => {
      throw new Error('connection refused');
    }) as typeof fetch);
    await expect(broken.createCheckout(checkoutRequestForTest())).rejects.toThrow(/unreachable/);
  });
});

const INIT = CALLS.initTransaction;

describe('saved cards and token charges (decision 143)', () => {
  it('asks for the recurring contract with consent, keeps the token, and charges it once per tracking id', async () => {
    const u = await customer(env, { kycStatus: 'approved' });
    const r = await env.api.call(INIT, initPayload('50', '0.0003', 'BTC', { save_card: true }), { token: u.token });
    const token = r.answer.status === 'success' ? r.answer.data!.checkout.token : '';
    expect(fake.checkouts.get(token)?.body.checkout.order.additional_data).toEqual({ contract: ['recurring'] });
    expect((await notify(fake.finish(token, 'successful'))).status).toBe(200);
    const card = await env.deps.db
      .selectFrom('saved_cards')
      .selectAll()
      .where('user_id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(fake.cards.get(card.gateway_token)).toBe('successful');

    const plain = await env.api.call(INIT, initPayload('50', '0.0003'), { token: u.token });
    const plainToken = plain.answer.status === 'success' ? plain.answer.data!.checkout.token : '';
    expect(fake.checkouts.get(plainToken)?.body.checkout.order.additional_data).toBeUndefined();

    expect(() =>
      beGatewaySettings({ ...settingsEnv(), GATEWAY_URL: 'https://gw.test', GATEWAY_API_URL: 'http://gw.test' }, true),
    ).toThrow(/GATEWAY_API_URL/);
    expect(beGatewaySettings(settingsEnv(), false).apiUrl).toBe('https://gateway.begateway.com');
    const settings = beGatewaySettings({ ...settingsEnv(), GATEWAY_API_URL: fake.url }, false);
    const gateway = beGateway(settings, fake.fetch);
    const req = {
      trackingId: 'run-1',
      amountMinor: 2513n,
      currency: 'AUD',
      description: 'Buy BTC',
      test: true,
      cardToken: card.gateway_token,
      notificationUrl: 'https://app.test/api/payments/notification',
    };
    const first = await gateway.chargeToken(req);
    const again = await gateway.chargeToken(req);
    expect(first).toMatchObject({ status: 'successful', trackingId: 'run-1', amountMinor: 2513n, currency: 'AUD' });
    expect(again.uid).toBe(first.uid);
    expect(fake.charges.size).toBe(1);
    expect(fake.charges.get('run-1')?.body.request).toMatchObject({
      credit_card: { token: card.gateway_token },
      additional_data: { contract: ['recurring'] },
      test: true,
    });
    await expect(gateway.chargeToken({ ...req, trackingId: 'run-2', cardToken: 'unknown' })).rejects.toMatchObject({
      status: 422,
    });

    // A gateway that answers 404 (whatever its wording) for a tracking id it has not seen: charged.
    const notFound: typeof fetch = (input, init) =>
      String(input).includes('/v2/transactions/tracking_id/')
        ? Promise.resolve(Response.json({ message: 'Record is missing' }, { status: 404 }))
        : fake.fetch(input, init);
    const first404 = await beGateway(settings, notFound).chargeToken({ ...req, trackingId: 'run-3' });
    expect(first404).toMatchObject({ status: 'successful', trackingId: 'run-3' });
  });
});
