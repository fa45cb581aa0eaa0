/** The recurring-buy calls: consent to save the card, plans and their refusals (decision 143). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { MAX_RECURRING_PLANS } from '../../../contract/recurring.js';
import { SAVE_CARD_NOTICE } from '../../providers/gateway/index.js';
import { tokenFor } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { customer, initPayload } from '../payments/testing.js';
import { buyOnce, createPlan, customerWithCard, planOf, planRow } from './testing.js';

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv({ start: '2027-01-31T08:00:00Z' });
});
afterAll(() => env.close());

const savedCard = (userId: string) =>
  env.deps.db.selectFrom('saved_cards').selectAll().where('user_id', '=', userId).executeTakeFirst();
const plansOf = (userId: string) =>
  env.deps.db.selectFrom('recurring_plans').selectAll().where('user_id', '=', userId).execute();

describe('saving the card', () => {
  it('keeps the card only when the customer agreed, and the sandbox form says it saves it', async () => {
    const u = await customer(env, { kycStatus: 'approved' });
    const r = await env.api.call(CALLS.initTransaction, initPayload('20', '1', 'BTC', { save_card: true }), {
      token: u.token,
    });
    const token = r.answer.status === 'success' ? r.answer.data!.checkout.token : '';
    const form = await (await env.app.request(`/sandbox/pay/?token=${token}`)).text();
    expect(form).toContain(SAVE_CARD_NOTICE);
    expect(await savedCard(u.id)).toBeUndefined();

    const other = await customer(env, { kycStatus: 'approved' });
    await buyOnce(env, other, false);
    expect(await savedCard(other.id)).toBeUndefined();
    const plain = await env.api.call(CALLS.initTransaction, initPayload('20', '1'), { token: other.token });
    const plainToken = plain.answer.status === 'success' ? plain.answer.data!.checkout.token : '';
    expect(await (await env.app.request(`/sandbox/pay/?token=${plainToken}`)).text()).not.toContain(SAVE_CARD_NOTICE);

    await buyOnce(env, u, true);
    const card = await savedCard(u.id);
    expect(card?.last4).toBe('0000');
    expect(card?.gateway_token).toMatch(/^card_/);
    const list = await env.api.call(CALLS.getRecurringBuys, {}, { token: u.token });
    expect(list.answer.status === 'success' && list.answer.data!.card?.last4).toBe('0000');
  });

  it('refuses a save_card that is not true or false', async () => {
    const u = await customer(env);
    const r = await env.api.call(CALLS.initTransaction, initPayload('20', '1', 'BTC', { save_card: 'yes' }), {
      token: u.token,
    });
    expect(r.status).toBe(400);
  });

  it('a removed card pauses the active plans, and they cannot resume without a card', async () => {
    const u = await customerWithCard(env);
    const plan = await planOf(env, u);
    const removed = await env.api.call(CALLS.removeSavedCard, {}, { token: u.token });
    expect(removed.answer.status).toBe('success');
    expect(await savedCard(u.id)).toBeUndefined();
    expect((await planRow(env, plan.id)).status).toBe('paused');
    expect((await planRow(env, plan.id)).paused_reason).toBe('no_card');
    const resumed = await env.api.call(CALLS.resumeRecurringBuy, { planId: plan.id }, { token: u.token });
    expect(resumed.answer.status === 'error' && resumed.answer.code).toBe('CARD_REQUIRED');
    expect((await planRow(env, plan.id)).status).toBe('paused');
  });
});

describe('plans', () => {
  it('a monthly plan made on the 31st first runs on the last day of February', async () => {
    const u = await customerWithCard(env);
    const plan = await planOf(env, u, { frequency: 'monthly', amount: '30.50' });
    expect(plan).toMatchObject({ amount: '30.50', currency: 'AUD', coin: 'BTC', status: 'active' });
    expect(plan.nextRunAt).toBe('2027-02-28T08:00:00.000Z');
  });

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const u = await customerWithCard(env);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ coin: 'BTC', amount: '0', frequency: 'weekly' }, 400, 'VALIDATION'],
      [{ coin: 'BTC', amount: '-5', frequency: 'weekly' }, 400, 'VALIDATION'],
      [{ coin: 'BTC', amount: '10.001', frequency: 'weekly' }, 400, 'VALIDATION'],
      [{ coin: 'BTC', amount: 25, frequency: 'weekly' }, 400, 'VALIDATION'],
      [{ coin: 'BTC', amount: '25', frequency: 'daily' }, 400, 'VALIDATION'],
      [{ coin: 'BTC', amount: '25' }, 400, 'VALIDATION'],
      [{ coin: 'DOGE', amount: '25', frequency: 'weekly' }, 400, 'VALIDATION'],
      [{ coin: 'BTC', amount: '20000', frequency: 'weekly' }, 422, 'ABOVE_MAX_AMOUNT'],
    ];
    for (const [payload, status, code] of cases) {
      const r = await env.api.call(CALLS.createRecurringBuy, payload, { token: u.token });
      expect([r.status, r.answer.status === 'error' && r.answer.code]).toEqual([status, code]);
    }
    expect(await plansOf(u.id)).toHaveLength(0);
  });

  it('refuses an unverified customer a plan above the identity threshold, and anyone without a saved card', async () => {
    const unverified = await customer(env);
    await buyOnce(env, unverified, true);
    const above = await createPlan(env, unverified, { amount: '500' });
    expect(above.answer.status === 'error' && above.answer.code).toBe('KYC_REQUIRED');
    const noCard = await customer(env, { kycStatus: 'approved' });
    const r = await createPlan(env, noCard);
    expect(r.answer.status === 'error' && r.answer.code).toBe('CARD_REQUIRED');
    expect([...(await plansOf(unverified.id)), ...(await plansOf(noCard.id))]).toHaveLength(0);
  });

  it(`keeps at most ${MAX_RECURRING_PLANS} plans, claimed atomically; cancelled ones free a place`, async () => {
    const u = await customerWithCard(env);
    const answers = await Promise.all(Array.from({ length: MAX_RECURRING_PLANS + 3 }, () => createPlan(env, u)));
    expect(answers.filter((r) => r.answer.status === 'success')).toHaveLength(MAX_RECURRING_PLANS);
    expect(answers.filter((r) => r.answer.status === 'error' && r.answer.code === 'PLAN_LIMIT')).toHaveLength(3);
    expect(await plansOf(u.id)).toHaveLength(MAX_RECURRING_PLANS);
    const first = answers.find((r) => r.answer.status === 'success');
    const id = first?.answer.status === 'success' ? first.answer.data!.plan.id : '';
    await env.api.call(CALLS.cancelRecurringBuy, { planId: id }, { token: u.token });
    expect((await createPlan(env, u)).answer.status).toBe('success');
  });

  it("another customer's plan id is not found and nothing changes", async () => {
    const owner = await customerWithCard(env);
    const plan = await planOf(env, owner);
    const before = await planRow(env, plan.id);
    const intruder = await customerWithCard(env);
    const calls = [
      () => env.api.call(CALLS.pauseRecurringBuy, { planId: plan.id }, { token: intruder.token }),
      () => env.api.call(CALLS.resumeRecurringBuy, { planId: plan.id }, { token: intruder.token }),
      () => env.api.call(CALLS.cancelRecurringBuy, { planId: plan.id }, { token: intruder.token }),
      () =>
        env.api.call(
          CALLS.updateRecurringBuy,
          { planId: plan.id, coin: 'ETH', amount: '40', frequency: 'monthly' },
          { token: intruder.token },
        ),
    ];
    for (const call of calls) {
      const r = await call();
      expect([r.status, r.answer.status === 'error' && r.answer.code]).toEqual([404, 'NOT_FOUND']);
    }
    expect(await planRow(env, plan.id)).toEqual(before);
    const list = await env.api.call(CALLS.getRecurringBuys, {}, { token: intruder.token });
    expect(list.answer.status === 'success' && list.answer.data!.plans).toEqual([]);
    const missing = await env.api.call(CALLS.pauseRecurringBuy, {}, { token: owner.token });
    expect(missing.status).toBe(400);
  });

  it('pause, resume, edit and cancel', async () => {
    const u = await customerWithCard(env);
    const plan = await planOf(env, u, { frequency: 'weekly' });
    const paused = await env.api.call(CALLS.pauseRecurringBuy, { planId: plan.id }, { token: u.token });
    expect(paused.answer.status === 'success' && paused.answer.data!.plan).toMatchObject({
      status: 'paused',
      pausedReason: 'customer',
      nextRunAt: null,
    });
    // Resumed three weeks later: the next slot after now, missed ones are not caught up.
    env.deps.clock.advance(21 * 86_400_000 + 60_000);
    u.token = await tokenFor(env.deps, u);
    const resumed = await env.api.call(CALLS.resumeRecurringBuy, { planId: plan.id }, { token: u.token });
    const next = resumed.answer.status === 'success' ? resumed.answer.data!.plan.nextRunAt : null;
    expect(next).toBe(new Date(new Date(plan.createdAt).getTime() + 28 * 86_400_000).toISOString());

    const amountOnly = await env.api.call(
      CALLS.updateRecurringBuy,
      { planId: plan.id, coin: 'ETH', amount: '40', frequency: 'weekly' },
      { token: u.token },
    );
    expect(amountOnly.answer.status === 'success' && amountOnly.answer.data!.plan).toMatchObject({
      coin: 'ETH',
      amount: '40.00',
      nextRunAt: next,
    });
    const tooMuch = await env.api.call(
      CALLS.updateRecurringBuy,
      { planId: plan.id, coin: 'ETH', amount: '0', frequency: 'weekly' },
      { token: u.token },
    );
    expect(tooMuch.status).toBe(400);
    const monthly = await env.api.call(
      CALLS.updateRecurringBuy,
      { planId: plan.id, coin: 'ETH', amount: '40', frequency: 'monthly' },
      { token: u.token },
    );
    // A new frequency starts a new schedule from now.
    const now = env.deps.clock.now();
    expect(monthly.answer.status === 'success' && monthly.answer.data!.plan).toMatchObject({
      frequency: 'monthly',
      nextRunAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate(), 8, 1)).toISOString(),
    });

    const cancelled = await env.api.call(CALLS.cancelRecurringBuy, { planId: plan.id }, { token: u.token });
    expect(cancelled.answer.status === 'success' && cancelled.answer.data!.plan.status).toBe('cancelled');
    const list = await env.api.call(CALLS.getRecurringBuys, {}, { token: u.token });
    expect(list.answer.status === 'success' && list.answer.data!.plans).toEqual([]);
    const again = await env.api.call(CALLS.resumeRecurringBuy, { planId: plan.id }, { token: u.token });
    expect(again.status).toBe(404);
  });
});
