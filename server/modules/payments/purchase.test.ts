import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COINS } from '../../../contract/assets.js';
import { CALLS } from '../../../contract/calls/index.js';
import { toUnits } from '../../../contract/money.js';
import type { SandboxGateway } from '../../providers/gateway/index.js';
import { basicAuthHeader } from '../../providers/gateway/index.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { getUserBalances } from '../ledger/index.js';
import { reconcilePurchases } from './reconcile.js';
import {
  cardPurchaseRow,
  customer,
  deliverGatewayNotification,
  initPayload,
  openCardPurchase,
  submitCard,
  TEST_CARDS,
} from './testing.js';

const INIT = CALLS.initTransaction;
const INSERT = CALLS.insertTransaction;

/** What the app's insert-transaction reports of a purchase it says was paid: 50.25 AUD for 0.0003 BTC. */
const CLAIMED_PAID = {
  amount: '50.25',
  currency: 'AUD',
  crypto_value: '0.0003',
  crypto_currency: 'BTC',
  status: 'success',
};

let env: TestEnv;
let sandbox: SandboxGateway;

beforeAll(async () => {
  env = await createTestEnv();
  sandbox = env.deps.providers.gateway as SandboxGateway;
});
afterAll(() => env.close());

const init = (token: string, amount = '50', crypto = '0.0003', extra: Record<string, unknown> = {}) =>
  openCardPurchase(env, token, amount, crypto, extra);

const btc = async (userId: string) => (await getUserBalances(env.deps.db, userId)).BTC;
const purchase = (trackingId: string) => cardPurchaseRow(env, trackingId);
const movements = (trackingId: string) =>
  env.deps.db.selectFrom('ledger_movements').selectAll().where('tracking_id', '=', trackingId).execute();

const notify = (n: { authorization?: string; signature?: string; rawBody: string }) =>
  deliverGatewayNotification(env, n);

function successBody(trackingId: string, token: string, amountMinor: number) {
  return JSON.stringify({
    transaction: {
      uid: 'forged-uid',
      status: 'successful',
      amount: amountMinor,
      currency: 'AUD',
      tracking_id: trackingId,
      token,
      test: true,
    },
  });
}

