/**
 * The Travel Rule in withdrawals (decisions 256 and 272): who receives it is asked (or read from
 * the saved address), the payload goes to the receiving provider and its answer decides, an own
 * self-hosted address above the threshold needs a proof, someone else's is held for review; and
 * whatever the client sends, a refused request moves nothing.
 */
import { randomUUID } from 'node:crypto';
import { Signer } from 'bip322-js';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAVEL_RULE_MESSAGES as M, TRAVEL_RULE_FAILURES } from '../../../contract/travel-rule.js';
import { openCaseNames } from '../../lib/sealed-identity.js';
import type { Providers } from '../../providers/index.js';
import type { TestUser } from '../../test/factories.js';
import { createTestEnv, HIGHEST_WITHDRAWAL_LIMITS, type TestEnv } from '../../test/harness.js';
import { setSandboxPrice } from '../../test/sandbox-market.js';
import { passkeyProofs, withdrawalProof } from '../accounts/testing.js';
import { insertUsableAddress } from '../addressbook/testing.js';
import { getUserBalances } from '../ledger/index.js';
import { customerHolding } from '../ledger/testing.js';
import { processPendingWithdrawals } from '../wallet/index.js';

let env: TestEnv;
let inquiries: unknown[] = [];
beforeAll(async () => {
  env = await createTestEnv({
    env: { MARKET_VOLATILITY_BPS: '0', TRAVEL_RULE_ANSWER_SECONDS: '60', ...HIGHEST_WITHDRAWAL_LIMITS },
    providers: (base: Providers) => {
      const real = base.travelrule;
      return {
        travelrule: {
          kind: real.kind,
          inquire: async (i) => {
            inquiries.push(i);
            return real.inquire(i);
          },
        },
      };
    },
  });
  // ETH held at USD 1,000: 1 ETH is worth well above AUD 1,000, 0.4 ETH well below.
  await setSandboxPrice(env, 'ETH', '1000');
});
afterAll(() => env.close());

// Well-known test keys (never fund them): Anvil's first account and the private key 1.
const evm = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const BTC_WIF = 'KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn';
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const OTHER_EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ETH_ROUTE = 2;

const toProvider = (name: string) => ({
  owner: 'other',
  wallet: 'provider',
  providerId: 'sandbox-vasp',
  kind: 'person',
  name,
});
const ownSelfHosted = { owner: 'self', wallet: 'self_hosted', providerId: null, kind: null, name: null };
const othersSelfHosted = { owner: 'other', wallet: 'self_hosted', providerId: null, kind: 'person', name: 'Ana Pérez' };

const customer = (holdings: Record<string, string> = { ETH: '10' }) =>
  customerHolding(env.deps, holdings, { city: 'Sydney', address: '1 George St' });

const withdraw = async (u: TestUser, payload: Record<string, unknown>, key = randomUUID()) =>
  env.api.call(
    '/exchange/create-withdrawal-action',
    {
      amount: '0.1',
      cryptoAddress: OTHER_EVM,
      paymentRouteId: ETH_ROUTE,
      ...(await withdrawalProof(env, u)),
      ...payload,
    },
    { token: u.token, idempotencyKey: key },
  );

const eth = async (u: TestUser) => (await getUserBalances(env.deps.db, u.id)).ETH;
const withdrawalsOf = (u: TestUser) =>
  env.deps.db.selectFrom('withdrawals').selectAll().where('user_id', '=', u.id).orderBy('created_at').execute();
const casesOf = (u: TestUser) =>
  env.deps.db.selectFrom('screening_cases').selectAll().where('user_id', '=', u.id).execute();
/** A case's names as the officer reads them: sealed at rest (decision 335). */
const namesOf = async (u: TestUser) => {
  const c = (await casesOf(u))[0];
  return c ? openCaseNames(env.deps.secrets.data, c, c.names) : undefined;
};
const kindsOf = async (u: TestUser) =>
  (await env.deps.db.selectFrom('compliance_cases').select('kind').where('customer_id', '=', u.id).execute()).map(
    (c) => c.kind,
  );
const data = (res: { answer: unknown }) => (res.answer as any).data;
const errors = (res: { answer: unknown }) => (res.answer as any).errors;

