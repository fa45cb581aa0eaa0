/**
 * A deposit's origin is answered by the rule that reads a withdrawal's beneficiary (decision 368):
 * above the threshold, someone else's self-hosted wallet goes to compliance's review with its
 * case, and the hold stays until an officer releases it; an account at a provider names the
 * provider, from the directory or by its name. Each hostile answer keeps the hold: nothing leaves.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { CaseDetail } from '../../../contract/cases.js';
import { TEST_BENEFICIARY } from '../../test/beneficiary.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, HIGHEST_WITHDRAWAL_LIMITS, type TestEnv } from '../../test/harness.js';
import { setSandboxPrice } from '../../test/sandbox-market.js';
import { withdrawalProof } from '../accounts/testing.js';
import { getUserBalances } from '../ledger/index.js';
import { creditObservedDeposit } from '../wallet/index.js';
import { depositAddressFor } from '../wallet/testing.js';

const SELF_HOSTED = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const ELSEWHERE = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

let env: TestEnv;
let officer: TestUser;
beforeAll(async () => {
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0', ...HIGHEST_WITHDRAWAL_LIMITS } });
  officer = await createUser(env.deps, { role: 'compliance' });
});
afterAll(() => env.close());

const customer = () => createUser(env.deps, { kycStatus: 'approved', firstName: 'Ana', lastName: 'Pérez' });

async function deposit(u: TestUser, amount: bigint, from?: string) {
  const address = await depositAddressFor(env, u.token);
  await creditObservedDeposit(env.deps, {
    routeId: 1,
    address,
    txid: `tx-${randomUUID()}`,
    outputIndex: 0,
    amount,
    ...(from ? { from } : {}),
  });
  const list = await env.api.call(CALLS.depositOrigins, {}, { token: u.token });
  const [item] = (list.answer as { data: { deposits: { id: string }[] } }).data.deposits;
  return item!.id;
}

const answer = (u: TestUser, payload: Record<string, unknown>) =>
  env.api.call(CALLS.answerDepositOrigin, payload, { token: u.token });
const withdrawAll = async (u: TestUser, amount: string) =>
  env.api.call(
    CALLS.createWithdrawal,
    {
      amount,
      cryptoAddress: ELSEWHERE,
      paymentRouteId: 1,
      beneficiary: TEST_BENEFICIARY,
      ...(await withdrawalProof(env, u)),
    },
    { token: u.token, idempotencyKey: randomUUID() },
  );
const btc = async (u: TestUser) => (await getUserBalances(env.deps.db, u.id)).BTC;
const withdrawals = async (u: TestUser) =>
  (await env.deps.db.selectFrom('withdrawals').select('id').where('user_id', '=', u.id).execute()).length;
const record = async (id: string) =>
  (await env.deps.db.selectFrom('transfer_records').select('state').where('id', '=', id).executeTakeFirstOrThrow())
    .state;
const screeningCases = (u: TestUser) =>
  env.deps.db.selectFrom('screening_cases').selectAll().where('user_id', '=', u.id).execute();

/** The answer that a deposit came from Jane Roe's self-hosted wallet. */
const FROM_JANE_ROE = { owner: 'other', wallet: 'self_hosted', kind: 'person', name: 'Jane Roe' } as const;

describe("a deposit answered as from someone else's self-hosted wallet", () => {
  it('above the threshold goes to review with a case and stays held until compliance releases it', async () => {
    const u = await customer();
    const id = await deposit(u, 100_000_000n, SELF_HOSTED);
    const r = await answer(u, { depositId: id, ...FROM_JANE_ROE });
    expect(r.status, JSON.stringify(r.answer)).toBe(200);
    expect(r.answer).toMatchObject({ data: { id, state: 'review' } });
    expect(await record(id)).toBe('review');
    expect(await screeningCases(u)).toMatchObject([
      { direction: 'deposit', source: 'travel_rule:self_hosted_other', state: 'open', address: SELF_HOSTED },
    ]);
    // The coins cannot leave, and the answer cannot be given again to end the hold.
    const out = await withdrawAll(u, '0.5');
    expect(out.answer).toMatchObject({ code: 'WITHDRAWALS_HELD' });
    expect(await withdrawals(u)).toBe(0);
    expect(await btc(u)).toBe(100_000_000n);
    const again = await answer(u, { depositId: id, owner: 'self', wallet: 'provider', providerId: 'coinbase-eu' });
    expect(again.status).toBe(400);
    expect(await record(id)).toBe('review');

    // Compliance releases it: the hold ends, and the coins may go.
    const c = await env.deps.db
      .selectFrom('compliance_cases')
      .select('id')
      .where('customer_id', '=', u.id)
      .executeTakeFirstOrThrow();
    const detail = await env.api.call(CALLS.getCase, { caseId: c.id }, { token: officer.token });
    expect((detail.answer as { data: CaseDetail }).data.transfer).toMatchObject({ state: 'held', canReturn: false });
    const decided = await env.api.call(
      CALLS.decideCase,
      { caseId: c.id, decision: 'release', reason: 'sender identified from the documents' },
      { token: officer.token },
    );
    expect(decided.status, JSON.stringify(decided.answer)).toBe(200);
    expect(await record(id)).toBe('released');
    expect((await withdrawAll(u, '0.5')).status).toBe(200);
  });

  it('at or below the threshold is recorded and ends the hold, with no case', async () => {
    const u = await customer();
    const id = await deposit(u, 100_000n, SELF_HOSTED);
    const r = await answer(u, { depositId: id, ...FROM_JANE_ROE });
    expect(r.answer).toMatchObject({ data: { state: 'answered' } });
    expect(await screeningCases(u)).toEqual([]);
  });
});

