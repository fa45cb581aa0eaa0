/**
 * Running recurring buys (decision 143), a job on the background runner with the injected clock.
 *
 * A due plan's slot is claimed by inserting its (plan, slot, attempt) row into recurring_runs: the
 * primary key lets one instance win, and the insert happens inside openPurchase's transaction,
 * with the purchase it starts (the one-off purchase's code path: its gates, limits, identity
 * threshold and a fresh price). The same transaction moves the plan to its next slot. The saved
 * card is then charged under the purchase's tracking id, which the gateway charges once, and the
 * answer settles the purchase as any gateway word does. A run still 'started' after a restart is
 * charged again under the same tracking id, so it completes without a second charge.
 *
 * A failed attempt is tried once more after RECURRING_RETRY_AFTER_MS; a second failure pauses the
 * plan. A run the purchase rules refuse (identity check needed, above the limits, no price) counts
 * as a failed attempt. Every outcome is emailed.
 *
 * A slot the exit gate stops (decisions 291, 347: frozen, an open sanctions case) is skipped: recorded as 'skipped' and the plan moved to
 * its next slot after now, with no email and no retry, so unfreezing resumes the plan at its next
 * slot rather than catching up the ones missed.
 */
import type { Transaction } from 'kysely';
import { type CoinSymbol, isCoin } from '../../../contract/assets.js';
import type { PurchaseStatus } from '../../../contract/payments.js';
import { RECURRING_RETRY_AFTER_MS, type RecurringPausedReason } from '../../../contract/recurring.js';
import type { DB } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../http/errors.js';
import { GatewayError } from '../../providers/gateway/index.js';
import { exitVerdict } from '../exits/index.js';
import { inTransaction } from '../ledger/index.js';
import {
  activeCustomer,
  buyWithCashBalance,
  coinText,
  fiatFixed,
  findPurchase,
  notificationUrl,
  openPurchase,
  type PurchaseRow,
  purchaseDescription,
  settleFromGateway,
} from '../payments/index.js';
import { notifyCustomer } from '../wallet/index.js';
import { RECURRING_MAIL } from './mail.js';
import type { PlanRow } from './plans.js';
import { nextSlotAfter } from './schedule.js';

/** What a run of recurring buys touches: the purchase, the gateway, the mail. */
type RunDeps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'providers'>;

/** A run still 'started' this long after its last change is taken up again (a restart in between). */
export const STALE_RUN_MS = 2 * 60_000;
const BATCH = 50;

/** Another instance claimed this slot first. */
class SlotTaken extends Error {}

interface Slot {
  plan: PlanRow;
  slotAt: Date;
  attempt: 1 | 2;
}

/** The plan's state once a slot's attempt is claimed: the next slot, or the retry done. */
function afterClaim(s: Slot, now: Date) {
  if (s.attempt === 2) return { retry_at: null, retry_slot_at: null, updated_at: now };
  const anchor = new Date(s.plan.anchor_at);
  // Slots missed while the server was down are not caught up: the next one after now.
  const after = s.slotAt > now ? s.slotAt : now;
  return { next_run_at: nextSlotAfter(anchor, s.plan.frequency, after), updated_at: now };
}

/** Claims the slot (unique per plan, slot and attempt) and moves the plan on, inside `trx`. */
async function claimSlot(
  trx: Transaction<DB>,
  s: Slot,
  now: Date,
  run: { trackingId: string | null; status: 'started' | 'success' | 'refused' | 'skipped'; reason?: string },
) {
  const inserted = await trx
    .insertInto('recurring_runs')
    .values({
      plan_id: s.plan.id,
      slot_at: s.slotAt,
      attempt: s.attempt,
      tracking_id: run.trackingId,
      status: run.status,
      reason: run.reason ?? null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['plan_id', 'slot_at', 'attempt']).doNothing())
    .returning('plan_id')
    .executeTakeFirst();
  if (!inserted) throw new SlotTaken();
  await trx.updateTable('recurring_plans').set(afterClaim(s, now)).where('id', '=', s.plan.id).execute();
}

