/**
 * The customer page's records (decisions 325 and 326): the identity provider's history without
 * its applicant id, cash beside coin balances, and the transactions with amount, asset and
 * status, filtered and paged on the server, every bad filter refused as VALIDATION.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { CustomerPage, DeskTransactionPage } from '../../../contract/desk.js';
import { createBankPayee, createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { postForTest } from '../ledger/testing.js';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const APPLICANT = 'applicant-7f3e9d1c-do-not-show';

let env: TestEnv;
let customer: TestUser;
let support: TestUser;

const post = (spec: Parameters<typeof postForTest>[1]) => postForTest(env.deps, spec);

const inFlight = { house: 'withdrawals_in_flight', currency: 'BTC' } as const;

/** A coin withdrawal's hold, pending, or failed and given back, as settlement leaves it. */
async function withdrawal(btcUnits: bigint, state: 'pending' | 'failed', at: Date): Promise<void> {
  const own = { userId: customer.id, currency: 'BTC' } as const;
  const hold = await post({
    kind: 'withdrawal_hold',
    userId: customer.id,
    at,
    transfers: [{ from: own, to: inFlight, amount: btcUnits }],
  });
  const settledAt = new Date(at.getTime() + 60_000);
  const voided =
    state === 'failed'
      ? await post({
          kind: 'withdrawal_void',
          userId: customer.id,
          at: settledAt,
          transfers: [{ from: inFlight, to: own, amount: btcUnits }],
        })
      : null;
  await env.deps.db
    .insertInto('withdrawals')
    .values({
      id: randomUUID(),
      user_id: customer.id,
      route_id: 1,
      currency: 'BTC',
      address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
      amount: btcUnits.toString(),
      state,
      tx_hash: null,
      failure_reason: voided ? 'test' : null,
      idempotency_key: randomUUID(),
      hold_movement_id: hold,
      settle_movement_id: voided,
      created_at: at,
      settled_at: voided ? settledAt : null,
    })
    .execute();
}

beforeAll(async () => {
  env = await createTestEnv();
  customer = await createUser(env.deps, { kycStatus: 'approved' });
  support = await createUser(env.deps, { role: 'support', totpSecret: SECRET });
  // 1 BTC on 5 January, AUD 250.00 cash on 10 January, two withdrawals on 20 January.
  const credit = (kind: 'demo_credit' | 'bank_deposit', currency: 'BTC' | 'AUD', amount: bigint, at: string) =>
    post({
      kind,
      userId: customer.id,
      at: new Date(at),
      transfers: [{ from: { house: 'deposits_world', currency }, to: { userId: customer.id, currency }, amount }],
    });
  await credit('demo_credit', 'BTC', 100_000_000n, '2026-01-05T09:00:00Z');
  await credit('bank_deposit', 'AUD', 25_000n, '2026-01-10T23:30:00Z');
  await withdrawal(10_000_000n, 'pending', new Date('2026-01-20T08:00:00Z'));
  await withdrawal(20_000_000n, 'failed', new Date('2026-01-20T09:00:00Z'));
  await env.deps.db
    .insertInto('kyc_webhook_events')
    .values([
      {
        provider: 'sandbox',
        event_key: `e1-${customer.id}`,
        type: 'applicantPending',
        user_id: customer.id,
        applicant_id: APPLICANT,
        received_at: new Date('2026-01-02T10:00:00Z'),
        processed_at: new Date('2026-01-02T10:00:01Z'),
        resulting_status: 'submitted',
      },
      {
        provider: 'sandbox',
        event_key: `e2-${customer.id}`,
        type: 'applicantReviewed',
        user_id: customer.id,
        applicant_id: APPLICANT,
        received_at: new Date('2026-01-03T10:00:00Z'),
        processed_at: new Date('2026-01-03T10:00:01Z'),
        resulting_status: 'approved',
      },
    ])
    .execute();
});
afterAll(() => env.close());

const as = (call: Parameters<TestEnv['api']['call']>[0], payload: unknown, token = support.token) =>
  env.api.call(call, payload, { token });

async function transactions(filter: Record<string, unknown>): Promise<DeskTransactionPage> {
  const res = await as(CALLS.getCustomerTransactions, { customerId: customer.id, ...filter });
  if (res.status !== 200) throw new Error(JSON.stringify(res.answer));
  return (res.answer as { data: DeskTransactionPage }).data;
}

describe("a customer's page", () => {
  it("shows the provider's verification history, newest first, without the applicant id", async () => {
    const res = await as(CALLS.getCustomer, { customerId: customer.id });
    const page = (res.answer as { data: CustomerPage }).data;
    expect(page.verification).toEqual({
      status: 'approved',
      history: [
        { at: '2026-01-03T10:00:00.000Z', type: 'applicantReviewed', result: 'approved' },
        { at: '2026-01-02T10:00:00.000Z', type: 'applicantPending', result: 'submitted' },
      ],
    });
    expect(JSON.stringify(res.answer)).not.toContain(APPLICANT);
  });

  it('shows cash balances in cents beside the coins, from the ledger', async () => {
    const page = ((await as(CALLS.getCustomer, { customerId: customer.id })).answer as { data: CustomerPage }).data;
    expect(page.cash).toEqual({ AUD: '25000', EUR: '0' });
    expect(page.balances.BTC).toBe('90000000');
  });

  it('lists the saved bank accounts beside the crypto addresses, without their confirmation secrets', async () => {
    const token = `payee-token-${randomUUID()}`;
    await createBankPayee(env.deps, customer.id, { confirmTokenHash: token });
    const res = await as(CALLS.getCustomer, { customerId: customer.id });
    const page = (res.answer as { data: CustomerPage }).data;
    expect(page.bankAccounts).toEqual([
      {
        label: 'Everyday',
        currency: 'AUD',
        holderName: 'Alex Morgan',
        iban: null,
        bsb: '062-000',
        account_number: '12345678',
        confirmed: true,
      },
    ]);
    expect(JSON.stringify(res.answer)).not.toContain(token);
  });
});

