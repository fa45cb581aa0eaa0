import { sql } from 'kysely';
import { unknown } from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineSpec } from '../../../contract/calls/define.js';
import { CALLS } from '../../../contract/calls/index.js';
import { customerNumberOf } from '../../../contract/customer-number.js';
import { merchantStatus } from '../../../contract/merchants.js';
import { createApp } from '../../http/app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { apiClient, createTestEnv, type TestEnv } from '../../test/harness.js';
import { defineAdminCall } from './admin-call.js';
import { recordMerchantTransaction } from './record.js';

const LIST = CALLS.getMerchantList;
const LISTING = CALLS.getTransactionListing;
const ADMIN_IP = '203.0.113.7';

let env: TestEnv;
let admin: TestUser;
let customer: TestUser;
let euCustomer: TestUser;

const auditRows = (action: string) =>
  env.deps.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

const listing = (payload: Record<string, unknown>, token = admin.token) =>
  env.api.call(LISTING, { user_id: 'merchant-au', ...payload }, { token, ip: ADMIN_IP });

const at = (minutesAgo: number) => new Date(env.deps.clock.now().getTime() - minutesAgo * 60_000);

type Input = Parameters<typeof recordMerchantTransaction>[1];
/** One record of the merchant's feed for `customer`, `minutesAgo` before the test clock's now. */
const record = (
  requestType: Input['requestType'],
  transactionId: string,
  outcome: Input['outcome'],
  amount: Input['amount'],
  currency: string,
  minutesAgo: number,
  more: Partial<Input> = {},
) =>
  recordMerchantTransaction(env.deps, {
    requestType,
    transactionId,
    userId: customer.id,
    outcome,
    amount,
    currency,
    at: at(minutesAgo),
    ...more,
  });

