/**
 * insert-transaction's gateway status queries are throttled per purchase and per customer
 * (decision 045): past the limit the answer is RATE_LIMITED with Retry-After, the gateway is not
 * asked and nothing is recorded; settled purchases are answered from our records regardless.
 */

import { afterAll, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { CardGateway } from '../../providers/gateway/index.js';
import { tokenFor } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { countStatusQuery, STATUS_QUERY_CUSTOMER_RULE, STATUS_QUERY_PURCHASE_RULE } from './report-call.js';
import { customer, initPayload, submitCard, TEST_CARDS } from './testing.js';

const INIT = CALLS.initTransaction;
const INSERT = CALLS.insertTransaction;

let env: TestEnv;
let queries: MockInstance<CardGateway['queryCheckout']>;

beforeAll(async () => {
  // Many purchases per customer: the opening limits (decision 101) are not what is tested here.
  env = await createTestEnv({ env: { BUY_CHECKOUTS_PER_HOUR: '1000' } });
  queries = vi.spyOn(env.deps.providers.gateway, 'queryCheckout');
});
// A block body: a function returned from beforeEach would be run as its teardown.
beforeEach(() => {
  queries.mockClear();
});
afterAll(() => env.close());

async function init(token: string) {
  const r = await env.api.call(INIT, initPayload('50', '0.0003'), { token });
  if (r.answer.status !== 'success') throw new Error(JSON.stringify(r.answer));
  return r.answer.data!;
}

const record = (token: string, trackingId: string) =>
  env.api.call(INSERT, { transaction_id: trackingId, status: 'success' }, { token });

/** Status queries the gateway received for this checkout. */
const queriesFor = (checkoutToken: string) => queries.mock.calls.filter(([t]) => t === checkoutToken).length;

const reports = (trackingId: string) =>
  env.deps.db.selectFrom('card_purchase_reports').selectAll().where('tracking_id', '=', trackingId).execute();

function expectLimited(r: Awaited<ReturnType<typeof record>>, maxWaitSeconds: number) {
  expect(r.status).toBe(429);
  expect(r.answer).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
  expect((r.answer as { message: string }).message).toMatch(/^Too many payment status checks\. Please wait \d+ /);
  const retryAfter = Number(r.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxWaitSeconds);
}

describe('insert-transaction status query throttle', () => {
  it('holds against reports sent at once: the gateway is asked at most the per-purchase limit', async () => {
    const u = await customer(env);
    const d = await init(u.token);
    const answers = await Promise.all(Array.from({ length: 20 }, () => record(u.token, d.tracking_id)));
    expect(queriesFor(d.checkout.token)).toBeLessThanOrEqual(STATUS_QUERY_PURCHASE_RULE.max);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(20 - STATUS_QUERY_PURCHASE_RULE.max);
    env.deps.clock.advance(STATUS_QUERY_PURCHASE_RULE.windowMs);
  });

  it('claims each status query before making it, so parallel claims never pass the limit', async () => {
    const u = await customer(env);
    const claims = await Promise.allSettled(
      Array.from({ length: 20 }, () => countStatusQuery(env.deps, { tracking_id: `parallel-${u.id}` }, u.id)),
    );
    expect(claims.filter((c) => c.status === 'fulfilled')).toHaveLength(STATUS_QUERY_PURCHASE_RULE.max);
    env.deps.clock.advance(STATUS_QUERY_PURCHASE_RULE.windowMs);
  });

  it('queries the gateway at most the per-purchase limit within a minute, then again after it', async () => {
    const u = await customer(env);
    const d = await init(u.token);
    const max = STATUS_QUERY_PURCHASE_RULE.max;
    for (let i = 0; i < max; i++) {
      const r = await record(u.token, d.tracking_id);
      expect(r.answer.status === 'success' && r.answer.data?.status).toBe('pending');
    }
    expect(queriesFor(d.checkout.token)).toBe(max);

    const limited = await record(u.token, d.tracking_id);
    expectLimited(limited, STATUS_QUERY_PURCHASE_RULE.windowMs / 1000);
    expect(queriesFor(d.checkout.token)).toBe(max);

    // The same customer's other purchase is not held up by this one.
    const other = await init(u.token);
    expect((await record(u.token, other.tracking_id)).answer.status).toBe('success');
    expect(queriesFor(other.checkout.token)).toBe(1);

    env.deps.clock.advance(Number(limited.headers.get('retry-after')) * 1000);
    const again = await record(await tokenFor(env.deps, u), d.tracking_id);
    expect(again.answer.status === 'success' && again.answer.data?.status).toBe('pending');
    expect(queriesFor(d.checkout.token)).toBe(max + 1);
  });

  it('queries the gateway at most the per-customer limit within an hour; others are unaffected', async () => {
    const u = await customer(env, { kycStatus: 'approved' });
    const perPurchase = STATUS_QUERY_PURCHASE_RULE.max;
    const max = STATUS_QUERY_CUSTOMER_RULE.max;
    let made = 0;
    while (made < max) {
      const d = await init(u.token);
      for (let i = 0; i < perPurchase && made < max; i++, made++)
        expect((await record(u.token, d.tracking_id)).answer.status).toBe('success');
    }
    expect(queries).toHaveBeenCalledTimes(max);

    // A fresh purchase: refused without asking the gateway and without recording the report.
    const fresh = await init(u.token);
    const limited = await record(u.token, fresh.tracking_id);
    expectLimited(limited, STATUS_QUERY_CUSTOMER_RULE.windowMs / 1000);
    expect(queriesFor(fresh.checkout.token)).toBe(0);
    expect(queries).toHaveBeenCalledTimes(max);
    expect(await reports(fresh.tracking_id)).toHaveLength(0);
    const row = await env.deps.db
      .selectFrom('card_purchases')
      .select('status')
      .where('tracking_id', '=', fresh.tracking_id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');

    // Another customer is not affected.
    const other = await customer(env);
    const theirs = await init(other.token);
    const r = await record(other.token, theirs.tracking_id);
    expect(r.answer.status === 'success' && r.answer.data?.status).toBe('pending');
    expect(queriesFor(theirs.checkout.token)).toBe(1);

    // A purchase already settled is answered from our records, limit or not.
    const paid = await init(u.token);
    await submitCard(env, paid.checkout.token, { number: TEST_CARDS.success });
    const settled = await record(u.token, paid.tracking_id);
    expect(settled.answer.status === 'success' && settled.answer.data?.status).toBe('success');
    expect(queriesFor(paid.checkout.token)).toBe(0);

    // Once the window has passed, the gateway is asked again.
    env.deps.clock.advance(Number(limited.headers.get('retry-after')) * 1000);
    const again = await record(await tokenFor(env.deps, u), fresh.tracking_id);
    // An hour on, the unpaid checkout is past its 15 minutes: the gateway's answer ends it.
    expect(again.answer.status === 'success' && again.answer.data?.status).toBe('expired');
    expect(queriesFor(fresh.checkout.token)).toBe(1);
    expect(await reports(fresh.tracking_id)).toHaveLength(1);
  });
});