/** Runs one slot's attempt; false when another instance had claimed it. */
async function runSlot(deps: RunDeps, s: Slot): Promise<boolean> {
  const now = deps.clock.now();
  const { plan } = s;
  const refuse = async (reason: string, pause: RecurringPausedReason | null) => {
    try {
      await inTransaction(deps.db, (trx) => claimSlot(trx, s, now, { trackingId: null, status: 'refused', reason }));
    } catch (e) {
      if (e instanceof SlotTaken) return false;
      throw e;
    }
    await failed(deps, s, reason, pause);
    return true;
  };

  // The exit gate (decision 347): a frozen customer, or one with an open sanctions case, buys nothing.
  const verdict = await exitVerdict(deps, 'purchase', plan.user_id);
  if (!verdict.go) {
    const reason = verdict.stop === 'frozen' ? 'account frozen' : 'under compliance review';
    try {
      await inTransaction(deps.db, (trx) => claimSlot(trx, s, now, { trackingId: null, status: 'skipped', reason }));
    } catch (e) {
      if (e instanceof SlotTaken) return false;
      throw e;
    }
    return true;
  }
  if (!isCoin(plan.coin)) return refuse('this coin is no longer offered.', 'refused');
  if (plan.funding === 'balance') return runFromBalance(deps, s, now, refuse);
  const card = await deps.db
    .selectFrom('saved_cards')
    .select('gateway_token')
    .where('user_id', '=', plan.user_id)
    .executeTakeFirst();
  if (!card) return refuse('there is no saved card.', 'no_card');

  let trackingId: string;
  try {
    const user = await activeCustomer(deps, plan.user_id);
    const opened = await openPurchase(
      deps,
      user,
      {
        amount: fiatFixed(plan.fiat_amount),
        coin: plan.coin as CoinSymbol,
        cryptoValue: null,
        usdc: null,
        saveCard: false,
        planId: plan.id,
      },
      (trx, id) => claimSlot(trx, s, now, { trackingId: id, status: 'started' }),
    );
    trackingId = opened.trackingId;
  } catch (e) {
    if (e instanceof SlotTaken) return false;
    // The purchase rules refused it, as they would a one-off purchase.
    if (e instanceof ApiError) return refuse(e.message, null);
    throw e;
  }
  await charge(deps, trackingId, card.gateway_token);
  return true;
}

/**
 * A slot paid from the cash balance (decision 268): the purchase and the slot's claim, as a
 * success, in one transaction. Too little cash, or any other rule of the purchase, refuses the
 * run as a failed attempt with its usual email, and nothing moves.
 */
async function runFromBalance(
  deps: RunDeps,
  s: Slot,
  now: Date,
  refuse: (reason: string, pause: RecurringPausedReason | null) => Promise<boolean>,
): Promise<boolean> {
  const { plan } = s;
  let bought: Awaited<ReturnType<typeof buyWithCashBalance>>;
  try {
    bought = await buyWithCashBalance(
      deps,
      plan.user_id,
      {
        amount: fiatFixed(plan.fiat_amount),
        coin: plan.coin as CoinSymbol,
        cryptoValue: null,
        idempotencyKey: null,
        planId: plan.id,
      },
      (trx, id) => claimSlot(trx, s, now, { trackingId: id, status: 'success' }),
    );
  } catch (e) {
    if (e instanceof SlotTaken) return false;
    if (e instanceof ApiError) return refuse(e.message, null);
    throw e;
  }
  const p = bought.purchase;
  await notifyCustomer(
    deps,
    plan.user_id,
    RECURRING_MAIL.bought(p.crypto_value, p.crypto_currency, p.total, p.currency, 'balance'),
  );
  return true;
}

/** Charges a started run's purchase and finishes the run; a gateway that cannot answer leaves it started. */
async function charge(deps: RunDeps, trackingId: string, cardToken: string | null): Promise<void> {
  const purchase = await findPurchase(deps, trackingId);
  if (!purchase) return;
  if (purchase.status === 'pending') {
    if (!cardToken) {
      await settleFromGateway(deps, closedWord(trackingId, 'The saved card was removed'), 'charge');
    } else {
      try {
        const word = await deps.providers.gateway.chargeToken({
          trackingId,
          amountMinor: BigInt(purchase.total_amount),
          currency: purchase.fiat_currency,
          description: purchaseDescription(BigInt(purchase.crypto_amount), purchase.coin as CoinSymbol),
          test: purchase.test,
          cardToken,
          notificationUrl: notificationUrl(deps.config),
        });
        await settleFromGateway(deps, { ...word, trackingId, token: null, card: null }, 'charge');
      } catch (e) {
        if (!(e instanceof GatewayError)) throw e;
        deps.log.warn('recurring buy charge: gateway did not answer', { trackingId, error: e.message });
        return;
      }
    }
  }
  const settled = await findPurchase(deps, trackingId);
  if (settled && settled.status !== 'pending') await finishRun(deps, settled);
}

function closedWord(trackingId: string, message: string) {
  return {
    token: null,
    trackingId,
    uid: null,
    status: 'error' as const,
    amountMinor: null,
    currency: null,
    code: null,
    message,
    test: false,
  };
}

