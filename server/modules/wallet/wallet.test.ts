import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidAddressForRoute } from '../../../contract/addresses/index.js';
import { PAYMENT_ROUTES, routeById } from '../../../contract/routes.js';
import { addressDeriver, schemeForChain } from '../../providers/chain/index.js';
import { TEST_BENEFICIARY } from '../../test/beneficiary.js';
import type { TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { newTotpSecret, totpFor } from '../accounts/index.js';
import { withdrawalProof } from '../accounts/testing.js';
import {
  creditCardPurchase,
  findInvariantViolations,
  getUserBalances,
  seedDemoWallet,
  userHoldsFunds,
} from '../ledger/index.js';
import { customerHolding } from '../ledger/testing.js';
import { withdrawBtc } from './testing.js';
import { processPendingWithdrawals, requestWithdrawal, settleWithdrawal } from './withdrawals.js';

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv({
    // Settlement is tested here; the four-eyes wait for large withdrawals has its own tests.
    env: {
      MARKET_VOLATILITY_BPS: '0',
      WALLET_ROUTES_OFF: '9',
      FOUR_EYES_WITHDRAWAL_EUR: '1000000000',
      FOUR_EYES_WITHDRAWAL_AUD: '1000000000',
    },
  });
});
afterAll(() => env.close());

const customer = (o: { kycStatus?: string; totpSecret?: string } = {}, holdings: Record<string, string> = {}) =>
  customerHolding(env.deps, holdings, o);

const call = (u: TestUser, path: string, payload: unknown, idempotencyKey?: string) =>
  env.api.call(path, payload, { token: u.token, idempotencyKey });

async function addressOf(u: TestUser, currencyId: string, paymentRouteId: number): Promise<string> {
  const res = await call(u, '/exchange/generate-address', { currencyId, paymentRouteId });
  expect(res.status, JSON.stringify(res.answer)).toBe(200);
  return (res.answer as any).data.address;
}

