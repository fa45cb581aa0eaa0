/**
 * The limits of opening a card purchase (decision 101): the verification threshold counts what
 * the card is charged across the customer's purchases open or paid in 30 days, one purchase may
 * charge at most BUY_MAX_AMOUNT, checkouts are limited per customer per hour, and every numeric
 * field is bounded (a clear 400, never a 500, nothing stored).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { customer, initPayload, submitCard } from './testing.js';

const INIT = '/exchange/init-transaction';
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0' } });
});
afterAll(() => env.close());

const open = (token: string, amount: string, extra: Record<string, unknown> = {}) =>
  env.api.call<any>(INIT, initPayload(amount, '0.00001', 'BTC', extra), { token });
const purchasesOf = (userId: string) =>
  env.deps.db.selectFrom('card_purchases').selectAll().where('user_id', '=', userId).execute();

describe('verification threshold over 30 days', () => {
  it('adds up what the card is charged across purchases open or paid, and says what is left', async () => {
    const u = await customer(env);
    // 50 + 0.25 fee = 50.25 each: three fit under 200, a fourth does not.
    for (let i = 0; i < 3; i++) expect((await open(u.token, '50')).answer.status).toBe('success');
    const refused = await open(u.token, '50');
    expect(refused.status).toBe(422);
    expect(refused.answer).toEqual({
      status: 'error',
      code: 'KYC_REQUIRED',
      message:
        'Account verification is required for card purchases above AU$200 in 30 days. You can still buy up to AU$49.25 (fee included) without it. Please verify your account.',
    });
    // 49 + 0.25 fee = 49.25: exactly what is left.
    expect((await open(u.token, '49')).answer.status).toBe('success');
    expect((await open(u.token, '0.01')).answer).toMatchObject({ code: 'KYC_REQUIRED' });
    expect(await purchasesOf(u.id)).toHaveLength(4);
  });

  it('counts paid purchases, not failed ones, and forgets purchases older than 30 days', async () => {
    const u = await customer(env);
    const paid = await open(u.token, '150');
    expect(
      (await submitCard(env, (paid.answer as any).data.checkout.token, { number: '4200 0000 0000 0000' })).status,
    ).toBe(303);
    const declined = await open(u.token, '40');
    await submitCard(env, (declined.answer as any).data.checkout.token, { number: '4000 0000 0000 0002' });
    // 150.75 paid: 49.25 left, whatever was declined.
    expect((await open(u.token, '49.50')).answer).toMatchObject({ code: 'KYC_REQUIRED' });
    expect((await open(u.token, '49')).answer.status).toBe('success');

    const monthAgo = new Date(env.deps.clock.now().getTime() - 31 * 86_400_000);
    await env.deps.db.updateTable('card_purchases').set({ created_at: monthAgo }).where('user_id', '=', u.id).execute();
    expect((await open(u.token, '199')).answer.status).toBe('success');
  });

  it('lets a verified customer buy above the threshold', async () => {
    const u = await customer(env, { kycStatus: 'approved' });
    expect((await open(u.token, '150')).answer.status).toBe('success');
    expect((await open(u.token, '150')).answer.status).toBe('success');
  });
});

describe('per-purchase maximum', () => {
  it('refuses a card charge above 10,000 in the customer currency', async () => {
    const u = await customer(env, { kycStatus: 'approved' });
    // 9950 + 49.75 = 9999.75 is allowed; 9960 + 49.80 = 10009.80 is not.
    const over = await open(u.token, '9960');
    expect(over.status).toBe(422);
    expect(over.answer).toEqual({
      status: 'error',
      code: 'ABOVE_MAX_AMOUNT',
      message: 'A single card purchase can charge at most AU$10,000.00. Please enter a smaller amount.',
    });
    expect(await purchasesOf(u.id)).toHaveLength(0);
    expect((await open(u.token, '9950')).answer.status).toBe('success');
  });
});

describe('checkouts per hour', () => {
  it('allows 10 an hour per customer, then answers 429 with Retry-After until the hour ends', async () => {
    const u = await customer(env, { kycStatus: 'approved' });
    const other = await customer(env, { kycStatus: 'approved' });
    for (let i = 0; i < 10; i++) expect((await open(u.token, '10')).answer.status).toBe('success');
    const refused = await open(u.token, '10');
    expect(refused.status).toBe(429);
    expect(refused.answer).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'You have opened several card payments in a short time. Please try again in 60 minutes.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await purchasesOf(u.id)).toHaveLength(10);
    expect((await open(other.token, '10')).answer.status).toBe('success');

    env.deps.clock.advance(3_600_001);
    expect((await open(await tokenFor(env.deps, u), '10')).answer.status).toBe('success');
  });
});

describe('numeric fields are bounded', () => {
  it('refuses huge, negative and malformed numbers with 400 and stores nothing', async () => {
    const u = await customer(env, { kycStatus: 'approved' });
    const huge = '9'.repeat(100);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amount: huge }, 'amount'],
      [{ amount: `${huge}.5` }, 'amount'],
      [{ amount: '1000000001' }, 'amount'],
      [{ crypto_value: huge }, 'crypto_value'],
      [{ usdc: huge }, 'usdc'],
      [{ usdc: '-1' }, 'usdc'],
      [{ usdc: '1e5' }, 'usdc'],
      [{ usdc: 12 }, 'usdc'],
      [{ usdc: '0' }, 'usdc'],
      [{ currency: 'A'.repeat(5000) }, 'currency'],
    ];
    for (const [extra, field] of cases) {
      const r = await env.api.call(INIT, { ...initPayload('10', '0.00001'), ...extra }, { token: u.token });
      expect(r.status, JSON.stringify(extra).slice(0, 60)).toBe(400);
      expect((r.answer as { errors?: Record<string, string> }).errors).toHaveProperty(field);
    }
    expect(await purchasesOf(u.id)).toHaveLength(0);
  });
});
