import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterpartyPayload, SANDBOX_VASP_ID } from '../../providers/travelrule/index.js';
import { TEST_BENEFICIARY } from '../../test/beneficiary.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { withdrawalProof } from '../accounts/testing.js';
import { getUserBalances } from '../ledger/index.js';
import { creditForTest } from '../ledger/testing.js';
import { creditObservedDeposit } from '../wallet/index.js';
import { depositAddressFor } from '../wallet/testing.js';
import { observedBtcDeposit } from './testing.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0' } });
});
afterAll(() => env.close());

const SELF_HOSTED = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

async function customer(o: { firstName?: string; lastName?: string } = {}) {
  return createUser(env.deps, { kycStatus: 'approved', firstName: 'José María', lastName: 'García', ...o });
}

async function depositAddress(u: TestUser) {
  return await depositAddressFor(env, u.token);
}

async function deposit(
  u: TestUser,
  o: { amount?: bigint; beneficiary?: string; payload?: unknown; from?: string } = {},
) {
  const d = observedBtcDeposit(await depositAddress(u), o);
  return { d, outcome: await creditObservedDeposit(env.deps, d) };
}

const records = (u: TestUser) =>
  env.deps.db.selectFrom('transfer_records').selectAll().where('user_id', '=', u.id).execute();
const cases = (u: TestUser) =>
  env.deps.db.selectFrom('screening_cases').selectAll().where('user_id', '=', u.id).execute();
const mails = async (u: TestUser) =>
  JSON.stringify(await env.deps.db.selectFrom('mail_outbox').selectAll().where('to', '=', u.email).execute());
const btc = async (u: TestUser) => (await getUserBalances(env.deps.db, u.id)).BTC;
const movements = async (u: TestUser) =>
  (await env.deps.db.selectFrom('ledger_movements').select('id').where('user_id', '=', u.id).execute()).length;
const withdraw = async (u: TestUser, amount: string) =>
  env.api.call(
    '/exchange/create-withdrawal-action',
    {
      amount,
      cryptoAddress: SELF_HOSTED,
      paymentRouteId: 1,
      beneficiary: TEST_BENEFICIARY,
      ...(await withdrawalProof(env, u)),
    },
    { token: u.token, idempotencyKey: randomUUID() },
  );
const origins = async (u: TestUser) =>
  ((await env.api.call('/travel-rule/deposit-origins', {}, { token: u.token })).answer as any).data.deposits as any[];
const answer = (u: TestUser, payload: Record<string, unknown>) =>
  env.api.call('/travel-rule/answer-deposit-origin', payload, { token: u.token });

describe('a deposit with Travel Rule information', () => {
  it('is credited when the beneficiary is the customer, in another order, case and without accents', async () => {
    const u = await customer();
    const { outcome } = await deposit(u, { beneficiary: 'GARCIA Jose-Maria' });
    expect(outcome).toBe('credited');
    expect(await btc(u)).toBe(5_000_000n);
    const [r] = await records(u);
    expect(r).toMatchObject({ state: 'matched', provider: 'CoinVault Sandbox Counterparty Ltd' });
    // The identity fields are sealed at rest: the names are nowhere in the row.
    expect(JSON.stringify(r)).not.toMatch(/Erika|Mustermann|GARCIA/);
    expect(r?.payload_sealed).toMatch(/^v1\./);
    expect(await origins(u)).toEqual([]);
  });

  it('holds a deposit naming someone else, uncredited, with a case, saying only "under review"', async () => {
    const u = await customer();
    const { d, outcome } = await deposit(u, { beneficiary: 'Jose Garcia' });
    expect(outcome).toBe('frozen');
    // Reported again, it stays held and is never credited.
    expect(await creditObservedDeposit(env.deps, d)).toBe('frozen');
    expect(await btc(u)).toBe(0n);
    expect(await cases(u)).toMatchObject([{ direction: 'deposit', source: 'travel_rule', state: 'open' }]);
    expect((await records(u)).map((r) => r.state)).toEqual(['held']);
    const text = await mails(u);
    expect(text).toMatch(/under review/);
    expect(text).not.toMatch(/Travel Rule|beneficiary|match|sanction/i);
  });

  it('holds a deposit whose payload is not valid or carries a huge field', async () => {
    const u = await customer();
    const address = await depositAddress(u);
    const huge = counterpartyPayload('Erika Mustermann', 'x'.repeat(5000), address, '');
    expect((await deposit(u, { payload: huge })).outcome).toBe('frozen');
    expect((await deposit(u, { payload: { originator: 'nonsense' } })).outcome).toBe('frozen');
    expect(await btc(u)).toBe(0n);
    expect(await cases(u)).toHaveLength(2);
  });
});

