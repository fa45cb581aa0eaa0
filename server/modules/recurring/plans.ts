/**
 * The recurring-buy calls (decision 143): list, create, edit, pause, resume and cancel plans, and
 * remove the saved card. A plan's amount passes the one-off purchase's limits when it is set
 * (BUY_MAX_AMOUNT, and the identity threshold for an unverified customer) and again at every run.
 * A customer keeps at most MAX_RECURRING_PLANS plans, counted with their row locked so parallel
 * creations cannot pass together. Another customer's plan reads as not found and nothing changes.
 */
import { randomUUID } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import { type CoinSymbol, FIAT_SCALE, type FiatSymbol } from '../../../contract/assets.js';
import { BANK_MESSAGES, cashCurrencyOf } from '../../../contract/bank.js';
import { CALLS } from '../../../contract/calls/index.js';
import { CASH_TRADE_MESSAGES, type FundingSource } from '../../../contract/cash-trade.js';
import { toUnits } from '../../../contract/money.js';
import { BUY_KYC_THRESHOLD, BUY_MESSAGES, buyKycDecision, currencySymbol } from '../../../contract/payments.js';
import {
  MAX_RECURRING_PLANS,
  RECURRING_MESSAGES,
  type RecurringFrequency,
  type RecurringPausedReason,
  type RecurringPlanView,
} from '../../../contract/recurring.js';
import type { DB } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { defineCall, requireUser } from '../../http/call.js';
import { ApiError } from '../../http/errors.js';
import { inTransaction } from '../ledger/index.js';
import { activeCustomer, checkChargeOf, checkCoinOffered, fiatFixed } from '../payments/index.js';
import { nextSlotAfter, slotAt } from './schedule.js';
import type { RecurringTables } from './tables.js';

export type PlanRow = Selectable<RecurringTables['recurring_plans']>;

const iso = (t: Date | string) => new Date(t).toISOString();

function planView(r: PlanRow): RecurringPlanView {
  return {
    id: r.id,
    coin: r.coin,
    amount: fiatFixed(r.fiat_amount),
    currency: r.fiat_currency,
    frequency: r.frequency,
    status: r.status,
    pausedReason: (r.paused_reason as RecurringPausedReason | null) ?? null,
    funding: r.funding,
    nextRunAt: r.status === 'active' ? iso(r.retry_at ?? r.next_run_at) : null,
    createdAt: iso(r.created_at),
  };
}

const notFound = () => new ApiError('NOT_FOUND', RECURRING_MESSAGES.planId, { field: 'planId' });

/** What the plan buys, checked as a purchase of that amount would be. */
async function checkedTerms(deps: AppDeps, userId: string, p: { coin: CoinSymbol; amount: string }) {
  const user = await activeCustomer(deps, userId);
  const fiat = user.currency_code as FiatSymbol;
  const coin = p.coin;
  checkCoinOffered(fiat, coin, 'coin');
  checkChargeOf(deps, p.amount, fiat);
  if (user.kyc_status === 'rejected') throw new ApiError('KYC_REJECTED', BUY_MESSAGES.kycRejected);
  if (buyKycDecision(p.amount, user.kyc_status, '0') === 'verify')
    throw new ApiError('KYC_REQUIRED', BUY_MESSAGES.kycRequired(`${currencySymbol(fiat)}${BUY_KYC_THRESHOLD}`), {
      field: 'amount',
    });
  return { user, fiat, coin, units: toUnits(p.amount, FIAT_SCALE).toString() };
}

/**
 * What a plan needs to run: the saved card, or for a plan paid from the balance a cash region and
 * a verified customer (decision 268). The balance itself is checked at each run.
 */
async function requireFunding(deps: AppDeps, userId: string, funding: FundingSource): Promise<void> {
  if (funding === 'card') return requireCard(deps, userId);
  const user = await activeCustomer(deps, userId);
  if (!cashCurrencyOf(user.currency_code))
    throw new ApiError('REGION_NOT_SUPPORTED', BANK_MESSAGES.regionNotSupported, { field: 'funding' });
  if (user.kyc_status !== 'approved')
    throw new ApiError(
      user.kyc_status === 'rejected' ? 'KYC_REJECTED' : 'KYC_REQUIRED',
      CASH_TRADE_MESSAGES.verifyFirst,
      {
        field: 'funding',
      },
    );
}