beforeAll(async () => {
  env = await createTestEnv({ env: { TRUST_PROXY: 'true' }, start: '2026-03-10T12:00:00Z' });
  admin = await createUser(env.deps, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  customer = await createUser(env.deps, { currency: 'AUD', firstName: 'Olivia', lastName: 'Nguyen' });
  euCustomer = await createUser(env.deps, { currency: 'EUR', firstName: 'Jonas', lastName: 'Petrauskas' });
  // Twelve AU records, newest last: deposits, withdrawals and buys with every status.
  await record('deposit', 'dep-1', 'completed', 1_500_000n, 'BTC', 60 * 24 * 40, { orderReference: 'txhash-aaa' });
  const bought = { currencyAmount: '0.00125', currencyValue: 'BTC', orderReference: 'TRK-100%_X' };
  await record('buy', 'buy-1', 'completed', '150.00', 'AUD', 60 * 5, bought);
  const declined = { currencyAmount: '50', currencyValue: 'USDT', orderReference: 'TRK-200' };
  await record('buy', 'buy-2', 'declined', '99.99', 'AUD', 60 * 4, declined);
  await record('withdraw', 'wd-1', 'pending', '0.5', 'ETH', 60 * 3, { source: 'Ethereum' });
  const sent = { source: 'Ethereum', orderReference: 'txhash-bbb' };
  await record('withdraw', 'wd-2', 'completed', '12.5', 'USDT', 60 * 2, sent);
  for (let i = 0; i < 7; i++) await record('deposit', `dep-bulk-${i}`, 'completed', `${i + 1}`, 'SOL', 60 - i);
  await record('deposit', 'dep-eu-1', 'completed', '3', 'ETH', 10, { userId: euCustomer.id });
});
afterAll(() => env.close());

describe('access', () => {
  it('refuses a customer on both admin calls with 403 FORBIDDEN and audits the denial', async () => {
    for (const path of [LIST, LISTING]) {
      const r = await env.api.call(path, { user_id: 'merchant-au' }, { token: customer.token, ip: '198.51.100.4' });
      expect(r.status).toBe(403);
      expect(r.answer).toMatchObject({ status: 'error', code: 'FORBIDDEN' });
      const rows = await auditRows(path.path);
      expect(rows.at(-1)).toMatchObject({
        actor_id: customer.id,
        actor_role: 'user',
        outcome: 'denied',
        ip: '198.51.100.4',
      });
    }
  });

  it('refuses a caller without a session with 401', async () => {
    const r = await env.api.call(LIST, {});
    expect(r.status).toBe(401);
    expect(r.answer).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('/exchange/get-merchant-list', () => {
  it('lists one merchant per region with first and last names, and audits who, what, when and where', async () => {
    const before = (await auditRows(LIST.path)).length;
    const r = await env.api.call(LIST, {}, { token: admin.token, ip: ADMIN_IP });
    expect(r.status).toBe(200);
    expect(r.answer).toEqual({
      status: 'success',
      data: [
        { merchant_id: 'merchant-au', first_name: 'Wattle', last_name: 'Pay AU' },
        { merchant_id: 'merchant-eu', first_name: 'Amber', last_name: 'Pay EU' },
      ],
    });
    const rows = await auditRows(LIST.path);
    expect(rows).toHaveLength(before + 1);
    const entry = rows.at(-1)!;
    expect(entry).toMatchObject({ actor_id: admin.id, actor_role: 'admin', outcome: 'allowed', ip: ADMIN_IP });
    expect(new Date(entry.at).toISOString()).toBe(env.deps.clock.now().toISOString());
    expect(entry.details).toMatchObject({ merchants: 2 });
  });
});

describe('/client/payment/merchant/get-transaction-listing', () => {
  it('records against the merchant of the customer region: EUR to the EU merchant, others to AU', async () => {
    const eu = await listing({ user_id: 'merchant-eu' });
    expect(eu.answer.status).toBe('success');
    if (eu.answer.status !== 'success') return;
    expect(eu.answer.data!.details.map((t) => t.transaction_id)).toEqual(['dep-eu-1']);
    const au = await listing({ limit: 500 });
    if (au.answer.status !== 'success') throw new Error('listing failed');
    expect(au.answer.data!.total).toBe(12);
    expect(au.answer.data!.details.some((t) => t.transaction_id === 'dep-eu-1')).toBe(false);
  });

  it('answers the fields of a merchant transaction, amounts as decimal strings', async () => {
    const r = await listing({ search_key: 'buy-1' });
    if (r.answer.status !== 'success') throw new Error('listing failed');
    const [t] = r.answer.data!.details;
    expect(t).toEqual({
      _id: expect.any(String),
      transaction_id: 'buy-1',
      merchant_id: 'merchant-au',
      request_type: 3,
      status: true,
      code: '200',
      amount: '150',
      currency: 'AUD',
      currency_amount: '0.00125',
      currency_value: 'BTC',
      user_name: 'Olivia Nguyen',
      source: 'card',
      orderreference: 'TRK-100%_X',
      createdAt: at(300).toISOString(),
      // No card purchase behind this record: no customer reference to give.
      reference: null,
      customer_number: customerNumberOf(customer.id),
      customer_email: customer.email,
    });
    expect(t?.customer_number).toMatch(/^CU-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
  });

  it('pages newest first with page and limit, and oldest first on order asc', async () => {
    const p1 = await listing({ page: 1, limit: 5 });
    const p2 = await listing({ page: '2', limit: '5' });
    const p3 = await listing({ page: 3, limit: 5 });
    const p4 = await listing({ page: 4, limit: 5 });
    const ids = [p1, p2, p3].flatMap((r) => (r.answer.status === 'success' ? r.answer.data!.details : []));
    expect(ids).toHaveLength(12);
    expect(new Set(ids.map((t) => t._id)).size).toBe(12);
    const times = ids.map((t) => Date.parse(t.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(p1.answer.status === 'success' && p1.answer.data).toMatchObject({ page: 1, limit: 5, total: 12 });
    expect(p4.answer.status === 'success' && p4.answer.data!.details).toEqual([]);
    const asc = await listing({ order: 'asc', limit: 1 });
    expect(asc.answer.status === 'success' && asc.answer.data?.details[0]?.transaction_id).toBe('dep-1');
  });

  it('searches transaction id, user name and order reference, taking % and _ literally', async () => {
    const ids = async (search_key: string) => {
      const r = await listing({ search_key, limit: 500 });
      if (r.answer.status !== 'success') throw new Error(JSON.stringify(r.answer));
      return r.answer.data!.details.map((t) => t.transaction_id).sort();
    };
    expect(await ids('wd-')).toEqual(['wd-1', 'wd-2']);
    expect(await ids('TXHASH-BBB')).toEqual(['wd-2']);
    expect(await ids('olivia ngu')).toHaveLength(12);
    expect(await ids('100%_')).toEqual(['buy-1']);
    expect(await ids('%')).toEqual(['buy-1']);
    expect(await ids('nobody')).toEqual([]);
  });

  it('filters by source, case-insensitively', async () => {
    const r = await listing({ sourceSearch: 'ETHEREUM' });
    if (r.answer.status !== 'success') throw new Error('listing failed');
    expect(r.answer.data!.details.map((t) => t.transaction_id).sort()).toEqual(['wd-1', 'wd-2']);
    const card = await listing({ sourceSearch: 'card' });
    expect(card.answer.status === 'success' && card.answer.data!.total).toBe(2);
  });

  it('filters by status with the rules of the specification', async () => {
    // Add the edge cases: a failure still coded '201' counts as pending (omitted), not failed.
    await env.deps.db
      .insertInto('merchant_transactions')
      .values({
        id: 'edge-false-201',
        transaction_id: 'edge-1',
        merchant_id: 'merchant-au',
        user_id: customer.id,
        request_type: 3,
        status: false,
        code: '201',
        amount: '100',
        currency: 'AUD',
        currency_amount: null,
        currency_value: null,
        user_name: 'Olivia Nguyen',
        source: 'card',
        orderreference: '',
        created_at: at(1),
        updated_at: at(1),
      })
      .execute();
    const byStatus = async (statusSearch: string) => {
      const r = await listing({ statusSearch, limit: 500 });
      if (r.answer.status !== 'success') throw new Error(JSON.stringify(r.answer));
      return r.answer.data!.details;
    };
    const completed = await byStatus('completed');
    const failed = await byStatus('Failed');
    const pending = await byStatus('pending');
    expect(completed.map((t) => t.transaction_id)).not.toContain('wd-1');
    expect(completed.every((t) => t.status === true && t.code === '200')).toBe(true);
    expect(completed).toHaveLength(10);
    expect(failed.map((t) => [t.transaction_id, t.status, t.code])).toEqual([['buy-2', false, '402']]);
    expect(pending.map((t) => t.transaction_id).sort()).toEqual(['edge-1', 'wd-1']);
    // The server's filter and the screen's rule agree on every row.
    for (const t of [...completed, ...failed, ...pending]) {
      const expected = completed.includes(t) ? 'Completed' : failed.includes(t) ? 'Failed' : 'Pending';
      if (t.code === '201') expect(pending).toContain(t);
      else expect(merchantStatus(t.status, t.code)).toBe(expected);
    }
    await env.deps.db.deleteFrom('merchant_transactions').where('id', '=', 'edge-false-201').execute();
  });

  it('refuses bad values with VALIDATION and field messages, and audits the failed call', async () => {
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ limit: 501 }, 'limit'],
      [{ limit: 0 }, 'limit'],
      [{ limit: 1.5 }, 'limit'],
      [{ limit: '1e3' }, 'limit'],
      [{ page: 0 }, 'page'],
      [{ page: -1 }, 'page'],
      [{ page: 'two' }, 'page'],
      [{ page: { $gt: 1 } }, 'page'],
      [{ order: 'sideways' }, 'order'],
      [{ statusSearch: 'done' }, 'statusSearch'],
      [{ statusSearch: true }, 'statusSearch'],
      [{ search_key: 42 }, 'search_key'],
      [{ search_key: 'x'.repeat(101) }, 'search_key'],
      [{ sourceSearch: ['card'] }, 'sourceSearch'],
      [{ user_id: '' }, 'user_id'],
      [{ user_id: null }, 'user_id'],
    ];
    for (const [payload, field] of bad) {
      const r = await listing(payload);
      expect(r.status, JSON.stringify(payload)).toBe(400);
      expect(r.answer).toMatchObject({ status: 'error', code: 'VALIDATION' });
      expect(r.answer.status === 'error' && r.answer.errors?.[field], JSON.stringify(payload)).toBeTruthy();
    }
    const notObject = await env.api.call(LISTING, ['x'], { token: admin.token });
    expect(notObject.status).toBe(400);
    const last = (await auditRows(LISTING.path)).at(-1)!;
    expect(last).toMatchObject({ actor_id: admin.id, outcome: 'failed' });
    expect(last.details).toMatchObject({ code: 'VALIDATION' });
  });

  it('answers NOT_FOUND for a merchant that does not exist', async () => {
    const r = await listing({ user_id: 'merchant-xx' });
    expect(r.status).toBe(404);
    expect(r.answer).toMatchObject({ code: 'NOT_FOUND', message: 'Merchant not found' });
  });

  it('audits every successful listing with its filters and what it returned', async () => {
    const before = (await auditRows(LISTING.path)).length;
    await listing({ search_key: 'wd-', statusSearch: 'completed', page: 1, limit: 10 });
    const rows = await auditRows(LISTING.path);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      actor_id: admin.id,
      actor_role: 'admin',
      outcome: 'allowed',
      ip: ADMIN_IP,
      details: expect.objectContaining({
        merchantId: 'merchant-au',
        searchKey: 'wd-',
        statusSearch: 'completed',
        returned: 1,
        total: 1,
      }),
    });
  });
});

describe('recordMerchantTransaction', () => {
  it('updates one record per event: pending becomes final, a final status never goes back to pending', async ({
    onTestFinished,
  }) => {
    // The listing tests count this customer's records: this one is gone again whatever the order.
    onTestFinished(async () => {
      await env.deps.db.deleteFrom('merchant_transactions').where('transaction_id', '=', 'wd-life').execute();
    });
    const life = (outcome: Input['outcome'], more: Partial<Input> = {}) =>
      record(2, 'wd-life', outcome, '1', 'XRP', 0, more);
    const first = await life('pending');
    const second = await life('completed', { orderReference: 'txhash-ccc' });
    const third = await life('pending');
    expect(second).toBe(first);
    expect(third).toBe(first);
    const rows = await env.deps.db
      .selectFrom('merchant_transactions')
      .selectAll()
      .where('transaction_id', '=', 'wd-life')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: true, code: '200', orderreference: 'txhash-ccc', amount: '1000000' });
  });

  it('rolls back with the transaction that moves the money', async () => {
    await expect(
      env.deps.db.transaction().execute(async (trx) => {
        await recordMerchantTransaction(
          { ...env.deps, db: trx },
          {
            requestType: 'deposit',
            transactionId: 'dep-rolled-back',
            userId: customer.id,
            outcome: 'completed',
            amount: '1',
            currency: 'BTC',
            at: at(0),
          },
        );
        throw new Error('crediting failed');
      }),
    ).rejects.toThrow('crediting failed');
    const row = await env.deps.db
      .selectFrom('merchant_transactions')
      .select('id')
      .where('transaction_id', '=', 'dep-rolled-back')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses amounts that are not plain decimals of the currency', async () => {
    const base = {
      requestType: 'deposit' as const,
      transactionId: 'dep-bad',
      userId: customer.id,
      outcome: 'completed' as const,
      currency: 'BTC',
      at: at(0),
    };
    await expect(recordMerchantTransaction(env.deps, { ...base, amount: '0.000000001' })).rejects.toThrow();
    await expect(recordMerchantTransaction(env.deps, { ...base, amount: '-1' })).rejects.toThrow();
    await expect(recordMerchantTransaction(env.deps, { ...base, amount: '1', currency: 'DOGE' })).rejects.toThrow();
  });
});

describe('admin calls cannot write', () => {
  it('runs every admin handler in a read-only transaction, so an attempted write fails and changes nothing', async () => {
    const spec = defineSpec<never>()({ path: '/test/admin-write', access: 'admin', payload: unknown() });
    const sneaky = defineAdminCall(spec, {
      rules: (raw) => raw,
      async handle(_ctx, _p, db) {
        await db.deleteFrom('merchant_transactions').execute();
        await sql`update users set kyc_status = 'approved'`.execute(db);
        return {};
      },
    });
    const app = createApp(env.deps, { extraCalls: [sneaky] });
    const api = apiClient(app, env.deps);
    const before = await env.deps.db
      .selectFrom('merchant_transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const r = await api.call('/test/admin-write', {}, { token: admin.token });
    expect(r.status).toBe(500);
    const after = await env.deps.db
      .selectFrom('merchant_transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(env.deps.log.lines.some((l) => /read-only transaction/.test(String(l.error)))).toBe(true);
    expect((await auditRows('/test/admin-write')).at(-1)).toMatchObject({ outcome: 'failed' });
  });
});