describe("deposits linked by the sender's account (decision 344), as withdrawals are", () => {
  /** One sender's account, checksummed; the chain may report it in lower case. */
  const SENDER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

  /** Credits a deposit on `routeId` from `from` and answers its record's id. */
  async function depositOn(u: TestUser, coin: string, routeId: number, amount: bigint, from: string) {
    const address = await depositAddressFor(env, u.token, coin, routeId);
    const txid = `0x${randomUUID().replaceAll('-', '')}`;
    await creditObservedDeposit(env.deps, { routeId, address, txid, outputIndex: 0, amount, from });
    return env.deps.db
      .selectFrom('transfer_records')
      .select(['id', 'value_eur'])
      .where('user_id', '=', u.id)
      .where('txid', '=', txid)
      .executeTakeFirstOrThrow();
  }

  it('adds an ETH and a USDC deposit from one 0x account, spelled two ways, against the threshold', async () => {
    await setSandboxPrice(env, 'ETH', '700');
    await setSandboxPrice(env, 'USDC', '1');
    const u = await createUser(env.deps, {
      kycStatus: 'approved',
      currency: 'EUR',
      firstName: 'Ana',
      lastName: 'Pérez',
    });
    const first = await depositOn(u, 'ETH', 2, 10n ** 18n, SENDER.toLowerCase());
    env.deps.clock.advance(60_000);
    const second = await depositOn(u, 'USDC', 8, 700_000_000n, SENDER);
    // Each under EUR 1,000 alone; together over it.
    for (const r of [first, second]) expect(Number(r.value_eur)).toBeLessThan(1000);
    expect(Number(first.value_eur) + Number(second.value_eur)).toBeGreaterThan(1000);
    const r = await answer(u, { depositId: second.id, ...FROM_JANE_ROE });
    expect(r.status, JSON.stringify(r.answer)).toBe(200);
    expect(r.answer).toMatchObject({ data: { id: second.id, state: 'review' } });
    expect(await screeningCases(u)).toMatchObject([{ direction: 'deposit', source: 'travel_rule:self_hosted_other' }]);
  });
});

describe('a deposit answered as from an account at a provider', () => {
  it('needs the provider, from the directory or named; without one the hold stays', async () => {
    const u = await customer();
    const id = await deposit(u, 2_000_000n);
    const base = { depositId: id, owner: 'self', wallet: 'provider' };
    for (const bad of [
      base,
      { ...base, providerId: '' },
      { ...base, providerName: '   ' },
      { ...base, providerId: 'no-such-provider' },
      { ...base, providerName: 'x'.repeat(101) },
      { ...base, providerName: 'Exchange\u0000' },
    ]) {
      const r = await answer(u, bad);
      expect(r.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect(await record(id)).toBe('information_needed');
    expect((await withdrawAll(u, '0.01')).answer).toMatchObject({ code: 'WITHDRAWALS_HELD' });
    expect(await btc(u)).toBe(2_000_000n);

    const named = await answer(u, { ...base, providerName: 'Small Exchange OÜ' });
    expect(named.status, JSON.stringify(named.answer)).toBe(200);
    expect(await record(id)).toBe('answered');
  });

  it('takes a provider from the directory', async () => {
    const u = await customer();
    const id = await deposit(u, 2_000_000n);
    const r = await answer(u, { depositId: id, owner: 'self', wallet: 'provider', providerId: 'coinbase-eu' });
    expect(r.status, JSON.stringify(r.answer)).toBe(200);
  });
});