describe('init-transaction gates (server side)', () => {
  it('refuses an incomplete profile with PROFILE_INCOMPLETE, naming what is missing', async () => {
    const words = { address: 'address', city: 'city', state: 'state or province', postal: 'postcode' };
    for (const missing of ['address', 'city', 'state', 'postal'] as const) {
      const u = await customer(env, { [missing]: '   ' });
      const r = await env.api.call(INIT, initPayload('50', '0.0003'), { token: u.token });
      expect(r.status).toBe(422);
      expect(r.answer).toMatchObject({
        code: 'PROFILE_INCOMPLETE',
        message: `Add your ${words[missing]} in Profile → Account to buy. A card purchase needs your full address.`,
      });
    }
    expect(await env.deps.db.selectFrom('card_purchases').select('tracking_id').execute()).toHaveLength(0);
  });

  it('refuses a card charge above 200 without approved KYC, allows 200 exactly (fee included)', async () => {
    for (const kycStatus of ['not_started', 'pending', 'submitted', 'incomplete']) {
      const u = await customer(env, { kycStatus });
      // 199.50 + 1.00 fee = 200.50 charged.
      const r = await env.api.call(INIT, initPayload('199.50', '0.001'), { token: u.token });
      expect(r.status).toBe(422);
      expect(r.answer).toMatchObject({
        code: 'KYC_REQUIRED',
        message: 'Account verification is required for purchases above AU$200. Please verify your account.',
      });
      // 199.00 + 1.00 fee = 200.00 charged.
      const ok = await env.api.call(INIT, initPayload('199', '0.001'), { token: u.token });
      expect(ok.answer.status).toBe('success');
    }
    const approved = await customer(env, { kycStatus: 'approved' });
    expect((await env.api.call(INIT, initPayload('300', '0.002'), { token: approved.token })).answer.status).toBe(
      'success',
    );
  });

  it('refuses rejected customers whatever the amount', async () => {
    const u = await customer(env, { kycStatus: 'rejected' });
    const r = await env.api.call(INIT, initPayload('10', '0.0001'), { token: u.token });
    expect(r.answer).toMatchObject({
      code: 'KYC_REJECTED',
      message: 'Your account verification was rejected. Please contact support for assistance.',
    });
  });

  it('refuses another currency, an unoffered coin, foreign return addresses and float amounts', async () => {
    const u = await customer(env);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...initPayload('50', '0.0003'), currency: 'USD' }, 'currency'],
      [{ ...initPayload('50', '0.0003'), success_url: 'https://evil.example/success' }, 'success_url'],
      [{ ...initPayload('50', '0.0003'), amount: 50 }, 'amount'],
      [{ ...initPayload('50', '0.0003'), amount: '50.001' }, 'amount'],
      [{ ...initPayload('50', '0.0003'), crypto_value: '0.000000001' }, 'crypto_value'],
    ];
    for (const [payload, field] of cases) {
      const r = await env.api.call(INIT, payload, { token: u.token });
      expect(r.status, field).toBe(400);
      expect((r.answer as { errors?: Record<string, string> }).errors).toHaveProperty(field);
    }
    const eu = await customer(env, { currency: 'EUR' });
    const r = await env.api.call(INIT, { ...initPayload('50', '50', 'USDT'), currency: 'EUR' }, { token: eu.token });
    expect(r.answer).toMatchObject({ code: 'VALIDATION' });
  });

  it('prices from the ask and never credits more than asked or paid for', async () => {
    const u = await customer(env);
    const d = await init(u.token, '50', '0.001');
    expect(d.purchase).toMatchObject({ amount: '50.00', fee: '0.25', total: '50.25', currency: 'AUD' });
    const p = await purchase(d.tracking_id);
    expect(p.status).toBe('pending');
    expect(p.total_amount).toBe('5025');
    // 50 AUD buys less than 0.001 BTC at ~147,000 AUD: the affordable amount wins.
    const affordable = Number(d.purchase.crypto_value);
    expect(affordable).toBeGreaterThan(0);
    expect(affordable).toBeLessThan(0.001);
    expect(affordable * Number(d.purchase.price)).toBeLessThanOrEqual(50);
    expect(d.checkout.redirect_url).toBe(`/sandbox/pay/?token=${d.checkout.token}`);
    // Asking for less than the fiat buys gives exactly what was asked.
    const small = await init(u.token, '50', '0.0001');
    expect(small.purchase.crypto_value).toBe('0.0001');
  });
});

