/** Helpers for the recurring-buy tests: a customer who bought once and saved their card. */
import { expect } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { RecurringFrequency } from '../../../contract/recurring.js';
import type { SandboxGateway, SavedCardOutcome } from '../../providers/gateway/index.js';
import type { TestUser, UserOverrides } from '../../test/factories.js';
import type { TestEnv } from '../../test/harness.js';
import { customer, initPayload, submitCard, TEST_CARDS } from '../payments/testing.js';

/** Buys once through the sandbox form, with or without consent to save the card. */
export async function buyOnce(env: TestEnv, u: TestUser, saveCard: boolean, amount = '20'): Promise<string> {
  const r = await env.api.call(CALLS.initTransaction, initPayload(amount, '1', 'BTC', { save_card: saveCard }), {
    token: u.token,
  });
  if (r.answer.status !== 'success') throw new Error(JSON.stringify(r.answer));
  const data = r.answer.data!;
  const paid = await submitCard(env, data.checkout.token, { number: TEST_CARDS.success });
  expect(paid.status).toBe(303);
  return data.tracking_id;
}

/** A verified customer with a saved card (and an anti-phishing code). */
export async function customerWithCard(env: TestEnv, o: UserOverrides = {}): Promise<TestUser> {
  const u = await customer(env, { kycStatus: 'approved', ...o });
  await env.deps.db.updateTable('users').set({ anti_phishing_code: 'PLUM-42' }).where('id', '=', u.id).execute();
  await buyOnce(env, u, true);
  return u;
}

export async function createPlan(
  env: TestEnv,
  u: TestUser,
  terms: { coin?: string; amount?: string; frequency?: RecurringFrequency | string } = {},
) {
  return env.api.call(
    CALLS.createRecurringBuy,
    { coin: terms.coin ?? 'BTC', amount: terms.amount ?? '25', frequency: terms.frequency ?? 'weekly' },
    { token: u.token },
  );
}

export async function planOf(env: TestEnv, u: TestUser, terms: Parameters<typeof createPlan>[2] = {}) {
  const r = await createPlan(env, u, terms);
  if (r.answer.status !== 'success') throw new Error(JSON.stringify(r.answer));
  return r.answer.data!.plan;
}

export const planRow = (env: TestEnv, id: string) =>
  env.deps.db.selectFrom('recurring_plans').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const planPurchases = (env: TestEnv, planId: string) =>
  env.deps.db.selectFrom('card_purchases').selectAll().where('plan_id', '=', planId).orderBy('created_at').execute();

export async function setCardOutcome(env: TestEnv, u: TestUser, outcome: SavedCardOutcome): Promise<void> {
  const card = await env.deps.db
    .selectFrom('saved_cards')
    .select('gateway_token')
    .where('user_id', '=', u.id)
    .executeTakeFirstOrThrow();
  await (env.deps.providers.gateway as SandboxGateway).setCardOutcome(card.gateway_token, outcome);
}