async function requireCard(deps: AppDeps, userId: string): Promise<void> {
  const card = await deps.db
    .selectFrom('saved_cards')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!card) throw new ApiError('CARD_REQUIRED', RECURRING_MESSAGES.cardRequired);
}

/** The caller's plan, locked, unless cancelled; anyone else's reads as not found. */
async function ownPlan(trx: Transaction<DB>, userId: string, planId: string): Promise<PlanRow> {
  const plan = await trx
    .selectFrom('recurring_plans')
    .selectAll()
    .where('id', '=', planId)
    .where('user_id', '=', userId)
    .where('status', '!=', 'cancelled')
    .forUpdate()
    .executeTakeFirst();
  if (!plan) throw notFound();
  return plan;
}

async function updatePlan(
  trx: Transaction<DB>,
  id: string,
  set: Partial<Omit<PlanRow, 'id' | 'user_id'>>,
): Promise<PlanRow> {
  return trx.updateTable('recurring_plans').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

const getRecurringBuys = defineCall(CALLS.getRecurringBuys, {
  async handle(ctx) {
    const me = requireUser(ctx);
    const rows = await ctx.deps.db
      .selectFrom('recurring_plans')
      .selectAll()
      .where('user_id', '=', me.id)
      .where('status', '!=', 'cancelled')
      .orderBy('created_at')
      .execute();
    const card = await ctx.deps.db
      .selectFrom('saved_cards')
      .select(['last4', 'created_at'])
      .where('user_id', '=', me.id)
      .executeTakeFirst();
    return {
      data: {
        plans: rows.map(planView),
        card: card ? { last4: card.last4, savedAt: iso(card.created_at) } : null,
      },
    };
  },
});

/**
 * The plan an earlier attempt of this call made: a plan carries its call's Idempotency-Key, so a
 * retry whose answer was lost answers that plan instead of adding a second one, which would charge
 * the card twice a slot (decision 189).
 */
async function planMadeBy(deps: AppDeps, userId: string, key: string | undefined): Promise<PlanRow | undefined> {
  if (key === undefined) return undefined;
  return deps.db
    .selectFrom('recurring_plans')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

const createRecurringBuy = defineCall(CALLS.createRecurringBuy, {
  async handle(ctx, p) {
    const { deps } = ctx;
    const me = requireUser(ctx);
    // Before the checks: the plan made then may itself fill the limit now.
    const made = await planMadeBy(deps, me.id, ctx.idempotencyKey);
    if (made) return { message: RECURRING_MESSAGES.created, data: { plan: planView(made) } };
    const terms = await checkedTerms(deps, me.id, p);
    await requireFunding(deps, me.id, p.funding);
    const now = deps.clock.now();
    const frequency = p.frequency as RecurringFrequency;
    const plan = await inTransaction(deps.db, async (trx) => {
      // The customer's row is the lock that makes the count and the insert one step.
      await trx.selectFrom('users').select('id').where('id', '=', me.id).forUpdate().executeTakeFirst();
      const { count } = await trx
        .selectFrom('recurring_plans')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', me.id)
        .where('status', '!=', 'cancelled')
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_RECURRING_PLANS)
        throw new ApiError('PLAN_LIMIT', RECURRING_MESSAGES.tooMany(MAX_RECURRING_PLANS));
      return trx
        .insertInto('recurring_plans')
        .values({
          id: randomUUID(),
          user_id: me.id,
          coin: terms.coin,
          fiat_currency: terms.fiat,
          fiat_amount: terms.units,
          frequency,
          anchor_at: now,
          next_run_at: slotAt(now, frequency, 1),
          status: 'active',
          created_at: now,
          updated_at: now,
          idempotency_key: ctx.idempotencyKey ?? null,
          funding: p.funding,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return { message: RECURRING_MESSAGES.created, data: { plan: planView(plan) } };
  },
});

const updateRecurringBuy = defineCall(CALLS.updateRecurringBuy, {
  async handle(ctx, p) {
    const { deps } = ctx;
    const me = requireUser(ctx);
    const terms = await checkedTerms(deps, me.id, p);
    await requireFunding(deps, me.id, p.funding);
    const now = deps.clock.now();
    const frequency = p.frequency as RecurringFrequency;
    const plan = await inTransaction(deps.db, async (trx) => {
      const plan = await ownPlan(trx, me.id, p.planId);
      // A new frequency starts a new schedule from now; the same one keeps its slots.
      const reschedule = plan.frequency !== frequency;
      return updatePlan(trx, plan.id, {
        coin: terms.coin,
        fiat_currency: terms.fiat,
        fiat_amount: terms.units,
        frequency,
        funding: p.funding,
        ...(reschedule ? { anchor_at: now, next_run_at: slotAt(now, frequency, 1) } : {}),
        updated_at: now,
      });
    });
    return { message: RECURRING_MESSAGES.updated, data: { plan: planView(plan) } };
  },
});

const pauseRecurringBuy = defineCall(CALLS.pauseRecurringBuy, {
  async handle(ctx, p) {
    const me = requireUser(ctx);
    const now = ctx.deps.clock.now();
    const plan = await inTransaction(ctx.deps.db, async (trx) => {
      const plan = await ownPlan(trx, me.id, p.planId);
      if (plan.status === 'paused') return plan;
      return updatePlan(trx, plan.id, {
        status: 'paused',
        paused_reason: 'customer',
        retry_at: null,
        retry_slot_at: null,
        updated_at: now,
      });
    });
    return { message: RECURRING_MESSAGES.paused, data: { plan: planView(plan) } };
  },
});

const resumeRecurringBuy = defineCall(CALLS.resumeRecurringBuy, {
  async handle(ctx, p) {
    const { deps } = ctx;
    const me = requireUser(ctx);
    const now = deps.clock.now();
    // What the plan is paid with decides what it needs (checked outside the transaction: the
    // embedded database has one connection).
    const funding = await deps.db
      .selectFrom('recurring_plans')
      .select('funding')
      .where('id', '=', p.planId)
      .where('user_id', '=', me.id)
      .executeTakeFirst();
    await requireFunding(deps, me.id, funding?.funding ?? 'card');
    const plan = await inTransaction(deps.db, async (trx) => {
      const plan = await ownPlan(trx, me.id, p.planId);
      if (plan.status === 'active') return plan;
      // Slots missed while paused are not caught up: the next one after now.
      return updatePlan(trx, plan.id, {
        status: 'active',
        paused_reason: null,
        next_run_at: nextSlotAfter(new Date(plan.anchor_at), plan.frequency, now),
        retry_at: null,
        retry_slot_at: null,
        updated_at: now,
      });
    });
    return { message: RECURRING_MESSAGES.resumed, data: { plan: planView(plan) } };
  },
});

const cancelRecurringBuy = defineCall(CALLS.cancelRecurringBuy, {
  async handle(ctx, p) {
    const me = requireUser(ctx);
    const now = ctx.deps.clock.now();
    const plan = await inTransaction(ctx.deps.db, async (trx) => {
      const plan = await ownPlan(trx, me.id, p.planId);
      return updatePlan(trx, plan.id, { status: 'cancelled', retry_at: null, retry_slot_at: null, updated_at: now });
    });
    return { message: RECURRING_MESSAGES.cancelledNow, data: { plan: planView(plan) } };
  },
});

const removeSavedCard = defineCall(CALLS.removeSavedCard, {
  async handle(ctx) {
    const me = requireUser(ctx);
    const now = ctx.deps.clock.now();
    await inTransaction(ctx.deps.db, async (trx) => {
      await trx.deleteFrom('saved_cards').where('user_id', '=', me.id).execute();
      // Without a card a plan cannot run: active plans pause until a card is saved and they resume.
      await trx
        .updateTable('recurring_plans')
        .set({ status: 'paused', paused_reason: 'no_card', retry_at: null, retry_slot_at: null, updated_at: now })
        .where('user_id', '=', me.id)
        .where('status', '=', 'active')
        .where('funding', '=', 'card')
        .execute();
    });
    return { message: RECURRING_MESSAGES.cardRemoved };
  },
});

export const recurringCalls = [
  getRecurringBuys,
  createRecurringBuy,
  updateRecurringBuy,
  pauseRecurringBuy,
  resumeRecurringBuy,
  cancelRecurringBuy,
  removeSavedCard,
];