describe('confirmation', () => {
  it('credits exactly once under repeated notifications, returns and reconciles', async () => {
    const u = await customer(env);
    const before = await btc(u.id);
    const d = await init(u.token);
    const res = await submitCard(env, d.checkout.token, { number: TEST_CARDS.success });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.pathname).toBe('/success');
    expect(location.searchParams.get('token')).toBe(d.checkout.token);
    expect(location.searchParams.get('status')).toBe('successful');

    const quoted = toUnits(d.purchase.crypto_value, COINS.BTC.scale);
    expect((await btc(u.id)) - before).toBe(quoted);

    // The gateway repeats its notification; the customer returns and records twice; the reconciler runs.
    const row = await purchase(d.tracking_id);
    const replay = sandbox.signNotification(
      JSON.stringify({
        transaction: {
          uid: row.gateway_uid,
          status: 'successful',
          amount: 5025,
          currency: 'AUD',
          tracking_id: d.tracking_id,
          token: d.checkout.token,
          test: true,
        },
      }),
    );
    for (let i = 0; i < 3; i++) expect((await notify(replay)).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const r = await env.api.call(INSERT, { transaction_id: d.tracking_id, ...CLAIMED_PAID }, { token: u.token });
      expect(r.answer.status).toBe('success');
      expect(r.answer.status === 'success' && r.answer.data?.status).toBe('success');
    }
    env.deps.clock.advance(120_000);
    await reconcilePurchases(env.deps);

    expect((await btc(u.id)) - before).toBe(quoted);
    const m = await movements(d.tracking_id);
    expect(m).toHaveLength(1);
    expect(m[0]).toMatchObject({ transaction_class: 'trade', kind: 'card_purchase' });
    expect(m[0]?.comment.endsWith(`/${d.tracking_id}`)).toBe(true);
    expect(
      await env.deps.db
        .selectFrom('card_purchase_reports')
        .selectAll()
        .where('tracking_id', '=', d.tracking_id)
        .execute(),
    ).toHaveLength(1);
    const merchant = await env.deps.db
      .selectFrom('merchant_transactions')
      .selectAll()
      .where('transaction_id', '=', d.tracking_id)
      .execute();
    expect(merchant).toHaveLength(1);
    expect(merchant[0]).toMatchObject({ request_type: 3, status: true, code: '200', currency: 'AUD', amount: '5025' });
  });

  it('confirms by status query when the customer returns before any notification', async () => {
    const u = await customer(env);
    const d = await init(u.token);
    // The gateway took the payment but its notification is lost.
    const done = await sandbox.complete(d.checkout.token, { status: 'successful', code: '000', message: 'ok' });
    expect(done).not.toBeNull();
    expect(await btc(u.id)).toBe(0n);
    const r = await env.api.call(
      INSERT,
      { transaction_id: d.tracking_id, status: 'success', amount: '50.25', currency: 'AUD' },
      { token: u.token },
    );
    expect(r.answer.status === 'success' && r.answer.data).toMatchObject({ status: 'success', crypto_currency: 'BTC' });
    expect(await btc(u.id)).toBe(toUnits(d.purchase.crypto_value, 8));
    // The late notification changes nothing.
    expect((await notify(done!.notification)).status).toBe(200);
    expect(await btc(u.id)).toBe(toUnits(d.purchase.crypto_value, 8));
    expect(await movements(d.tracking_id)).toHaveLength(1);
  });

  it('ends failed and declined cards without credit', async () => {
    for (const [card, status, path] of [
      [TEST_CARDS.fail, 'failed', '/fail'],
      [TEST_CARDS.decline, 'declined', '/decline'],
    ] as const) {
      const u = await customer(env);
      const d = await init(u.token);
      const res = await submitCard(env, d.checkout.token, { number: card });
      expect(new URL(res.headers.get('location')!).pathname).toBe(path);
      expect((await purchase(d.tracking_id)).status).toBe(status);
      expect(await btc(u.id)).toBe(0n);
      const merchant = await env.deps.db
        .selectFrom('merchant_transactions')
        .selectAll()
        .where('transaction_id', '=', d.tracking_id)
        .executeTakeFirstOrThrow();
      expect(merchant).toMatchObject({ request_type: 3, status: false });
    }
  });

  it('insert-transaction claiming success for a declined payment credits nothing', async () => {
    const u = await customer(env);
    const d = await init(u.token);
    await submitCard(env, d.checkout.token, { number: TEST_CARDS.decline });
    const r = await env.api.call(
      INSERT,
      {
        transaction_id: d.tracking_id,
        ...CLAIMED_PAID,
        usdc: '97000',
        device_type: 'desktop',
        data: { claimed: 'paid' },
      },
      { token: u.token },
    );
    expect(r.answer.status === 'success' && r.answer.data?.status).toBe('declined');
    expect(await btc(u.id)).toBe(0n);
    expect(await movements(d.tracking_id)).toHaveLength(0);
    const report = await env.deps.db
      .selectFrom('card_purchase_reports')
      .selectAll()
      .where('tracking_id', '=', d.tracking_id)
      .executeTakeFirstOrThrow();
    expect(report).toMatchObject({ reported_status: 'success', verified_status: 'declined', device_type: 'desktop' });
  });

  it('insert-transaction on a still-open checkout answers pending and credits nothing', async () => {
    const u = await customer(env);
    const d = await init(u.token);
    const r = await env.api.call(INSERT, { transaction_id: d.tracking_id, status: 'success' }, { token: u.token });
    expect(r.answer.status === 'success' && r.answer.data?.status).toBe('pending');
    expect(await btc(u.id)).toBe(0n);
  });

  it("refuses another customer's purchase", async () => {
    const owner = await customer(env);
    const other = await customer(env);
    const d = await init(owner.token);
    const r = await env.api.call(INSERT, { transaction_id: d.tracking_id, status: 'success' }, { token: other.token });
    expect(r.status).toBe(404);
  });

  it('cancel on the form ends the purchase as cancelled', async () => {
    const u = await customer(env);
    const d = await init(u.token);
    const res = await submitCard(env, d.checkout.token, { action: 'cancel' });
    expect(new URL(res.headers.get('location')!).pathname).toBe('/cancel');
    expect((await purchase(d.tracking_id)).status).toBe('cancelled');
    // The form cannot be used again.
    expect((await submitCard(env, d.checkout.token, { number: TEST_CARDS.success })).status).toBe(409);
    expect(await btc(u.id)).toBe(0n);
  });
});