async function prove(u: TestUser, routeId: number, address: string, sign: (m: string) => Promise<string> | string) {
  const c = await env.api.call(
    '/travel-rule/ownership-challenge',
    { paymentRouteId: routeId, address },
    { token: u.token },
  );
  const { challengeId, message } = data(c);
  const res = await env.api.call(
    '/travel-rule/ownership-proof',
    { challengeId, signature: await sign(message) },
    { token: u.token },
  );
  expect(res.status, JSON.stringify(res.answer)).toBe(200);
}

describe('who receives a withdrawal', () => {
  it('refuses a withdrawal without the answers, or with bad ones, and moves nothing', async () => {
    const u = await customer();
    const bad: [unknown, string][] = [
      [undefined, 'beneficiary'],
      ['self', 'beneficiary'],
      [{ owner: 'me', wallet: 'provider' }, 'beneficiary'],
      [{ ...toProvider('Ana Pérez'), providerId: 'no-such-exchange' }, 'beneficiary.providerId'],
      [{ ...toProvider('Ana Pérez'), providerId: undefined }, 'beneficiary.providerId'],
      [{ ...toProvider('Ana Pérez'), providerId: { $ne: 1 } }, 'beneficiary.providerId'],
      [{ ...toProvider(''), name: undefined }, 'beneficiary.name'],
      [toProvider('A'.repeat(101)), 'beneficiary.name'],
      [toProvider('=cmd|calc'), 'beneficiary.name'],
      // Control characters are refused by the outer bounds, under the field itself.
      [toProvider('Ana\u0000Pérez'), 'beneficiary'],
      [{ ...toProvider('Ana Pérez'), kind: 'robot' }, 'beneficiary.kind'],
    ];
    for (const [beneficiary, field] of bad) {
      const res = await withdraw(u, { beneficiary });
      expect(res.status, JSON.stringify(beneficiary)).toBe(400);
      expect((res.answer as any).code).toBe('VALIDATION');
      expect(Object.keys(errors(res))).toContain(field);
    }
    const huge = await withdraw(u, { beneficiary: toProvider('x'.repeat(100_000)) });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    expect(await eth(u)).toBe(10n * 10n ** 18n);
    expect(await withdrawalsOf(u)).toEqual([]);
  });

  it('keeps the answers with the saved address, which then asks nothing again', async () => {
    const u = await customer();
    await insertUsableAddress(env.deps, u.id, ETH_ROUTE, OTHER_EVM, 'Ana');
    const first = await withdraw(u, { beneficiary: toProvider('Ana Pérez') });
    expect(first.status, JSON.stringify(first.answer)).toBe(200);
    const book = await env.api.call('/users/get-address-book', {}, { token: u.token });
    expect(data(book).addresses[0].beneficiary).toEqual(toProvider('Ana Pérez'));
    const again = await withdraw(u, {});
    expect(again.status, JSON.stringify(again.answer)).toBe(200);
    expect(data(again).travel_rule).toEqual({ state: 'accepted' });
    // An address not saved asks every time.
    const unsaved = await withdraw(u, { cryptoAddress: evm.address });
    expect(unsaved.status).toBe(400);
    expect(errors(unsaved)).toEqual({ beneficiary: M.answersRequired });
  });
});