describe("a customer's transactions", () => {
  it('list every leg with amount, asset, direction and status, newest first', async () => {
    const page = await transactions({});
    expect(page.next).toBeNull();
    expect(
      page.items.map(({ kind, asset, amount, direction, status }) => [kind, asset, amount, direction, status]),
    ).toEqual([
      ['withdrawal_void', 'BTC', '0.2', 'credit', 'completed'],
      ['withdrawal_hold', 'BTC', '0.2', 'debit', 'failed'],
      ['withdrawal_hold', 'BTC', '0.1', 'debit', 'pending'],
      ['bank_deposit', 'AUD', '250', 'credit', 'completed'],
      ['demo_credit', 'BTC', '1', 'credit', 'completed'],
    ]);
    expect(page.items.every((t) => /^CV-/.test(t.reference))).toBe(true);
  });

  it('filter by kind, by status and by UTC days (both included)', async () => {
    expect((await transactions({ kind: 'bank_deposit' })).items.map((t) => t.asset)).toEqual(['AUD']);
    expect((await transactions({ status: 'pending' })).items.map((t) => t.amount)).toEqual(['0.1']);
    expect((await transactions({ status: 'failed' })).items.map((t) => t.amount)).toEqual(['0.2']);
    expect((await transactions({ status: 'completed' })).items.map((t) => t.kind)).toEqual([
      'withdrawal_void',
      'bank_deposit',
      'demo_credit',
    ]);
    expect((await transactions({ from: '2026-01-10', to: '2026-01-10' })).items.map((t) => t.kind)).toEqual([
      'bank_deposit',
    ]);
    expect((await transactions({ from: '2026-01-11' })).items).toHaveLength(3);
    expect((await transactions({ to: '2026-01-09', kind: 'demo_credit' })).items).toHaveLength(1);
    expect((await transactions({ kind: 'swap' })).items).toEqual([]);
    expect((await transactions({ kind: 'bank_withdrawal_hold' })).items).toEqual([]);
  });

  it('page with a cursor: no row twice, none left out', async () => {
    const first = await transactions({ limit: 3 });
    expect(first.items).toHaveLength(3);
    expect(first.next).toMatch(/^\d+$/);
    const second = await transactions({ limit: 3, before: first.next });
    expect(second.items).toHaveLength(2);
    expect(second.next).toBeNull();
    expect([...first.items, ...second.items].map((t) => t.amount)).toEqual(['0.2', '0.2', '0.1', '250', '1']);
  });

  it('each read is recorded with its filter, and kept out of the security events', async () => {
    await transactions({ kind: 'deposit' });
    const entry = await env.deps.db
      .selectFrom('audit_log')
      .select(['actor_id', 'details'])
      .where('action', '=', 'customer.transactions')
      .where('subject_id', '=', customer.id)
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_id: support.id, details: { filter: { kind: 'deposit' } } });
    const page = ((await as(CALLS.getCustomer, { customerId: customer.id })).answer as { data: CustomerPage }).data;
    expect(page.securityEvents.map((e) => e.action)).not.toContain('customer.transactions');
  });

  it('refuse bad filters as VALIDATION on the field, and a customer token with 403', async () => {
    const hostile: Array<[Record<string, unknown>, string]> = [
      [{ kind: 'deposit; drop table users' }, 'kind'],
      [{ kind: ['deposit'] }, 'kind'],
      [{ status: 'settled' }, 'status'],
      [{ status: 1 }, 'status'],
      [{ from: '2026-02-30' }, 'from'],
      [{ to: '2026-01-10T00:00:00Z' }, 'to'],
      [{ from: '2026-01-10', to: '2026-01-09' }, 'to'],
      [{ before: '-1' }, 'before'],
      [{ before: '1 or 1=1' }, 'before'],
      [{ before: '9'.repeat(80) }, 'before'],
      [{ limit: 0 }, 'limit'],
      [{ limit: 101 }, 'limit'],
      [{ limit: 1.5 }, 'limit'],
      [{ customerId: "1' or '1'='1" }, 'customerId'],
    ];
    for (const [filter, field] of hostile) {
      const res = await as(CALLS.getCustomerTransactions, { customerId: customer.id, ...filter });
      expect([filter, res.status, res.answer]).toMatchObject([
        filter,
        400,
        { code: 'VALIDATION', errors: { [field]: expect.any(String) } },
      ]);
    }
    const unknown = await as(CALLS.getCustomerTransactions, { customerId: randomUUID() });
    expect(unknown.status).toBe(404);
    const byCustomer = await as(CALLS.getCustomerTransactions, { customerId: customer.id }, customer.token);
    expect(byCustomer.status).toBe(403);
  });
});