describe('forged notifications change nothing', () => {
  it('refuses bad signatures, bad credentials, missing headers and tampered bodies', async () => {
    const u = await customer(env);
    const d = await init(u.token);
    const body = successBody(d.tracking_id, d.checkout.token, 5025);
    const genuine = sandbox.signNotification(body);
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forgedSig = sign('sha256', Buffer.from(body), stranger.privateKey).toString('base64');
    const attempts = [
      { ...genuine, signature: forgedSig },
      { ...genuine, authorization: basicAuthHeader('sandbox-shop', 'guess') },
      { ...genuine, authorization: undefined },
      { ...genuine, signature: undefined },
      { ...genuine, rawBody: body.replace('5025', '5026') },
      { ...genuine, rawBody: `${body} ` },
    ];
    for (const a of attempts) expect((await notify(a)).status).toBe(401);
    expect((await purchase(d.tracking_id)).status).toBe('pending');
    expect(await btc(u.id)).toBe(0n);
    const logged = await env.deps.db
      .selectFrom('gateway_notifications')
      .selectAll()
      .where('accepted', '=', false)
      .execute();
    expect(logged.length).toBeGreaterThanOrEqual(attempts.length);
  });

  it('does not credit a genuine success whose amount differs from the charge', async () => {
    const u = await customer(env);
    const d = await init(u.token);
    const res = await notify(sandbox.signNotification(successBody(d.tracking_id, d.checkout.token, 1)));
    expect(res.status).toBe(200);
    expect((await purchase(d.tracking_id)).status).toBe('failed');
    expect(await btc(u.id)).toBe(0n);
  });
});

describe('sandbox card form', () => {
  it('serves the form, script and styles; the page has no inline script', async () => {
    const u = await customer(env);
    const d = await init(u.token);
    const page = await env.app.request(d.checkout.redirect_url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('AU$50.25');
    expect(html).toMatch(/<script src="\/sandbox\/pay\/form\.js" defer><\/script>/);
    expect(html).not.toMatch(/<script>(?!<)/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const js = await env.app.request('/sandbox/pay/form.js');
    expect(js.headers.get('content-type')).toContain('javascript');
    expect((await env.app.request('/sandbox/pay/?token=nope')).status).toBe(404);
  });

  it('shows field errors and moves nothing for invalid cards', async () => {
    const u = await customer(env);
    const d = await init(u.token);
    const res = await submitCard(env, d.checkout.token, {
      number: '4200 0000 0000 0001',
      expiry: '01/20',
      cvc: '1',
      holder: '',
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    for (const text of [
      'Enter a valid card number',
      'This card has expired',
      'Enter the 3 or 4 digit security code',
      'Enter the name on the card',
    ])
      expect(html).toContain(text);
    expect((await purchase(d.tracking_id)).status).toBe('pending');
  });
});
