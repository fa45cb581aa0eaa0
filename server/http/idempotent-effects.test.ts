/**
 * Calls that take an Idempotency-Key and make something other than a money movement (decision
 * 189): a plan, an alert, a checkout, an address, an account: the call's write commits, then the database fails before the key's answer is stored and
 * before the key can be released. Once the database answers, the key is released (decision 170)
 * and the retry runs the call again; it must answer what the first attempt made, never make it
 * twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../contract/accounts.js';
import { CALLS } from '../../contract/calls/index.js';
import { BUY_MESSAGES } from '../../contract/payments.js';
import type { Database } from '../db/index.js';
import { lastEmailedCode, signUpPayload } from '../modules/accounts/testing.js';
import { customer, initPayload } from '../modules/payments/testing.js';
import { customerWithCard } from '../modules/recurring/testing.js';
import type { TestUser } from '../test/factories.js';
import { createTestEnv, type TestEnv } from '../test/harness.js';

let env: TestEnv;
let db: Database;
/** Statements still to fail: the key's answer, then its release. */
let cut: RegExp[] = [];

beforeAll(async () => {
  env = await createTestEnv({ start: '2027-01-31T08:00:00Z', env: { TRUST_PROXY: 'true' } });
  // A named instance: its own pending keys are released by a retry that reaches it.
  env.deps.instanceId = 'live';
  db = env.deps.db;
  // A plugin sees every statement of the query builder, in or out of a transaction.
  env.deps.db = db.withPlugin({
    transformQuery({ node, queryId }) {
      if (cut.length > 0 && cut[0]!.test(db.getExecutor().compileQuery(node, queryId).sql)) {
        cut.shift();
        throw Object.assign(new Error('Connection terminated unexpectedly'), { code: '08006' });
      }
      return node;
    },
    transformResult: async ({ result }) => result,
  });
});
afterAll(() => env.close());

/**
 * Calls once with the key's answer and release cut (503), then retries with the same key as a
 * client does; both answers of the retry (and a third call) must be the same.
 */
async function cutThenRetry(
  call: Parameters<TestEnv['api']['call']>[0],
  payload: unknown,
  who: Pick<TestUser, 'token'> | { ip: string },
) {
  const opts = { ...who, idempotencyKey: crypto.randomUUID() };
  cut = [/^update "idempotency_keys"/, /^delete from "idempotency_keys"/];
  const first = await env.api.call(call, payload, opts);
  expect(first.status).toBe(503);
  expect(cut).toEqual([]);
  const retry = await env.api.call(call, payload, opts);
  expect(retry.status).toBe(200);
  const again = await env.api.call(call, payload, opts);
  expect(again.answer).toEqual(retry.answer);
  return retry;
}

const count = async (table: 'recurring_plans' | 'price_alerts' | 'card_purchases', userId: string) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a retry after the answer of its first attempt was lost', () => {
  it('answers the recurring-buy plan the first attempt created, and the customer has one plan', async () => {
    const u = await customerWithCard(env);
    const res = await cutThenRetry(CALLS.createRecurringBuy, { coin: 'BTC', amount: '25', frequency: 'weekly' }, u);
    expect(res.answer).toMatchObject({ status: 'success', data: { plan: { coin: 'BTC', amount: '25.00' } } });
    expect(await count('recurring_plans', u.id)).toBe(1);
  });

  it('answers the price alert the first attempt created, and the customer has one alert', async () => {
    const u = await customer(env);
    const res = await cutThenRetry(CALLS.createPriceAlert, { coin: 'BTC', kind: 'above', price: '150000' }, u);
    expect(res.answer).toMatchObject({ status: 'success', data: { alert: { coin: 'BTC', price: '150000' } } });
    expect(await count('price_alerts', u.id)).toBe(1);
  });

  it('answers the card checkout the first attempt opened, and the customer has one purchase', async () => {
    const u = await customer(env, { kycStatus: 'approved' });
    const res = await cutThenRetry(CALLS.initTransaction, initPayload('20', '1'), u);
    expect(res.answer.status).toBe('success');
    expect(await count('card_purchases', u.id)).toBe(1);
    const row = await db.selectFrom('card_purchases').selectAll().where('user_id', '=', u.id).executeTakeFirstOrThrow();
    expect(res.answer).toMatchObject({
      data: { tracking_id: row.tracking_id, checkout: { token: row.checkout_token, redirect_url: row.redirect_url } },
    });
  });

  it('closes a purchase whose checkout was never recorded and answers that it could not be opened', async () => {
    const u = await customer(env, { kycStatus: 'approved' });
    const opts = { token: u.token, idempotencyKey: crypto.randomUUID() };
    cut = [/^update "card_purchases" set "checkout_token"/, /^delete from "idempotency_keys"/];
    const first = await env.api.call(CALLS.initTransaction, initPayload('20', '1'), opts);
    expect(first.status).toBe(503);
    expect(cut).toEqual([]);
    const retry = await env.api.call(CALLS.initTransaction, initPayload('20', '1'), opts);
    expect(retry.status).toBe(502);
    expect(retry.answer).toMatchObject({ status: 'error', message: BUY_MESSAGES.initFailed });
    const rows = await db.selectFrom('card_purchases').selectAll().where('user_id', '=', u.id).execute();
    expect(rows.map((r) => r.status)).toEqual(['failed']);
  });

  it('answers the same deposit address: one address per customer and network by nature', async () => {
    const u = await customer(env);
    const res = await cutThenRetry(CALLS.generateAddress, { currencyId: 'BTC', paymentRouteId: 1 }, u);
    expect(res.answer.status).toBe('success');
    const rows = await db.selectFrom('deposit_addresses').select('address').where('user_id', '=', u.id).execute();
    expect(rows).toHaveLength(1);
    expect(res.answer).toMatchObject({ data: { address: rows[0]!.address } });
  });

  it('answers the account the first attempt created as created, not as an email already taken', async () => {
    const ip = '1.128.0.1';
    const p = signUpPayload();
    await env.api.call(CALLS.sendEmailOtp, { email: p.email }, { ip });
    const res = await cutThenRetry(CALLS.createUser, { ...p, otp: await lastEmailedCode(env, p.email) }, { ip });
    expect(res.answer).toEqual({ status: 'success', message: ACCOUNT_MESSAGES.accountCreated });
    const rows = await db
      .selectFrom('users')
      .select('id')
      .where('email_normalized', '=', p.email.toLowerCase())
      .execute();
    expect(rows).toHaveLength(1);
  });
});
