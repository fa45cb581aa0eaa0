/**
 * Proof by test deposit (decision 307): on Tron, whose wallets cannot sign, a deposit of exactly
 * the challenge's amount from the address to the customer's own deposit address proves it, once;
 * anything else proves nothing, and a withdrawal above the threshold to the proven address goes through.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toUnits } from '../../../contract/money.js';
import { routeById } from '../../../contract/routes.js';
import { TRAVEL_RULE_MESSAGES as M } from '../../../contract/travel-rule.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, HIGHEST_WITHDRAWAL_LIMITS, type TestEnv } from '../../test/harness.js';
import { withdrawalProof } from '../accounts/testing.js';
import { getUserBalances } from '../ledger/index.js';
import { creditForTest } from '../ledger/testing.js';
import { creditObservedDeposit, depositAddressFor } from '../wallet/index.js';
import { hasProof } from './proofs.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0', ...HIGHEST_WITHDRAWAL_LIMITS } });
});
afterAll(() => env.close());

const TRON = 7;
const OWN = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const OTHER = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ownSelfHosted = { owner: 'self', wallet: 'self_hosted', providerId: null, kind: null, name: null };

async function customer() {
  const u = await createUser(env.deps, { kycStatus: 'approved', city: 'Sydney', address: '1 George St' });
  const depositAddress = await depositAddressFor(env.deps, u.id, routeById(TRON)!);
  return { u, depositAddress };
}

async function challenge(u: TestUser, address = OWN) {
  const res = await env.api.call(
    '/travel-rule/ownership-challenge',
    { paymentRouteId: TRON, address },
    { token: u.token },
  );
  expect(res.status, JSON.stringify(res.answer)).toBe(200);
  return (res.answer as any).data as {
    challengeId: string;
    scheme: string;
    message: string;
    testDeposit: { amount: string; currency: string; depositAddress: string };
  };
}

const deposit = (address: string, amount: string, from: string | null = OWN) =>
  creditObservedDeposit(env.deps, {
    routeId: TRON,
    address,
    txid: randomUUID().replaceAll('-', ''),
    outputIndex: 0,
    amount: toUnits(amount, 6),
    ...(from ? { from } : {}),
  });

const status = async (u: TestUser, address = OWN) =>
  (
    (await env.api.call('/travel-rule/ownership-status', { paymentRouteId: TRON, address }, { token: u.token }))
      .answer as any
  ).data as { proven: boolean };

describe('proof by test deposit', () => {
  it('names an exact amount and the own deposit address, and the deposit of it proves the address once', async () => {
    const { u, depositAddress } = await customer();
    const c = await challenge(u);
    expect(c.scheme).toBe('test_deposit');
    expect(c.testDeposit).toMatchObject({ currency: 'USDT', depositAddress });
    expect(c.testDeposit.amount).toMatch(/^1\.\d{1,6}$/);
    expect(c.message).toContain(c.testDeposit.amount);
    expect(await status(u)).toMatchObject({ proven: false });

    expect(await deposit(depositAddress, c.testDeposit.amount)).toBe('credited');
    expect(await hasProof(env.deps, u.id, TRON, OWN)).toBe(true);
    expect(await status(u)).toMatchObject({ proven: true });
    expect((await getUserBalances(env.deps.db, u.id)).USDT).toBe(toUnits(c.testDeposit.amount, 6));
    const proof = await env.deps.db.selectFrom('address_proofs').selectAll().where('user_id', '=', u.id).execute();
    expect(proof).toHaveLength(1);
    expect(proof[0]).toMatchObject({ scheme: 'test_deposit', message: c.message });

    // The challenge is used: a signature cannot answer it, and a second deposit proves nothing more.
    const signed = await env.api.call(
      '/travel-rule/ownership-proof',
      { challengeId: c.challengeId, signature: 'x' },
      { token: u.token },
    );
    expect((signed.answer as any).errors).toEqual({ challengeId: M.challengeExpired });
    const claimed = await env.deps.db
      .selectFrom('ownership_challenges')
      .select('used_at')
      .where('id', '=', c.challengeId)
      .executeTakeFirstOrThrow();
    expect(claimed.used_at).not.toBeNull();
  });

  it('answers the proof deposit itself as from the own self-hosted wallet: no question, no mail, no hold', async () => {
    const { u, depositAddress } = await customer();
    const c = await challenge(u);
    // Another deposit from the same wallet, not the proof, is asked about as any other.
    expect(await deposit(depositAddress, '2')).toBe('credited');
    expect(await deposit(depositAddress, c.testDeposit.amount)).toBe('credited');
    const records = await env.deps.db
      .selectFrom('transfer_records')
      .select(['amount', 'state', 'answered_at', 'answer_sealed'])
      .where('user_id', '=', u.id)
      .orderBy('created_at')
      .execute();
    const proofRecord = records.find((r) => r.amount === toUnits(c.testDeposit.amount, 6).toString());
    expect(proofRecord).toMatchObject({ state: 'answered' });
    expect(proofRecord?.answer_sealed).toMatch(/^v1\./);
    expect(records.filter((r) => r.state === 'information_needed')).toHaveLength(1);
    const origins = (
      (await env.api.call('/travel-rule/deposit-origins', {}, { token: u.token })).answer as any
    ).data.deposits.map((d: { amount: string }) => d.amount);
    expect(origins).toEqual(['2']);
    const mails = await env.deps.db.selectFrom('mail_outbox').select('subject').where('to', '=', u.email).execute();
    expect(mails.filter((m) => /who sent/i.test(m.subject))).toHaveLength(1);
    // The proof deposit can be withdrawn at once; the other one stays held until answered.
    const out = async (amount: string) =>
      env.api.call(
        '/exchange/create-withdrawal-action',
        {
          amount,
          cryptoAddress: OTHER,
          paymentRouteId: TRON,
          beneficiary: { ...ownSelfHosted },
          ...(await withdrawalProof(env, u)),
        },
        { token: u.token, idempotencyKey: randomUUID() },
      );
    expect((await out('2.5')).answer).toMatchObject({ code: 'WITHDRAWALS_HELD' });
    const res = await out(c.testDeposit.amount);
    expect(res.status, JSON.stringify(res.answer)).toBe(200);
  });

  it('refuses another amount, another sender, another customer, a late deposit and a replay', async () => {
    const { u, depositAddress } = await customer();
    const other = await customer();
    const c = await challenge(u);
    const wrong = c.testDeposit.amount === '1.5' ? '1.4' : '1.5';
    expect(await deposit(depositAddress, wrong)).toBe('credited');
    expect(await deposit(depositAddress, c.testDeposit.amount, OTHER)).toBe('credited');
    expect(await deposit(depositAddress, c.testDeposit.amount, null)).toBe('credited');
    // The right amount from the right address, but to another customer.
    expect(await deposit(other.depositAddress, c.testDeposit.amount)).toBe('credited');
    expect(await hasProof(env.deps, u.id, TRON, OWN)).toBe(false);
    expect(await hasProof(env.deps, other.u.id, TRON, OWN)).toBe(false);

    // Past its lifetime.
    await env.deps.db
      .updateTable('ownership_challenges')
      .set({ expires_at: new Date(env.deps.clock.now().getTime() - 1) })
      .where('id', '=', c.challengeId)
      .execute();
    expect(await deposit(depositAddress, c.testDeposit.amount)).toBe('credited');
    expect(await hasProof(env.deps, u.id, TRON, OWN)).toBe(false);

    // A deposit reported twice is credited once and proves nothing the second time.
    const fresh = await challenge(u);
    const txid = randomUUID().replaceAll('-', '');
    const seen = { routeId: TRON, address: depositAddress, txid, outputIndex: 0, from: OTHER };
    const amount = toUnits(fresh.testDeposit.amount, 6);
    expect(await creditObservedDeposit(env.deps, { ...seen, amount })).toBe('credited');
    expect(await creditObservedDeposit(env.deps, { ...seen, amount, from: OWN })).toBe('already_credited');
    expect(await hasProof(env.deps, u.id, TRON, OWN)).toBe(false);
  });

  it('asks for the deposit address to be opened first, and gives open challenges different amounts', async () => {
    const u = await createUser(env.deps, { kycStatus: 'approved', city: 'Sydney', address: '1 George St' });
    const res = await env.api.call(
      '/travel-rule/ownership-challenge',
      { paymentRouteId: TRON, address: OWN },
      { token: u.token },
    );
    expect(res.status).toBe(400);
    expect((res.answer as any).errors).toEqual({ paymentRouteId: M.noDepositAddress });
    const { u: v } = await customer();
    const amounts = new Set<string>();
    for (let i = 0; i < 5; i += 1) amounts.add((await challenge(v)).testDeposit.amount);
    expect(amounts.size).toBe(5);
  });

  it('lets a withdrawal above the threshold to the proven Tron address through', async () => {
    const { u, depositAddress } = await customer();
    await creditForTest(env.deps, u.id, 'USDT', '5000');
    const withdraw = async () =>
      env.api.call(
        '/exchange/create-withdrawal-action',
        {
          amount: '2000',
          cryptoAddress: OWN,
          paymentRouteId: TRON,
          beneficiary: ownSelfHosted,
          ...(await withdrawalProof(env, u)),
        },
        { token: u.token, idempotencyKey: randomUUID() },
      );
    expect((await withdraw()).answer).toMatchObject({ code: 'OWNERSHIP_PROOF_REQUIRED' });
    const c = await challenge(u);
    // Through the sandbox chain's faucet, as a customer trying it locally does.
    const sent = await env.app.request('/sandbox/chain/deposit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: depositAddress, amount: c.testDeposit.amount, senderAddress: OWN }),
    });
    expect(sent.status).toBe(200);
    await expect.poll(() => hasProof(env.deps, u.id, TRON, OWN)).toBe(true);
    const res = await withdraw();
    expect(res.status, JSON.stringify(res.answer)).toBe(200);
    expect((res.answer as any).data).toMatchObject({ status: 'pending', travel_rule: { state: 'recorded' } });
  });
});
