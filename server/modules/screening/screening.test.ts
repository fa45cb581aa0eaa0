import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAVEL_RULE_MESSAGES } from '../../../contract/travel-rule.js';
import { fakeScreeningService, screeningService } from '../../providers/screening/index.js';
import type { TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { withdrawalProof } from '../accounts/testing.js';
import { getUserBalances } from '../ledger/index.js';
import { customerHolding } from '../ledger/testing.js';
import { creditObservedDeposit } from '../wallet/index.js';
import { depositAddressFor, withdrawBtc } from '../wallet/testing.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0' } });
});
afterAll(() => env.close());

// Addresses of the OFAC SDN list (the local copy the sandbox screens with).
const LISTED_BTC = 'bc1qsxf77cvwcd6jv6j8d8j3uhh4g0xqw4meswmwuc';
const LISTED_ETH = '0x098B716B8Aaf21512996dC57EB0615e2383E2f96';
const CLEAR_BTC = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

const customer = (holdings: Record<string, string>) => customerHolding(env.deps, holdings);

const withdraw = async (u: TestUser, payload: Record<string, unknown>, key = randomUUID()) =>
  // A retry under the same key brings the same confirmation (its payload says which).
  withdrawBtc(env, u.token, 'emailCode' in payload ? {} : await withdrawalProof(env, u), payload, key);

const casesOf = (u: TestUser) =>
  env.deps.db.selectFrom('screening_cases').selectAll().where('user_id', '=', u.id).execute();
const withdrawalsOf = (u: TestUser) =>
  env.deps.db.selectFrom('withdrawals').select('id').where('user_id', '=', u.id).execute();

describe('withdrawals are screened before anything is held', () => {
  it('refuses a listed destination as under review, opens one case, and moves nothing', async () => {
    const u = await customer({ BTC: '1' });
    const key = randomUUID();
    const proof = await withdrawalProof(env, u);
    for (let i = 0; i < 2; i += 1) {
      const res = await withdraw(u, { cryptoAddress: LISTED_BTC, ...proof }, key);
      expect(res.status).toBe(422);
      expect(res.answer).toMatchObject({ code: 'TRANSFER_UNDER_REVIEW', message: TRAVEL_RULE_MESSAGES.underReview });
      expect(JSON.stringify(res.answer)).not.toMatch(/sanction|OFAC|list/i);
    }
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(100_000_000n);
    expect(await withdrawalsOf(u)).toEqual([]);
    const cases = await casesOf(u);
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({ direction: 'withdrawal', address: LISTED_BTC, state: 'open', reference: key });
  });

  it('screens ERC-20 and Ethereum destinations in any letter case', async () => {
    const u = await customer({ USDT: '100' });
    const res = await withdraw(u, { cryptoAddress: LISTED_ETH.toLowerCase(), paymentRouteId: 6, amount: '50' });
    expect(res.answer).toMatchObject({ code: 'TRANSFER_UNDER_REVIEW' });
    expect((await getUserBalances(env.deps.db, u.id)).USDT).toBe(100_000_000n);
  });

  it('lets a clear destination through', async () => {
    const u = await customer({ BTC: '1' });
    const res = await withdraw(u, {});
    expect(res.status, JSON.stringify(res.answer)).toBe(200);
    expect(await casesOf(u)).toEqual([]);
  });

  it('answers 503 and holds nothing when the screening service cannot answer', async () => {
    const u = await customer({ BTC: '1' });
    const fake = fakeScreeningService();
    fake.failWith = 502;
    const providers = env.deps.providers as { screening: unknown };
    const local = providers.screening;
    providers.screening = screeningService({ url: fake.url, apiKey: fake.apiKey, timeoutMs: 500 }, fake.fetch);
    try {
      const res = await withdraw(u, {});
      expect(res.status).toBe(503);
      expect(await withdrawalsOf(u)).toEqual([]);
      expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(100_000_000n);
    } finally {
      providers.screening = local;
    }
  });
});

describe('deposits are screened before they are credited', () => {
  async function depositAddress(u: TestUser) {
    return await depositAddressFor(env, u.token);
  }

  it('freezes a deposit from a listed address, uncredited however often it is reported, and says only "under review"', async () => {
    const u = await customer({});
    const address = await depositAddress(u);
    const deposit = {
      routeId: 1,
      address,
      txid: `tx-${randomUUID()}`,
      outputIndex: 0,
      amount: 5_000_000n,
      from: LISTED_BTC,
    };
    expect(await creditObservedDeposit(env.deps, deposit)).toBe('frozen');
    expect(await creditObservedDeposit(env.deps, { ...deposit, from: undefined })).toBe('frozen');
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(0n);
    const cases = await casesOf(u);
    expect(cases).toMatchObject([{ direction: 'deposit', address: LISTED_BTC, amount: '5000000' }]);
    const mails = await env.deps.db.selectFrom('mail_outbox').selectAll().where('to', '=', u.email).execute();
    const text = JSON.stringify(mails);
    expect(text).toMatch(/under review/);
    expect(text).not.toMatch(/sanction|OFAC/i);
  });

  it('credits a deposit from a clear address, and one the faucet sends from a listed one is frozen', async () => {
    const u = await customer({});
    const address = await depositAddress(u);
    expect(
      await creditObservedDeposit(env.deps, {
        routeId: 1,
        address,
        txid: `tx-${randomUUID()}`,
        outputIndex: 0,
        amount: 1000n,
        from: CLEAR_BTC,
      }),
    ).toBe('credited');
    const res = await env.app.request('/sandbox/chain/deposit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address, amount: '0.5', senderAddress: LISTED_BTC }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(1000n);
    expect(await casesOf(u)).toHaveLength(1);

    // The faucet's page offers the sender too.
    const page = await (await env.app.request('/sandbox/chain')).text();
    expect(page).toContain('name="senderAddress"');
    const form = await env.app.request('/sandbox/chain/deposit-form', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ address, amount: '0.25', senderAddress: LISTED_BTC }).toString(),
    });
    expect(form.status).toBe(303);
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(1000n);
    expect(await casesOf(u)).toHaveLength(2);
  });
});
