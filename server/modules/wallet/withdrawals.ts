/**
 * Withdrawals. The amount is first held: moved from the customer to the in-flight account in the
 * same transaction that records the withdrawal (tied to the request's Idempotency-Key). The
 * broadcaster then reports it sent or failed, and the hold is settled exactly once: posted to
 * the world when sent, voided back to the customer when failed. Both settlements share one
 * ledger ref, so a second settlement of either kind can never move money.
 */

import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { COINS, type CoinSymbol } from '../../../contract/assets.js';
import { WITHDRAW_MESSAGES, type WithdrawalAnswer } from '../../../contract/exchange.js';
import { legalRegionOf } from '../../../contract/legal.js';
import { fromUnits } from '../../../contract/money.js';
import { type PaymentRoute, routeById } from '../../../contract/routes.js';
import type { TravelRuleState } from '../../../contract/travel-rule.js';
import { WITHDRAWAL_FEE_MESSAGES } from '../../../contract/withdrawal-fee.js';
import { isDatabaseUnavailable } from '../../db/faults.js';
import type { AppDeps } from '../../deps.js';
import { ApiError, validationError } from '../../http/errors.js';
import { sealIdentity } from '../../lib/sealed-identity.js';
import { drainClaimed } from '../../lib/work-pool.js';
import type { BroadcastState } from '../../providers/chain/index.js';
import { assertWithdrawalsNotHeld, type WithdrawalProof } from '../accounts/index.js';
import { assertAddressAllowed } from '../addressbook/index.js';
import { exitVerdict } from '../exits/index.js';
import { fiatRatesNow, inTransaction, postMovement, prepareMovement, usdcRatesNow } from '../ledger/index.js';
import { recordMerchantTransaction } from '../merchants/index.js';
import { assertWithdrawalScreened } from '../screening/index.js';
import {
  afterHold,
  failUnanswered,
  prepareTravelRule,
  RELEASED_STATES,
  sealWithdrawalRecord,
  travelRuleStateFor,
} from '../travelrule/index.js';
import { WITHDRAWAL_MAIL } from './mail.js';
import { notifyCustomer } from './notify.js';
import { restoreAwaitingReconciliation } from './reconciliation.js';
import { holdWithdrawal, passWithdrawalGates, type WithdrawalAsk } from './withdrawal-gates.js';
import { valueColumns, valueWithdrawal } from './withdrawal-limits.js';

/** What settling a withdrawal touches: the ledger, the chain, the mail. */
type SettleDeps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'providers'>;
/** What the settlement job touches. */
type SettlementDeps = Pick<AppDeps, 'config' | 'db' | 'dbKind' | 'clock' | 'log' | 'providers' | 'secrets'>;

interface WithdrawalRequest {
  route: PaymentRoute;
  address: string;
  amount: bigint;
  /** The customer's own confirmation (decision 367). */
  proof: WithdrawalProof;
  /** Where the request came from: a wrong password counts against it. */
  ip: string;
  /** The network fee the customer was shown, in base units; refused when it changed since. */
  shownFee?: bigint;
  /** Who receives it, as sent (decision 256); undefined: the saved address's answers. */
  beneficiary?: unknown;
}

/** The route's network fee now, in base units; the provider failing is a 503, never a zero fee. */
export async function currentNetworkFee(deps: AppDeps, route: PaymentRoute): Promise<bigint> {
  try {
    const fee = await deps.providers.chain.fees.networkFee(route.id);
    if (fee < 0n) throw new Error('negative fee');
    return fee;
  } catch (e) {
    deps.log.warn('no network fee', { routeId: route.id, error: (e as Error).message });
    throw new ApiError('SERVICE_UNAVAILABLE', WITHDRAWAL_FEE_MESSAGES.feeUnavailable);
  }
}