describe('a deposit without Travel Rule information', () => {
  it('is credited, asks the customer, and holds the amount from withdrawal until answered', async () => {
    const u = await customer();
    await creditForTest(env.deps, u.id, 'BTC', '0.1');
    await deposit(u, { amount: 500_000n });
    expect(await btc(u)).toBe(10_500_000n);
    const [item] = await origins(u);
    expect(item).toMatchObject({ currency: 'BTC', amount: '0.005', fromAddress: null, proofNeeded: false });
    expect(await mails(u)).toMatch(/who sent your deposit/i);
    // What is not held can go; what is held cannot.
    const over = await withdraw(u, '0.101');
    expect(over.status).toBe(422);
    expect(over.answer).toMatchObject({ code: 'WITHDRAWALS_HELD' });
    expect(await btc(u)).toBe(10_500_000n);
    expect((await withdraw(u, '0.1')).status).toBe(200);
  });

  it('refuses a withdrawal of another coin once the held coins were swapped away', async () => {
    const u = await customer();
    await deposit(u, { amount: 5_000_000n });
    // As a swap would: the held BTC leaves the account, ETH arrives.
    await creditForTest(env.deps, u.id, 'ETH', '1');
    await env.deps.db.updateTable('transfer_records').set({ amount: '6000000' }).where('user_id', '=', u.id).execute();
    const res = await env.api.call(
      '/exchange/create-withdrawal-action',
      {
        amount: '0.5',
        cryptoAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
        paymentRouteId: 2,
        beneficiary: TEST_BENEFICIARY,
        ...(await withdrawalProof(env, u)),
      },
      { token: u.token, idempotencyKey: randomUUID() },
    );
    expect(res.answer).toMatchObject({ code: 'WITHDRAWALS_HELD' });
  });

  it('takes one answer: parallel answers and replays find it answered, and nothing moves', async () => {
    const u = await customer();
    await deposit(u, { amount: 5_000_000n });
    const [item] = await origins(u);
    const before = await movements(u);
    const body = {
      depositId: item.id,
      owner: 'other',
      wallet: 'provider',
      providerId: SANDBOX_VASP_ID,
      kind: 'person',
      name: 'Ana Pérez',
    };
    const results = await Promise.all([1, 2, 3, 4].map(() => answer(u, body)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
    expect((await answer(u, body)).status).toBe(400);
    expect(await origins(u)).toEqual([]);
    expect(await btc(u)).toBe(5_000_000n);
    expect(await movements(u)).toBe(before);
    const [r] = await records(u);
    expect(r?.state).toBe('answered');
    expect(r?.answer_sealed).toMatch(/^v1\./);
    expect(JSON.stringify(r)).not.toContain('Pérez');
    expect((await withdraw(u, '0.05')).status).toBe(200);
  });

  it("refuses an answer for another customer's deposit, and never lists it", async () => {
    const owner = await customer();
    const other = await customer();
    await deposit(owner, {});
    const [item] = await origins(owner);
    expect(await origins(other)).toEqual([]);
    const res = await answer(other, { depositId: item.id, owner: 'self', wallet: 'self_hosted' });
    expect(res.status).toBe(400);
    expect(await origins(owner)).toHaveLength(1);
  });

  it('refuses bad answers with a 4xx and keeps the hold', async () => {
    const u = await customer();
    await deposit(u, {});
    const [item] = await origins(u);
    const base = { depositId: item.id, owner: 'other', wallet: 'self_hosted', kind: 'person' };
    for (const bad of [
      { ...base, name: 'x'.repeat(5000) },
      { ...base, name: 'Ana\u0000Pérez' },
      { ...base, name: '' },
      { ...base, name: 'R2-D2 <script>' },
      { ...base, kind: 'robot', name: 'Ana Pérez' },
      { ...base, owner: 'nobody', name: 'Ana Pérez' },
      { ...base, wallet: 'provider', providerId: 'no-such-provider', name: 'Ana Pérez' },
      { ...base, depositId: 'not-an-id', name: 'Ana Pérez' },
      { ...base, depositId: randomUUID(), name: 'Ana Pérez' },
    ]) {
      const res = await answer(u, bad);
      expect(res.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect(await origins(u)).toHaveLength(1);
  });

  it("above the threshold from the customer's own self-hosted wallet, asks for the proof of control", async () => {
    const u = await customer();
    await deposit(u, { amount: 100_000_000n, from: SELF_HOSTED });
    const [item] = await origins(u);
    expect(item).toMatchObject({ proofNeeded: true, fromAddress: SELF_HOSTED });
    const body = { depositId: item.id, owner: 'self', wallet: 'self_hosted' };
    const refused = await answer(u, body);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.answer)).toMatch(/sign the message/);
    // Another customer's proof of the same address does not count.
    const other = await customer();
    const proof = {
      route_id: 1,
      address: SELF_HOSTED,
      scheme: 'bip322',
      message: 'm',
      signature: 's',
      public_key: null,
      proven_at: new Date(),
    };
    await env.deps.db
      .insertInto('address_proofs')
      .values({ ...proof, user_id: other.id })
      .execute();
    expect((await answer(u, body)).status).toBe(400);
    expect((await origins(u))[0].proofNeeded).toBe(true);
    await env.deps.db
      .insertInto('address_proofs')
      .values({ ...proof, user_id: u.id })
      .execute();
    // Proven once: the screen no longer asks for it.
    expect((await origins(u))[0].proofNeeded).toBe(false);
    expect((await answer(u, body)).status).toBe(200);
  });
});

describe('the sandbox counterparty sends a deposit', () => {
  it('with its payload from its page, through the TRP inquiry first, judged as any other', async () => {
    const u = await customer({ firstName: 'Ana', lastName: 'Pérez' });
    const address = await depositAddress(u);
    const send = (beneficiaryName: string, amount = '0.01') =>
      env.app.request('/sandbox/travel-rule/deposit', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ address, amount, beneficiaryName, originatorName: 'Erika Mustermann' }).toString(),
      });
    const notice = (res: Response) => decodeURIComponent(res.headers.get('location') ?? '');
    const inquiries = () =>
      env.deps.db
        .selectFrom('trp_inquiries')
        .select(['provider_id', 'outcome', 'amount', 'deposit_ref'])
        .where('user_id', '=', u.id)
        .orderBy('received_at')
        .execute();
    const approved = await send('perez ana');
    expect(approved.status).toBe(303);
    expect(notice(approved)).toContain('The wallet approved the inquiry');
    expect(await btc(u)).toBe(1_000_000n);
    const refused = await send('Somebody Else');
    expect(notice(refused)).toContain('The wallet refused the inquiry');
    expect(await btc(u)).toBe(1_000_000n);
    expect((await records(u)).map((r) => r.state).sort()).toEqual(['held', 'matched']);
    // Each deposit came after its inquiry, which it claimed: the payload travelled over TRP.
    const asked = await inquiries();
    expect(asked.map((i) => [i.provider_id, i.outcome, i.amount])).toEqual([
      ['sandbox-vasp', 'approved', '1000000'],
      ['sandbox-vasp', 'rejected', '1000000'],
    ]);
    expect(asked.every((i) => i.deposit_ref !== null)).toBe(true);
    const tooLong = await send('x'.repeat(101));
    expect(tooLong.headers.get('location')).toMatch(/error=/);
    // An address that is not ours: no inquiry kept, the deposit's own refusal shown.
    const notOurs = await env.app.request('/sandbox/travel-rule/deposit', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        address: 'bc1qnotoursxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
        amount: '0.01',
        beneficiaryName: 'Ana Perez',
        originatorName: 'Erika Mustermann',
      }).toString(),
    });
    expect(notice(notOurs)).toMatch(/error=Not a deposit address/);
    expect(await inquiries()).toHaveLength(2);
    const page = await (await env.app.request('/sandbox/travel-rule/')).text();
    expect(page).toContain('action="/sandbox/travel-rule/deposit"');
  });
});

