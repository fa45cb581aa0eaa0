/**
 * Each trade is confirmed to the customer by email, in the account's language, once: a swap, a
 * sale to the cash balance, a purchase from the cash balance, and a cash withdrawal's request. A
 * replay of the same request (its Idempotency-Key) answers the same and sends nothing again.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { TestUser } from '../../test/factories.js';
import { createTestEnv, HIGHEST_WITHDRAWAL_LIMITS, type TestEnv } from '../../test/harness.js';
import { outboxFor, withdrawalProof } from '../accounts/testing.js';
import { customerWithBankAccount, fundCash, verifiedCustomer } from '../bank/testing.js';
import { creditForTest } from '../ledger/testing.js';

const HOLD_S = 60;
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({
    env: { ...HIGHEST_WITHDRAWAL_LIMITS, MARKET_VOLATILITY_BPS: '0', ADDRESS_HOLD_SECONDS: String(HOLD_S) },
  });
});
afterAll(() => env.close());

async function german(u: TestUser): Promise<TestUser> {
  await env.api.call(CALLS.setLanguage, { language: 'de' }, { token: u.token });
  return u;
}

/** The mails sent to the customer whose subject matches, oldest first. */
const mails = async (u: TestUser, subject: RegExp) =>
  (await outboxFor(env, u.email)).filter((m) => subject.test(m.subject)).reverse();

async function swapTwice(u: TestUser, payload: Record<string, unknown>) {
  const q = await env.api.call(CALLS.swapCrypto, payload, { token: u.token });
  expect(q.status, JSON.stringify(q.answer)).toBe(200);
  const conversionQuoteId = (q.answer as any).data.conversion_quote_id as string;
  const key = randomUUID();
  for (let i = 0; i < 2; i++) {
    const r = await env.api.call(CALLS.confirmSwap, { conversionQuoteId }, { token: u.token, idempotencyKey: key });
    expect(r.status, JSON.stringify(r.answer)).toBe(200);
  }
  return conversionQuoteId;
}

describe('trade confirmation emails', () => {
  it('confirm a swap once, in German, with both amounts and the reference', async () => {
    const u = await german(await verifiedCustomer(env, { currency: 'EUR' }));
    await creditForTest(env.deps, u.id, 'BTC', '0.01');
    const id = await swapTwice(u, { sourceCurrencyId: 'BTC', targetCurrencyId: 'ETH', sourceCurrencyAmount: '0.01' });
    const sent = await mails(u, /^Tausch ausgeführt/);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^Tausch ausgeführt: 0,01 BTC gegen [\d.,]+ ETH$/);
    expect(sent[0]!.text).toContain(`Referenz: ${id}`);
  });

  it('confirm a sale to the cash balance once, the cash written as money', async () => {
    const u = await german(await verifiedCustomer(env, { currency: 'EUR' }));
    await creditForTest(env.deps, u.id, 'BTC', '0.01');
    await swapTwice(u, { sourceCurrencyId: 'BTC', targetCurrencyId: 'EUR', sourceCurrencyAmount: '0.01' });
    const sent = await mails(u, /^Verkauf ausgeführt/);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^Verkauf ausgeführt: 0,01 BTC für [\d.]+,\d{2}\u00a0€$/);
    expect(sent[0]!.text).toContain('Fiat-Guthaben');
  });

  it('confirm a purchase from the cash balance once, in the account language', async () => {
    const u = await german(await verifiedCustomer(env));
    await fundCash(env, u, 50_000n);
    const key = randomUUID();
    for (let i = 0; i < 2; i++) {
      const r = await env.api.call(
        CALLS.buyWithBalance,
        { amount: '100.00', crypto_currency: 'BTC', crypto_value: '1' },
        { token: u.token, idempotencyKey: key },
      );
      expect(r.status, JSON.stringify(r.answer)).toBe(200);
    }
    const sent = await mails(u, /^Kauf ausgeführt/);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^Kauf ausgeführt: [\d,]+ BTC$/);
    expect(sent[0]!.text).toContain('für 100,00\u00a0AU$ gekauft, bezahlt aus Ihrem Fiat-Guthaben');
  });

  it('confirm in English an account that chose no language', async () => {
    const u = await verifiedCustomer(env);
    await fundCash(env, u, 50_000n);
    await env.api.call(
      CALLS.buyWithBalance,
      { amount: '10.00', crypto_currency: 'BTC', crypto_value: '1' },
      { token: u.token, idempotencyKey: randomUUID() },
    );
    const [sent] = await mails(u, /^Purchase completed/);
    expect(sent?.text).toContain('paid from your CoinVault cash balance');
  });

  it('confirm a cash withdrawal’s request once, a replay of it sending nothing again', async () => {
    const { u, payeeId } = await customerWithBankAccount(env, 500_000n);
    await german(u);
    env.deps.clock.advance(HOLD_S * 1000);
    const key = randomUUID();
    const payload = { amount: '200', bank_account_id: payeeId, ...(await withdrawalProof(env, u)) };
    for (let i = 0; i < 2; i++) {
      const r = await env.api.call(CALLS.createCashWithdrawal, payload, { token: u.token, idempotencyKey: key });
      expect(r.status, JSON.stringify(r.answer)).toBe(200);
    }
    expect((await mails(u, /Auszahlung/)).map((m) => m.subject)).toEqual(['Auszahlung von 200,00\u00a0AU$ beantragt']);
  });
});