/** Records the run's outcome once (whoever gets there first) and tells the customer. */
async function finishRun(deps: RunDeps, purchase: PurchaseRow): Promise<void> {
  const status: PurchaseStatus = purchase.status;
  const ok = status === 'success';
  const now = deps.clock.now();
  const run = await deps.db
    .updateTable('recurring_runs')
    .set({ status: ok ? 'success' : 'failed', reason: ok ? null : purchase.gateway_message, updated_at: now })
    .where('tracking_id', '=', purchase.tracking_id)
    .where('status', '=', 'started')
    .returningAll()
    .executeTakeFirst();
  if (!run) return;
  const plan = await deps.db.selectFrom('recurring_plans').selectAll().where('id', '=', run.plan_id).executeTakeFirst();
  if (!plan) return;
  if (ok) {
    await notifyCustomer(
      deps,
      plan.user_id,
      RECURRING_MAIL.bought(
        coinText(purchase.crypto_amount, purchase.coin),
        purchase.coin,
        fiatFixed(purchase.total_amount),
        purchase.fiat_currency,
        'card',
      ),
    );
    return;
  }
  const slot: Slot = { plan, slotAt: new Date(run.slot_at), attempt: run.attempt === 2 ? 2 : 1 };
  await failed(deps, slot, purchase.gateway_message ?? 'the card payment failed.', null);
}

/** A failed attempt: the first is retried later, the second pauses the plan. */
async function failed(deps: RunDeps, s: Slot, reason: string, pause: RecurringPausedReason | null): Promise<void> {
  const now = deps.clock.now();
  const { plan } = s;
  const amount = fiatFixed(plan.fiat_amount);
  if (s.attempt === 1 && pause === null) {
    const moved = await deps.db
      .updateTable('recurring_plans')
      .set({ retry_slot_at: s.slotAt, retry_at: new Date(now.getTime() + RECURRING_RETRY_AFTER_MS), updated_at: now })
      .where('id', '=', plan.id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) > 0)
      await notifyCustomer(
        deps,
        plan.user_id,
        RECURRING_MAIL.retrying(plan.coin, amount, plan.fiat_currency, reason, pause),
      );
    return;
  }
  const paused = await deps.db
    .updateTable('recurring_plans')
    .set({
      status: 'paused',
      paused_reason: pause ?? 'payment_failed',
      retry_at: null,
      retry_slot_at: null,
      updated_at: now,
    })
    .where('id', '=', plan.id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (Number(paused.numUpdatedRows) > 0)
    await notifyCustomer(
      deps,
      plan.user_id,
      RECURRING_MAIL.paused(plan.coin, amount, plan.fiat_currency, reason, pause),
    );
}

/** Takes up runs left started (the server stopped between the claim and the charge's answer). */
async function resumeStartedRuns(deps: RunDeps, now: Date): Promise<void> {
  const stale = await deps.db
    .selectFrom('recurring_runs')
    .innerJoin('recurring_plans', 'recurring_plans.id', 'recurring_runs.plan_id')
    .leftJoin('saved_cards', 'saved_cards.user_id', 'recurring_plans.user_id')
    .select(['recurring_runs.tracking_id', 'saved_cards.gateway_token'])
    .where('recurring_runs.status', '=', 'started')
    .where('recurring_runs.updated_at', '<', new Date(now.getTime() - STALE_RUN_MS))
    .limit(BATCH)
    .execute();
  for (const r of stale) if (r.tracking_id) await charge(deps, r.tracking_id, r.gateway_token);
}

/** One pass: stale runs first, then every due slot and due retry. Answers how many slots ran here. */
export async function runRecurringBuys(deps: RunDeps, now: Date): Promise<number> {
  await resumeStartedRuns(deps, now);
  const due = await deps.db
    .selectFrom('recurring_plans')
    .selectAll()
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('next_run_at', '<=', now), eb('retry_at', '<=', now)]))
    .orderBy('next_run_at')
    .limit(BATCH)
    .execute();
  let ran = 0;
  for (const plan of due) {
    const retrySlot = plan.retry_at && new Date(plan.retry_at) <= now ? plan.retry_slot_at : null;
    const slot: Slot = retrySlot
      ? { plan, slotAt: new Date(retrySlot), attempt: 2 }
      : { plan, slotAt: new Date(plan.next_run_at), attempt: 1 };
    try {
      if (await runSlot(deps, slot)) ran++;
    } catch (e) {
      deps.log.error('recurring buy run failed', {
        planId: plan.id,
        error: e instanceof Error ? e.message : String(e),
      });
    }
  }
  return ran;
}