async function sandboxDeposit(body: unknown) {
  const res = await env.app.request('/sandbox/chain/deposit', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function mailsTo(u: TestUser) {
  return env.deps.db.selectFrom('mail_outbox').selectAll().where('to', '=', u.email).orderBy('id').execute();
}

const BTC_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

describe('get-payment-route-id', () => {
  it('lists the routes of every coin with on/off', async () => {
    const u = await customer();
    const res = await call(u, '/exchange/get-payment-route-id', { limit: 100, offset: 0 });
    const routes = (res.answer as any).data as any[];
    expect(routes).toHaveLength(9);
    expect(routes[0]).toEqual({
      payment_route_id: 1,
      currency_id: 'BTC',
      crypto_network_name: 'Bitcoin',
      is_active: 'on',
    });
    expect(routes.filter((r) => r.currency_id === 'USDT').map((r) => r.crypto_network_name)).toEqual([
      'Ethereum (ERC-20)',
      'Tron (TRC-20)',
    ]);
    expect(routes.find((r) => r.payment_route_id === 9)).toMatchObject({ currency_id: 'USDC', is_active: 'off' });
    const page = await call(u, '/exchange/get-payment-route-id', { limit: 2, offset: 3 });
    expect(((page.answer as any).data as any[]).map((r) => r.payment_route_id)).toEqual([4, 5]);
  });
});

describe('generate-address', () => {
  it('derives a valid address per route from the master seed, stable per customer and route', async () => {
    const u = await customer();
    const seen = new Set<string>();
    for (const route of PAYMENT_ROUTES.filter((r) => r.id !== 9)) {
      const address = await addressOf(u, route.currency, route.id);
      expect(isValidAddressForRoute(route, address), `${route.id} ${address}`).toBe(true);
      expect(await addressOf(u, route.currency, route.id)).toBe(address);
      const row = await env.deps.db
        .selectFrom('deposit_addresses')
        .selectAll()
        .where('address', '=', address)
        .executeTakeFirstOrThrow();
      expect(
        addressDeriver(env.deps.secrets.masterSeed).address(schemeForChain(route.chain), row.derivation_index),
      ).toBe(address);
      seen.add(address);
    }
    expect(seen.size).toBe(8);
    const other = await customer();
    expect(await addressOf(other, 'BTC', 1)).not.toBe(await addressOf(u, 'BTC', 1));
  });

  it('gives one address to concurrent first requests', async () => {
    const u = await customer();
    const addresses = await Promise.all([1, 2, 3, 4].map(() => addressOf(u, 'ETH', 2)));
    expect(new Set(addresses).size).toBe(1);
  });

  it('refuses unknown, mismatched and switched-off routes (ROUTE_NOT_FOUND)', async () => {
    const u = await customer();
    for (const [currencyId, paymentRouteId] of [
      ['BTC', 42],
      ['BTC', 2],
      ['USDC', 9],
    ] as const) {
      const res = await call(u, '/exchange/generate-address', { currencyId, paymentRouteId });
      expect(res.answer).toMatchObject({
        code: 'ROUTE_NOT_FOUND',
        message: `No active payment route found for ${currencyId}`,
      });
    }
  });
});

describe('deposits through the sandbox chain', () => {
  it('credits a deposit once per transaction output, labelled as a deposit', async () => {
    const u = await customer();
    const address = await addressOf(u, 'SOL', 3);
    const first = await sandboxDeposit({ address, amount: '1.5' });
    expect(first.status).toBe(200);
    expect(first.body.txid).toBeTruthy();
    const again = await sandboxDeposit({ address, amount: '1.5', txid: first.body.txid });
    expect(again.status).toBe(200);
    expect((await getUserBalances(env.deps.db, u.id)).SOL).toBe(1_500_000_000n);
    const second = await sandboxDeposit({ address, amount: '0.25', txid: 'feedface00000001' });
    expect(second.body.txid).toBe('feedface00000001');
    expect((await getUserBalances(env.deps.db, u.id)).SOL).toBe(1_750_000_000n);
    const history = await call(u, '/exchange/transaction-history', {});
    expect((history.answer as any).data[0]).toMatchObject({
      transaction_class: 'payment',
      type: 'credit',
      amount: '0.25',
      currency_id: 'SOL',
      network: 'Solana',
      recipient: address,
      comment: 'Deposit of 0.25 SOL on Solana/feedface00000001',
    });
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('refuses unknown addresses and bad amounts', async () => {
    const u = await customer();
    const address = await addressOf(u, 'XRP', 5);
    expect((await sandboxDeposit({ address: BTC_ADDRESS, amount: '1' })).status).toBe(404);
    expect((await sandboxDeposit({ address, amount: '1.0000001' })).status).toBe(400);
    expect((await sandboxDeposit({ address, amount: 5 })).status).toBe(400);
    expect((await sandboxDeposit({ address, amount: '0' })).status).toBe(400);
    expect((await getUserBalances(env.deps.db, u.id)).XRP).toBe(0n);
  });

  it('serves the sandbox chain page and its form', async () => {
    const u = await customer();
    const address = await addressOf(u, 'USDT', 7);
    const page = await env.app.request('/sandbox/chain');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Sandbox chain');
    const form = await env.app.request('/sandbox/chain/deposit-form', {
      method: 'POST',
      body: new URLSearchParams({ address, amount: '10', txid: '' }),
    });
    expect(form.status).toBe(303);
    expect((await getUserBalances(env.deps.db, u.id)).USDT).toBe(10_000_000n);
    const seen = await env.app.request(form.headers.get('location') ?? '');
    expect(await seen.text()).toMatch(/<p class="notice" role="status">Deposit seen in transaction /);
  });

  it('takes a txid with hyphens (as its own seeded one has) and shows a refusal as an error', async () => {
    const u = await customer();
    const address = await addressOf(u, 'USDT', 7);
    const ok = await sandboxDeposit({ address, amount: '2', txid: 'test-deposit_0001' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await getUserBalances(env.deps.db, u.id)).USDT).toBe(2_000_000n);
    const form = await env.app.request('/sandbox/chain/deposit-form', {
      method: 'POST',
      body: new URLSearchParams({ address, amount: '1', txid: 'no spaces allowed' }),
    });
    expect(form.status).toBe(303);
    const refused = await (await env.app.request(form.headers.get('location') ?? '')).text();
    expect(refused).toContain('<p class="notice error" role="alert">txid must be 8 to 128 letters, digits, - or _</p>');
  });
});

describe('create-withdrawal-action', () => {
  const withdraw = async (u: TestUser, payload: Record<string, unknown>, key?: string) =>
    withdrawBtc(env, u.token, await withdrawalProof(env, u), payload, key);

  it('holds the amount, then posts it once when the broadcaster reports it sent', async () => {
    const u = await customer({}, { BTC: '1' });
    const res = await withdraw(u, {});
    expect(res.status, JSON.stringify(res.answer)).toBe(200);
    const { withdrawal_id, status } = (res.answer as any).data;
    expect(status).toBe('pending');
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(90_000_000n);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);

    await processPendingWithdrawals(env.deps);
    let row = await env.deps.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', withdrawal_id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('pending');
    const pending = ((await call(u, '/exchange/transaction-history', {})).answer as any).data[0];
    expect(pending).toMatchObject({ type: 'debit', amount: '0.1', status: 'pending' });

    env.deps.clock.advance(3_000);
    expect(await processPendingWithdrawals(env.deps)).toBeGreaterThanOrEqual(1);
    row = await env.deps.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', withdrawal_id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('sent');
    expect(row.tx_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await settleWithdrawal(env.deps, withdrawal_id, { state: 'failed', reason: 'late' })).toBe(false);
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(90_000_000n);

    const history = ((await call(u, '/exchange/transaction-history', {})).answer as any).data as any[];
    expect(history[0]).toMatchObject({
      transaction_class: 'payment',
      type: 'debit',
      amount: '0.1',
      currency_id: 'BTC',
      network: 'Bitcoin',
      recipient: BTC_ADDRESS,
      status: 'completed',
      comment: `Withdrawal of 0.1 BTC to ${BTC_ADDRESS}/${withdrawal_id}`,
    });
    const subjects = (await mailsTo(u)).map((m) => m.subject);
    expect(subjects).toEqual(['Withdrawal of 0.1 BTC requested', 'Withdrawal of 0.1 BTC sent']);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('returns the amount once when the broadcaster reports a failure', async () => {
    const u = await customer({}, { ETH: '2' });
    const res = await withdraw(u, {
      amount: '1.25',
      cryptoAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      paymentRouteId: 2,
    });
    const id = (res.answer as any).data.withdrawal_id;
    expect((await getUserBalances(env.deps.db, u.id)).ETH).toBe(750_000_000_000_000_000n);
    env.deps.providers.chain.sandbox!.failWithdrawal(id, 'rejected by the network');
    await processPendingWithdrawals(env.deps);
    await processPendingWithdrawals(env.deps);
    expect((await getUserBalances(env.deps.db, u.id)).ETH).toBe(2_000_000_000_000_000_000n);
    const row = await env.deps.db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'failed', failure_reason: 'rejected by the network' });
    expect(await settleWithdrawal(env.deps, id, { state: 'sent', txHash: '0xabc' })).toBe(false);
    const history = ((await call(u, '/exchange/transaction-history', {})).answer as any).data as any[];
    // One row: the withdrawal, failed. Its money given back is no deposit of its own (decision 489).
    expect(history[0]).toMatchObject({ type: 'debit', amount: '1.25', currency_id: 'ETH', status: 'failed' });
    expect(history.filter((r) => r.type === 'credit' && r.amount === '1.25')).toEqual([]);
    expect((await mailsTo(u)).map((m) => m.subject)).toContain('Withdrawal of 1.25 ETH returned');
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('replays the first answer for the same Idempotency-Key and holds once', async () => {
    const u = await customer({}, { BTC: '1' });
    const key = randomUUID();
    // A retry sends the same payload, the same confirmation with it.
    const payload = {
      amount: '0.1',
      cryptoAddress: BTC_ADDRESS,
      paymentRouteId: 1,
      beneficiary: TEST_BENEFICIARY,
      ...(await withdrawalProof(env, u)),
    };
    const first = await call(u, '/exchange/create-withdrawal-action', payload, key);
    const second = await call(u, '/exchange/create-withdrawal-action', payload, key);
    expect(second.answer).toEqual(first.answer);
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(90_000_000n);
  });

  it('answers a retry with the same key after the hold, even when the first answer was lost', async () => {
    const u = await customer({}, { BTC: '1' });
    const key = randomUUID();
    const req = {
      route: routeById(1)!,
      address: BTC_ADDRESS,
      amount: 10_000_000n,
      proof: await withdrawalProof(env, u),
      ip: '127.0.0.1',
      beneficiary: TEST_BENEFICIARY,
    };
    const first = await requestWithdrawal(env.deps, u.id, key, req);
    expect(await requestWithdrawal(env.deps, u.id, key, req)).toEqual(first);
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(90_000_000n);
  });

  it('requires approved KYC (KYC_REQUIRED, KYC_REJECTED once rejected), with the message for the status', async () => {
    const cases: [string, string, string][] = [
      ['rejected', 'KYC_REJECTED', 'Your account verification was rejected. Please contact support for assistance.'],
      [
        'submitted',
        'KYC_REQUIRED',
        'Your account verification is under review. Please wait for approval before making withdrawals.',
      ],
      ['pending', 'KYC_REQUIRED', 'Please complete account verification before making withdrawals.'],
      ['not_started', 'KYC_REQUIRED', 'Please complete account verification before making withdrawals.'],
    ];
    for (const [kycStatus, code, message] of cases) {
      const u = await customer({ kycStatus }, { BTC: '1' });
      const res = await withdraw(u, {});
      expect(res.answer).toMatchObject({ code, message });
      expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(100_000_000n);
    }
  });

  it('requires a valid, unused TOTP code when 2FA is on (OTP_REQUIRED, OTP_INVALID)', async () => {
    const secret = newTotpSecret();
    const u = await customer({ totpSecret: secret }, { BTC: '1' });
    expect((await withdraw(u, {})).answer).toMatchObject({ code: 'OTP_REQUIRED', message: 'Please enter 2FA code' });
    expect((await withdraw(u, { otp: '000000' })).answer).toMatchObject({
      code: 'OTP_INVALID',
      message: 'Invalid 2FA code. Please try again.',
    });
    const code = totpFor(secret, 'x').generate({ timestamp: env.deps.clock.now().getTime() });
    expect((await withdraw(u, { otp: code })).status).toBe(200);
    expect((await withdraw(u, { otp: code })).answer).toMatchObject({ code: 'OTP_INVALID' });
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(90_000_000n);
  });

  it("refuses an address that is not valid for the route with 'Invalid {SYMBOL} address format'", async () => {
    const u = await customer({}, { BTC: '1', USDT: '100' });
    for (const [routeId, address, symbol] of [
      [1, 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyv', 'BTC'],
      [1, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'BTC'],
      [7, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'USDT'],
      [6, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'USDT'],
    ] as const) {
      const res = await withdraw(u, { paymentRouteId: routeId, cryptoAddress: address, amount: '1' });
      expect(res.answer).toMatchObject({ code: 'INVALID_ADDRESS', message: `Invalid ${symbol} address format` });
    }
  });

  it('refuses more than the balance (INSUFFICIENT_BALANCE) and unknown or switched-off routes (ROUTE_NOT_FOUND)', async () => {
    const u = await customer({}, { BTC: '0.05' });
    expect((await withdraw(u, {})).answer).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Insufficient balance',
      field: 'amount',
    });
    for (const paymentRouteId of [99, 9]) {
      const res = await withdraw(u, { paymentRouteId, cryptoAddress: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk' });
      expect(res.answer).toMatchObject({
        code: 'ROUTE_NOT_FOUND',
        message: 'Payment route not found for selected network',
      });
    }
  });

  it('refuses missing fields and bad amounts (VALIDATION) with the specification messages', async () => {
    const u = await customer({}, { BTC: '1', USDT: '10' });
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '' }, 'Please enter both amount and address'],
      [{ cryptoAddress: '' }, 'Please enter both amount and address'],
      [{ paymentRouteId: undefined }, 'Please select a network'],
      [{ amount: '0' }, 'Please enter a valid amount'],
      [{ amount: 0.1 }, 'Please enter a valid amount'],
      [{ amount: '-1' }, 'Please enter a valid amount'],
      [{ amount: '0.123456789' }, 'Amount allows at most 8 decimals'],
      [
        { amount: '1.1234567', paymentRouteId: 6, cryptoAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
        'Amount allows at most 6 decimals',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await withdraw(u, payload);
      expect(res.answer, JSON.stringify(payload)).toMatchObject({ code: 'VALIDATION', message });
    }
  });
});

describe('transaction-history', () => {
  it('gives both legs of a swap with the same time and quote, newest first, paged by cursor', async () => {
    const u = await customer({}, { BTC: '1' });
    const q = await call(u, '/exchange/swap-crypto', {
      sourceCurrencyId: 'BTC',
      targetCurrencyId: 'USDC',
      sourceCurrencyAmount: '0.01',
    });
    const quoteId = (q.answer as any).data.conversion_quote_id;
    env.deps.clock.advance(1000);
    const confirmed = (await call(u, '/exchange/confirm-swap', { conversionQuoteId: quoteId })).answer as any;
    const rows = ((await call(u, '/exchange/transaction-history', {})).answer as any).data as any[];
    expect(rows).toHaveLength(3);
    const legs = rows.filter((r) => r.transaction_class === 'conversion');
    expect(legs.map((l) => l.type).sort()).toEqual(['credit', 'debit']);
    expect(legs[0].created_at).toBe(legs[1].created_at);
    expect(legs[0].created_at).toMatch(/Z$/);
    expect(legs[0].comment.split('/').at(-1)).toBe(quoteId);
    expect(legs[1].comment).toBe(legs[0].comment);
    expect(legs[1].reference).toBe(legs[0].reference);
    expect(legs.map((l) => l.account_transaction_id).sort()).toEqual(
      [confirmed.data.debit.account_transaction_id, confirmed.data.credit.account_transaction_id].sort(),
    );
    expect(Object.keys(rows[0]).sort()).toEqual(
      [
        'account_transaction_id',
        'amount',
        'comment',
        'created_at',
        'currency_id',
        'explorer_url',
        'network',
        'network_fee',
        'payment_method',
        'payment_method_code',
        'recipient',
        'reference',
        'sender',
        'status',
        'transaction_class',
        'tx_hash',
        'type',
      ].sort(),
    );
    const ids = rows.map((r) => Number(r.account_transaction_id));
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    const page1 = ((await call(u, '/exchange/transaction-history', { limit: 2 })).answer as any).data as any[];
    const page2 = (
      (await call(u, '/exchange/transaction-history', { limit: 2, cursor: page1[1].account_transaction_id }))
        .answer as any
    ).data as any[];
    expect([...page1, ...page2].map((r) => r.account_transaction_id)).toEqual(
      rows.map((r) => r.account_transaction_id),
    );
    const usdc = ((await call(u, '/exchange/transaction-history', { currency_id: 'USDC' })).answer as any)
      .data as any[];
    expect(usdc.map((r) => r.currency_id)).toEqual(['USDC']);
    expect((await call(u, '/exchange/transaction-history', { cursor: 'abc' })).answer).toMatchObject({
      code: 'VALIDATION',
    });
  });

  it("never shows another customer's transactions", async () => {
    const a = await customer({}, { BTC: '1' });
    const b = await customer();
    expect(((await call(b, '/exchange/transaction-history', {})).answer as any).data).toEqual([]);
    void a;
  });
});

describe('card purchases, demo seed, USDC equivalents and held funds', () => {
  it('credits a card purchase once per tracking id, labelled as a trade', async () => {
    const u = await customer();
    const p = {
      userId: u.id,
      trackingId: 'trk-001',
      coin: 'BTC' as const,
      coinAmount: '0.002',
      fiatCurrency: 'USD' as const,
      fiatAmount: '194.50',
    };
    const first = await creditCardPurchase(env.deps, p);
    const again = await creditCardPurchase(env.deps, p);
    expect(first.created).toBe(true);
    expect(again).toMatchObject({
      created: false,
      movementId: first.movementId,
      accountTransactionId: first.accountTransactionId,
    });
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(200_000n);
    const [row] = ((await call(u, '/exchange/transaction-history', {})).answer as any).data as any[];
    expect(row).toMatchObject({
      account_transaction_id: first.accountTransactionId,
      transaction_class: 'trade',
      type: 'credit',
      payment_method: 'Debit Card',
    });
    expect(row.comment.split('/').at(-1)).toBe('trk-001');
    const eq = await call(u, '/exchange/get-equivalent-usdc', { transaction_id: 'trk-001' });
    expect((eq.answer as any).data).toEqual({
      amount: '194',
      currency: 'USDC',
      usdcRate: '97000',
      source_amount: '0.002',
      source_currency: 'BTC',
    });
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('answers NOT_FOUND for an unknown tracking id or one of another customer', async () => {
    const a = await customer();
    const b = await customer();
    await creditCardPurchase(env.deps, {
      userId: a.id,
      trackingId: 'trk-a',
      coin: 'ETH',
      coinAmount: '0.1',
      fiatCurrency: 'EUR',
      fiatAmount: '300',
    });
    expect((await call(b, '/exchange/get-equivalent-usdc', { transaction_id: 'trk-a' })).answer).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await call(a, '/exchange/get-equivalent-usdc', { transaction_id: 'nope' })).answer).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('seeds the demo wallet through the ledger, once', async () => {
    const u = await customer();
    expect((await seedDemoWallet(env.deps, u.id)).length).toBeGreaterThan(3);
    expect(await seedDemoWallet(env.deps, u.id)).toEqual([]);
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(25_000_000n);
    const rows = ((await call(u, '/exchange/transaction-history', {})).answer as any).data as any[];
    expect(rows.every((r) => r.transaction_class === 'manual' && r.type === 'credit')).toBe(true);
    expect(await userHoldsFunds(env.deps.db, u.id)).toBe(true);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('counts a pending withdrawal as held funds', async () => {
    const u = await customer({}, { XRP: '10' });
    expect(await userHoldsFunds(env.deps.db, u.id)).toBe(true);
    const res = await call(u, '/exchange/create-withdrawal-action', {
      amount: '10',
      cryptoAddress: 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3',
      paymentRouteId: 5,
      beneficiary: TEST_BENEFICIARY,
      ...(await withdrawalProof(env, u)),
    });
    expect(res.status).toBe(200);
    expect((await getUserBalances(env.deps.db, u.id)).XRP).toBe(0n);
    expect(await userHoldsFunds(env.deps.db, u.id)).toBe(true);
    env.deps.clock.advance(5_000);
    await processPendingWithdrawals(env.deps);
    expect(await userHoldsFunds(env.deps.db, u.id)).toBe(false);
    expect(routeById(5)?.currency).toBe('XRP');
  });
});