describe('a transfer record for an authority', () => {
  it('exports as IVMS101 JSON and PDF to compliance only', async () => {
    const u = await customer();
    await deposit(u, { beneficiary: 'José María García' });
    const [r] = await records(u);
    const officer = await createUser(env.deps, { role: 'compliance' });
    const res = await env.api.call('/admin/travel-rule/export-record', { recordId: r?.id }, { token: officer.token });
    expect(res.status, JSON.stringify(res.answer)).toBe(200);
    const data = (res.answer as any).data;
    const json = JSON.parse(Buffer.from(data.json.content, 'base64').toString('utf8'));
    expect(json.IVMS101.originator.originatorPerson[0].naturalPerson.name.nameIdentifier[0].primaryIdentifier).toBe(
      'Erika Mustermann',
    );
    expect(json.transfer).toMatchObject({ state: 'matched', asset: 'BTC', amount: '0.05' });
    expect(
      new Date(json.transfer.keepUntil).getUTCFullYear() - new Date(json.transfer.createdAt).getUTCFullYear(),
    ).toBe(5);
    expect(Buffer.from(data.pdf.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    for (const token of [u.token, (await customer()).token]) {
      const refused = await env.api.call('/admin/travel-rule/export-record', { recordId: r?.id }, { token });
      expect(refused.status).toBe(403);
    }
    const audit = await env.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'travel_rule.export')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it("exports an answered deposit from the customer's answer", async () => {
    const u = await customer();
    await deposit(u, {});
    const [item] = await origins(u);
    await answer(u, {
      depositId: item.id,
      owner: 'other',
      wallet: 'self_hosted',
      kind: 'business',
      name: 'Acme Trading Ltd',
    });
    const officer = await createUser(env.deps, { role: 'compliance' });
    const res = await env.api.call('/admin/travel-rule/export-record', { recordId: item.id }, { token: officer.token });
    const json = JSON.parse(Buffer.from((res.answer as any).data.json.content, 'base64').toString('utf8'));
    expect(json.IVMS101.originator.originatorPerson[0].legalPerson.name.nameIdentifier[0].legalPersonName).toBe(
      'Acme Trading Ltd',
    );
    expect(json.transfer.informationSource).toBe("customer's answer");
  });
});