describe('to another provider', () => {
  it('sends the validated IVMS101 payload; accepted, the withdrawal goes to the chain', async () => {
    const u = await customer();
    inquiries = [];
    const res = await withdraw(u, { beneficiary: toProvider('Ana Pérez') });
    expect(res.status, JSON.stringify(res.answer)).toBe(200);
    expect(data(res)).toMatchObject({ status: 'pending', travel_rule: { state: 'accepted' } });
    const sent = inquiries[0] as any;
    expect(sent.ivms101.beneficiary.beneficiaryPerson[0].naturalPerson.name.nameIdentifier[0].primaryIdentifier).toBe(
      'Ana Pérez',
    );
    expect(sent.ivms101.beneficiaryVASP.legalPerson.name.nameIdentifier[0].legalPersonName).toBe(
      'CoinVault Sandbox Counterparty',
    );
    expect(sent.ivms101.originator.originatorPerson[0].naturalPerson.geographicAddress[0].townName).toBe('Sydney');
    expect(sent.amountUnits).toBe(10n ** 17n);
    await processPendingWithdrawals(env.deps);
    env.deps.clock.advance(3_000);
    await processPendingWithdrawals(env.deps);
    expect((await withdrawalsOf(u))[0]?.state).toBe('sent');
  });

  it('refused, the withdrawal fails at once and the funds return, with the reason in customer words', async () => {
    const u = await customer();
    const res = await withdraw(u, { beneficiary: toProvider('Ana Refuse') });
    expect(res.status, JSON.stringify(res.answer)).toBe(200);
    expect(data(res)).toMatchObject({ status: 'failed', travel_rule: { state: 'refused' } });
    const [w] = await withdrawalsOf(u);
    expect(w).toMatchObject({ state: 'failed', failure_reason: TRAVEL_RULE_FAILURES.refused });
    expect(w?.travel_rule_reason).toBe('The beneficiary is not a customer of this provider.');
    expect(await eth(u)).toBe(10n * 10n ** 18n);
    const status = await env.api.call('/travel-rule/withdrawal-status', { withdrawalId: w?.id }, { token: u.token });
    expect(data(status)).toEqual({ withdrawalId: w?.id, status: 'failed', travelRule: { state: 'refused' } });
    // Compliance has a case for it, once, with the provider's reason.
    await processPendingWithdrawals(env.deps);
    expect(await casesOf(u)).toMatchObject([
      {
        direction: 'withdrawal',
        source: 'travel_rule:refused',
        reference: w?.idempotency_key,
        keep_until: expect.any(Date),
      },
    ]);
    expect(await namesOf(u)).toEqual([w?.travel_rule_reason]);
    expect(await kindsOf(u)).toEqual(['travel_rule_refused']);
  });

  it('unanswered, it never reaches the chain and fails when the answer time runs out', async () => {
    const u = await customer();
    const res = await withdraw(u, { beneficiary: toProvider('Ana Silent') });
    expect(data(res)).toMatchObject({ status: 'pending', travel_rule: { state: 'waiting' } });
    expect(await eth(u)).toBe(10n * 10n ** 18n - 10n ** 17n);
    await processPendingWithdrawals(env.deps);
    expect((await withdrawalsOf(u))[0]).toMatchObject({ state: 'pending', travel_rule_state: 'waiting' });
    env.deps.clock.advance(61_000);
    await processPendingWithdrawals(env.deps);
    const [w] = await withdrawalsOf(u);
    expect(w).toMatchObject({
      state: 'failed',
      travel_rule_state: 'timed_out',
      failure_reason: TRAVEL_RULE_FAILURES.timedOut,
    });
    expect(await eth(u)).toBe(10n * 10n ** 18n);
    await processPendingWithdrawals(env.deps);
    expect(await casesOf(u)).toMatchObject([{ source: 'travel_rule:timed_out' }]);
    expect(await namesOf(u)).toEqual([]);
    expect(await kindsOf(u)).toEqual(['travel_rule_timed_out']);
    // Another customer learns nothing of it.
    const other = await customer();
    const peek = await env.api.call('/travel-rule/withdrawal-status', { withdrawalId: w?.id }, { token: other.token });
    expect(peek.status).toBe(404);
  });

  it('holds a withdrawal to a provider not listed for compliance review', async () => {
    const u = await customer();
    const res = await withdraw(u, { beneficiary: { ...toProvider('Ana Pérez'), providerId: null } });
    expect(data(res)).toMatchObject({ status: 'pending', travel_rule: { state: 'review' } });
    const cases = await casesOf(u);
    expect(cases).toMatchObject([{ source: 'travel_rule:provider_unreachable', keep_until: expect.any(Date) }]);
  });
});