async function byKey(deps: AppDeps, userId: string, key: string): Promise<WithdrawalAnswer | null> {
  const w = await deps.db
    .selectFrom('withdrawals')
    .select(['id', 'state', 'travel_rule_state'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!w) return null;
  return {
    withdrawal_id: w.id,
    status: w.state,
    ...(w.travel_rule_state ? { travel_rule: { state: w.travel_rule_state } } : {}),
  };
}

interface HoldColumns {
  withdrawals_held_until: Date | string | null;
  withdrawals_held_reason: string | null;
  time_zone: string;
}

/**
 * What holds a withdrawal back whatever its amount, in this order: the account's withdrawal hold,
 * then the allowlist for `address`. The withdrawal and the form's check-withdrawal ask the same.
 */
export async function assertNotHeldFrom(
  deps: AppDeps,
  userId: string,
  user: HoldColumns,
  routeId: number,
  address: string | null,
): Promise<void> {
  assertWithdrawalsNotHeld(deps, user.withdrawals_held_until, user.withdrawals_held_reason, user.time_zone);
  if (address !== null) await assertAddressAllowed(deps, userId, routeId, address);
}

export async function requestWithdrawal(
  deps: AppDeps,
  userId: string,
  idempotencyKey: string,
  req: WithdrawalRequest,
): Promise<WithdrawalAnswer> {
  // A retry after the hold was made (its first answer lost) gets the same withdrawal.
  const done = await byKey(deps, userId, idempotencyKey);
  if (done) return done;

  const coin = req.route.currency;
  const user = await deps.db
    .selectFrom('users')
    .select(['kyc_status', 'withdrawals_held_until', 'withdrawals_held_reason', 'time_zone', 'currency_code'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const destination = { userId, route: req.route, address: req.address };
  let travel: Awaited<ReturnType<typeof prepareTravelRule>> | undefined;
  let fee = 0n;
  const ask = {
    deps,
    userId,
    user,
    currency: coin,
    amount: req.amount,
    proof: req.proof,
    ip: req.ip,
    destination: {
      kind: 'crypto' as const,
      async assertUsable() {
        await assertAddressAllowed(deps, userId, req.route.id, req.address);
        // Who receives it, checked and built into the Travel Rule payload before anything is spent.
        travel = await prepareTravelRule(deps, destination, req.beneficiary);
      },
      async assertAmount() {
        fee = await currentNetworkFee(deps, req.route);
        if (req.amount <= fee)
          throw validationError({ amount: WITHDRAWAL_FEE_MESSAGES.belowFee(fromUnits(fee, COINS[coin].scale), coin) });
        if (req.shownFee !== undefined && req.shownFee !== fee)
          throw new ApiError('FEE_CHANGED', WITHDRAWAL_FEE_MESSAGES.feeChanged);
      },
      insufficient: () =>
        new ApiError('INSUFFICIENT_BALANCE', WITHDRAW_MESSAGES.insufficientBalance, { field: 'amount' }),
      value: () => valueWithdrawal(deps, coin, req.amount),
      // A proof missing is said before the code is spent; the hold's transaction decides.
      async assertProof(v) {
        await travelRuleStateFor(deps, deps.db, { ...destination, value: v, at: deps.clock.now() }, travel!.answers);
      },
      // A hit opens a compliance case, and nothing is held.
      screen: () =>
        assertWithdrawalScreened(deps, {
          userId,
          route: req.route,
          address: req.address,
          amount: req.amount,
          reference: idempotencyKey,
        }),
    },
  } satisfies WithdrawalAsk;
  const { value } = await passWithdrawalGates(ask);
  const travelled = travel!;

  const id = randomUUID();
  const amountText = fromUnits(req.amount, COINS[coin].scale);
  const now = deps.clock.now();
  const prepared = await prepareMovement(deps.db, {
    kind: 'withdrawal_hold',
    ref: `withdrawal:${id}:hold`,
    userId,
    idempotencyKey,
    transactionClass: 'payment',
    trackingId: id,
    note: `Withdrawal of ${amountText} ${coin} to ${req.address}`,
    network: req.route.networkName,
    recipient: req.address,
    details: {
      withdrawal_id: id,
      route_id: req.route.id,
      network_fee: fee.toString(),
      // To the customer's own wallet the coin keeps its cost; to someone else it is disposed of (decision 413).
      beneficiary_owner: travelled.answers.owner,
      usdc_rates: await usdcRatesNow(deps, [coin]),
      fiat_rates: await fiatRatesNow(deps),
    },
    at: now,
    transfers: [
      { from: { userId, currency: coin }, to: { house: 'withdrawals_in_flight', currency: coin }, amount: req.amount },
    ],
  });
  let travelState: TravelRuleState = 'recorded';
  const held = await holdWithdrawal(ask, {
    value,
    prepared,
    // With the row locked, linked withdrawals to this address made in parallel are all seen.
    async underLock(trx) {
      travelState = await travelRuleStateFor(deps, trx, { ...destination, value, at: now }, travelled.answers);
    },
    async record(trx, holdMovementId) {
      await trx
        .insertInto('withdrawals')
        .values({
          id,
          user_id: userId,
          route_id: req.route.id,
          currency: coin,
          address: req.address,
          amount: req.amount.toString(),
          network_fee: fee.toString(),
          state: 'pending',
          idempotency_key: idempotencyKey,
          hold_movement_id: holdMovementId,
          created_at: now,
          ...valueColumns(value),
          approval: needsSecondOfficer(deps, user.currency_code, value) ? 'waiting' : null,
          // Who receives it names a person: sealed (decision 335).
          beneficiary: sealIdentity(deps.secrets.data, { kind: 'withdrawal', id }, JSON.stringify(travelled.answers)),
          travel_rule_state: travelState,
          travel_rule_deadline:
            travelState === 'waiting' ? new Date(now.getTime() + deps.config.travelRuleAnswerWaitMs) : null,
        })
        .execute();
      // What is sent or recorded now is what the record keeps, whatever the customer's details become.
      await sealWithdrawalRecord(
        trx,
        deps.secrets.data,
        { id, userId, routeId: req.route.id, address: req.address, at: now },
        travelled.payload,
      );
      await recordMerchantTransaction(
        { ...deps, db: trx },
        {
          requestType: 'withdraw',
          transactionId: id,
          userId,
          outcome: 'pending',
          amount: req.amount,
          currency: coin,
          at: now,
        },
      );
    },
  });
  if (!held) {
    const again = await byKey(deps, userId, idempotencyKey);
    if (again) return again;
    throw new ApiError('IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used with another request');
  }
  await notifyCustomer(deps, userId, WITHDRAWAL_MAIL.requested(amountText, coin, req.address, req.route.networkName));
  const state = await afterHold(
    deps,
    { ...destination, id, amount: req.amount, reference: idempotencyKey },
    travelled,
    travelState,
    (wid, outcome) => settleWithdrawal(deps, wid, outcome),
  );
  return { withdrawal_id: id, status: state === 'refused' ? 'failed' : 'pending', travel_rule: { state } };
}

/**
 * Four-eyes (decision 278): a withdrawal valued at or above the region's setting waits for a
 * second compliance officer; settlement takes only one that needs no approval or was approved.
 * Cash withdrawals ask the same (decision 315).
 */
export function needsSecondOfficer(
  deps: Pick<AppDeps, 'config'>,
  currencyCode: string,
  value: Record<'EUR' | 'AUD', string>,
): boolean {
  const fiat = legalRegionOf(currencyCode) === 'AU' ? 'AUD' : 'EUR';
  return Number(value[fiat]) >= deps.config.staff.fourEyesWithdrawal[fiat];
}

type Settlement = { state: 'sent'; txHash: string } | { state: 'failed'; reason: string };

/**
 * Settles a pending withdrawal once. Returns false (moving nothing) when it was already settled,
 * whichever way.
 */
export async function settleWithdrawal(deps: SettleDeps, id: string, outcome: Settlement): Promise<boolean> {
  const w = await deps.db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
  if (w?.state !== 'pending') return false;
  const coin = w.currency as CoinSymbol;
  const amount = BigInt(w.amount);
  const fee = BigInt(w.network_fee);
  const sent = outcome.state === 'sent';
  const now = deps.clock.now();
  const prepared = await prepareMovement(deps.db, {
    kind: sent ? 'withdrawal_post' : 'withdrawal_void',
    ref: `withdrawal:${id}:settle`,
    userId: w.user_id,
    transactionClass: 'payment',
    trackingId: id,
    note: sent ? `Withdrawal sent to ${w.address}` : 'Withdrawal returned: it could not be sent',
    network: routeById(w.route_id)?.networkName ?? null,
    recipient: sent ? w.address : null,
    details: sent ? { withdrawal_id: id, tx_hash: outcome.txHash } : { withdrawal_id: id, reason: outcome.reason },
    at: now,
    // Sent: the chain got the amount less the fee, the fee is revenue (decision 115). Returned:
    // the whole amount goes back, fee included.
    transfers: sent
      ? [
          {
            from: { house: 'withdrawals_in_flight', currency: coin },
            to: { house: 'deposits_world', currency: coin },
            amount: amount - fee,
          },
          ...(fee > 0n
            ? [
                {
                  from: { house: 'withdrawals_in_flight' as const, currency: coin },
                  to: { house: 'fee_revenue' as const, currency: coin },
                  amount: fee,
                },
              ]
            : []),
        ]
      : [
          {
            from: { house: 'withdrawals_in_flight', currency: coin },
            to: { userId: w.user_id, currency: coin },
            amount,
          },
        ],
  });
  const settled = await inTransaction(deps.db, async (trx) => {
    const movement = await postMovement(trx, prepared);
    if (!movement) return false;
    const updated = await trx
      .updateTable('withdrawals')
      .set({
        state: outcome.state,
        tx_hash: sent ? outcome.txHash : null,
        failure_reason: sent ? null : outcome.reason,
        settle_movement_id: movement.id,
        settled_at: now,
      })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new Error(`withdrawal ${id} changed while being settled`);
    await recordMerchantTransaction(
      { ...deps, db: trx },
      {
        requestType: 'withdraw',
        transactionId: id,
        userId: w.user_id,
        outcome: sent ? 'completed' : 'failed',
        amount,
        currency: coin,
        orderReference: sent ? outcome.txHash : null,
        at: now,
      },
    );
    return true;
  });
  if (settled) {
    const amountText = fromUnits(amount, COINS[coin].scale);
    await notifyCustomer(
      deps,
      w.user_id,
      sent
        ? WITHDRAWAL_MAIL.sent(amountText, coin, w.address, outcome.txHash)
        : WITHDRAWAL_MAIL.failed(amountText, coin),
    );
  }
  return settled;
}

/**
 * Asks custody about pending withdrawals and settles those it has an answer for (decision 355).
 * Each is claimed before custody is asked (one conditional UPDATE with SKIP LOCKED that sets a
 * lease), so two instances never ask about, let alone submit, the same withdrawal at once, and a
 * crashed instance's claims lapse by themselves. Those custody was never asked about come first,
 * then the longest unasked: a withdrawal custody holds as pending never keeps the newer ones
 * from being submitted. Settling stays idempotent on its own (the withdrawal's state and the
 * movement's reference), so a claim guards throughput and the one-submission rule, never the
 * ledger.
 *
 * One pass: at most `limit` withdrawals, each asked about once. Returns how many were settled.
 */
export async function processPendingWithdrawals(deps: SettlementDeps, limit = 100): Promise<number> {
  if (!(await settlementOpen(deps))) return 0;
  const round = await roundStart(deps);
  let settled = 0;
  let claimed = false;
  await drainClaimed({
    atOnce: SETTLING_AT_ONCE,
    claim: async () => {
      if (claimed) return [];
      claimed = true;
      return claimPending(deps, round, limit);
    },
    work: async (w) => {
      if (await checkClaimed(deps, w)) settled += 1;
    },
  });
  return settled;
}

/**
 * The settlement job's run: every pending withdrawal that may leave is asked about once, a batch
 * claimed whenever the last one is taken, several at once; a slow answer holds only its own.
 */
export async function settlePendingWithdrawals(deps: SettlementDeps): Promise<void> {
  if (!(await settlementOpen(deps))) return;
  const round = await roundStart(deps);
  await drainClaimed({
    atOnce: SETTLING_AT_ONCE,
    claim: () => claimPending(deps, round, CLAIM_BATCH),
    work: async (w) => {
      await checkClaimed(deps, w);
    },
  });
}

/** After a restore, reconciled first; then those the receiving provider refused go back first. */
async function settlementOpen(deps: SettlementDeps): Promise<boolean> {
  // After a restore nothing is settled or sent before the restore is reconciled with custody and
  // the bank (modules/restore, decision 377).
  if (await restoreAwaitingReconciliation(deps)) return false;
  // Those the receiving provider refused or left unanswered go back to the customer first.
  await failUnanswered(deps, (id, outcome) => settleWithdrawal(deps, id, outcome));
  return true;
}

/** Withdrawals asked about at once: each waits on custody and on its own commit, and the waits overlap. */
const SETTLING_AT_ONCE = 16;
const CLAIM_BATCH = 100;
/**
 * How long a claim holds: well past custody's answer timeout, so only a crashed instance's lapses.
 * Leases and "asked since" are the database's time, the one clock every instance shares.
 */
const CLAIM_LEASE = sql`interval '120 seconds'`;

/** When a run began: it asks about no withdrawal asked about since (by it or another instance). */
async function roundStart(deps: Pick<AppDeps, 'db'>): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`select clock_timestamp() as now`.execute(deps.db);
  return rows[0]!.now;
}

type PendingWithdrawal = {
  id: string;
  user_id: string;
  route_id: number;
  address: string;
  amount: string;
  network_fee: string;
  created_at: Date;
};

/** Claims up to `limit` withdrawals nobody holds and nobody asked about since the run began. */
async function claimPending(deps: SettleDeps, round: Date, limit: number): Promise<PendingWithdrawal[]> {
  // The pick is a CTE: a locking CTE is evaluated once, so the limit holds (a subquery under
  // IN may be run again by the planner and claim more).
  const { rows } = await sql<PendingWithdrawal>`
    with picked as (
      select id from withdrawals
      where state = 'pending' and (approval is null or approval = 'approved') and ${RELEASED_STATES}
        and (claimed_until is null or claimed_until < clock_timestamp())
        and (checked_at is null or checked_at < ${round})
      order by checked_at nulls first, created_at
      limit ${limit}
      for update skip locked
    )
    update withdrawals w set claimed_until = clock_timestamp() + ${CLAIM_LEASE}
    from picked where w.id = picked.id and w.state = 'pending'
    returning w.id, w.user_id, w.route_id, w.address, w.amount, w.network_fee, w.created_at`.execute(deps.db);
  return rows;
}

/** Asks custody about a claimed withdrawal, settles it on an answer, and lets the claim go. */
async function checkClaimed(deps: SettleDeps, w: PendingWithdrawal): Promise<boolean> {
  try {
    return await settleOne(deps, w);
  } catch (e) {
    // The database gone: the others would fail the same way, a line each. The run ends, and its
    // job reports the outage once.
    if (isDatabaseUnavailable(e)) throw e;
    // One withdrawal failing to settle for its own reason leaves it pending for the next pass;
    // the rest go on.
    deps.log.error('withdrawal settlement failed', { withdrawalId: w.id, error: (e as Error).message });
    return false;
  } finally {
    await deps.db
      .updateTable('withdrawals')
      .set({ claimed_until: null, checked_at: sql`clock_timestamp()` })
      .where('id', '=', w.id)
      .execute()
      .catch(() => {}); // the lease lapses by itself
  }
}

async function settleOne(deps: SettleDeps, w: PendingWithdrawal): Promise<boolean> {
  // At the moment it leaves (decision 347): one the exit gate stops is never handed to custody,
  // only asked about there (custody may have had it before the stop), and stays held.
  const go = (await exitVerdict(deps, 'crypto', w.user_id)).go;
  let state: BroadcastState | { state: 'unknown' };
  try {
    state = go
      ? await deps.providers.chain.broadcaster.track({
          id: w.id,
          routeId: w.route_id,
          address: w.address,
          amount: BigInt(w.amount) - BigInt(w.network_fee),
          createdAt: new Date(w.created_at),
          customerId: w.user_id,
          charged: BigInt(w.amount),
        })
      : await deps.providers.chain.broadcaster.lookup(w.id);
  } catch (e) {
    deps.log.warn('withdrawal broadcast check failed', { withdrawalId: w.id, error: (e as Error).message });
    return false;
  }
  if (state.state === 'pending' || state.state === 'unknown') return false;
  return settleWithdrawal(deps, w.id, state);
}