describe('self-hosted wallets above the threshold', () => {
  it("needs a proof for the customer's own address; without it nothing moves and the code is not spent", async () => {
    const u = await customer();
    const res = await withdraw(u, { amount: '2', cryptoAddress: evm.address, beneficiary: ownSelfHosted });
    expect(res.status).toBe(422);
    expect(res.answer).toMatchObject({ code: 'OWNERSHIP_PROOF_REQUIRED', message: M.proofRequired });
    expect(await eth(u)).toBe(10n * 10n ** 18n);
    expect(await withdrawalsOf(u)).toEqual([]);
    // Below the threshold the data is recorded only.
    const small = await withdraw(u, { amount: '0.4', cryptoAddress: evm.address, beneficiary: ownSelfHosted });
    expect(data(small)).toMatchObject({ status: 'pending', travel_rule: { state: 'recorded' } });
  });

  it('counts withdrawals to the same address within 24 hours together', async () => {
    const u = await customer();
    const first = await withdraw(u, { amount: '0.4', cryptoAddress: evm.address, beneficiary: ownSelfHosted });
    expect(data(first).travel_rule).toEqual({ state: 'recorded' });
    const second = await withdraw(u, {
      amount: '0.4',
      cryptoAddress: evm.address.toLowerCase(),
      beneficiary: ownSelfHosted,
    });
    expect(second.answer).toMatchObject({ code: 'OWNERSHIP_PROOF_REQUIRED' });
    expect(await withdrawalsOf(u)).toHaveLength(1);
  });

  it('lets parallel withdrawals past the threshold together only with a proof', async () => {
    const u = await customer();
    // Each confirmed by the customer, each with its own passkey answer.
    const proofs = await passkeyProofs(env, u, 3);
    const results = await Promise.all(
      proofs.map((proof) =>
        withdraw(u, { amount: '0.6', cryptoAddress: evm.address, beneficiary: ownSelfHosted, ...proof }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => (r.answer as any).code === 'OWNERSHIP_PROOF_REQUIRED')).toHaveLength(2);
    expect(await eth(u)).toBe(10n * 10n ** 18n - 6n * 10n ** 17n);
  });

  it('goes through with an EIP-191 or BIP-322 proof of the address', async () => {
    const u = await customer({ ETH: '10', BTC: '1' });
    await prove(u, ETH_ROUTE, evm.address, (message) => evm.signMessage({ message }));
    const res = await withdraw(u, { amount: '2', cryptoAddress: evm.address, beneficiary: ownSelfHosted });
    expect(data(res)).toMatchObject({ status: 'pending', travel_rule: { state: 'recorded' } });

    await prove(u, 1, BTC_ADDRESS, (message) => Signer.sign(BTC_WIF, BTC_ADDRESS, message) as string);
    const btc = await withdraw(u, {
      amount: '0.9',
      cryptoAddress: BTC_ADDRESS,
      paymentRouteId: 1,
      beneficiary: ownSelfHosted,
    });
    expect(data(btc)).toMatchObject({ status: 'pending', travel_rule: { state: 'recorded' } });
  });

  it("never counts another customer's proof, nor a proof of another address", async () => {
    const owner = await customer();
    await prove(owner, ETH_ROUTE, evm.address, (message) => evm.signMessage({ message }));
    const u = await customer();
    const res = await withdraw(u, { amount: '2', cryptoAddress: evm.address, beneficiary: ownSelfHosted });
    expect(res.answer).toMatchObject({ code: 'OWNERSHIP_PROOF_REQUIRED' });
    const elsewhere = await withdraw(owner, { amount: '2', cryptoAddress: OTHER_EVM, beneficiary: ownSelfHosted });
    expect(elsewhere.answer).toMatchObject({ code: 'OWNERSHIP_PROOF_REQUIRED' });
    expect(await eth(u)).toBe(10n * 10n ** 18n);
  });

  it("holds a withdrawal to someone else's self-hosted wallet for compliance review, off the chain", async () => {
    const u = await customer();
    const res = await withdraw(u, { amount: '2', beneficiary: othersSelfHosted });
    expect(data(res)).toMatchObject({ status: 'pending', travel_rule: { state: 'review' } });
    expect(await eth(u)).toBe(8n * 10n ** 18n);
    const cases = await casesOf(u);
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({ direction: 'withdrawal', source: 'travel_rule:self_hosted_other', state: 'open' });
    // Kept five years from the case, as every Travel Rule and screening record (decision 275).
    const fiveYearsOn = new Date(cases[0]?.created_at as Date);
    fiveYearsOn.setUTCFullYear(fiveYearsOn.getUTCFullYear() + 5);
    expect(new Date(cases[0]?.keep_until as Date)).toEqual(fiveYearsOn);
    await processPendingWithdrawals(env.deps);
    env.deps.clock.advance(3_000);
    await processPendingWithdrawals(env.deps);
    expect((await withdrawalsOf(u))[0]).toMatchObject({ state: 'pending', travel_rule_state: 'review' });
    // Below the threshold the data is recorded only.
    const small = await withdraw(u, { amount: '0.1', cryptoAddress: evm.address, beneficiary: othersSelfHosted });
    expect(data(small).travel_rule).toEqual({ state: 'recorded' });
  });
});
