/**
 * What a case's decision does to the transfer it stopped (decision 293). Release: a withdrawal held
 * for review goes on to the chain through the ordinary settlement pass, a held or frozen deposit is
 * credited. Return: a held withdrawal's reserved amount goes back to the customer, a held deposit is
 * left uncredited for its sender; a sanctioned deposit is never returned (it stays frozen). Each
 * move is a conditional update or a ledger ref inside the decision's transaction, so a transfer
 * moves once however many decisions race; the customer's mail goes after the commit.
 */
import { COINS, type CoinSymbol } from '../../../contract/assets.js';
import type { CaseDecision, CaseSource, CaseTransfer } from '../../../contract/cases.js';
import { fromUnits } from '../../../contract/money.js';
import { routeById } from '../../../contract/routes.js';
import { TRAVEL_RULE_FAILURES } from '../../../contract/travel-rule.js';
import type { Database } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { decimalOfCents } from '../../providers/bank/index.js';
import {
  decideHeldDepositRecord,
  originInReview,
  RETURNED_AFTER_REVIEW,
  releaseReviewedOrigin,
} from '../travelrule/index.js';
import {
  type DepositCredit,
  notifyCustomer,
  postDepositCredit,
  prepareDepositCredit,
  settleWithdrawal,
} from '../wallet/index.js';
import { DEPOSIT_DECIDED_MAIL } from './case-mail.js';

type Deps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'providers'>;

interface Attached {
  view: Omit<CaseTransfer, 'releaseNeedsApproval' | 'releaseRequestId'>;
  screeningCaseId: string;
  customerId: string;
  withdrawalId: string | null;
  deposit: DepositCredit | null;
  /** A credited deposit whose origin compliance reviews: releasing it ends its hold (decision 368). */
  originReview?: { routeId: number; txid: string; outputIndex: number };
}

/** The transfer behind a screening case, and where it stands; null for a monitoring finding. */
export async function attachedTransfer(
  db: Database,
  c: { source: CaseSource; sourceId: string },
): Promise<Attached | null> {
  if (c.source === 'bank') return returnedBankDeposit(db, c.sourceId);
  if (c.source !== 'screening') return null;
  const s = await db.selectFrom('screening_cases').selectAll().where('id', '=', c.sourceId).executeTakeFirst();
  if (!s) return null;
  const route = routeById(s.route_id);
  const amount = BigInt(s.amount);
  // The Travel Rule's holds are recorded as `travel_rule…`; any other source is a sanctions list.
  const sanctioned = !s.source.startsWith('travel_rule');
  const base = {
    direction: s.direction,
    currency: s.currency,
    amount: fromUnits(amount, COINS[s.currency as CoinSymbol]?.scale ?? 8),
    sanctioned,
  };
  const common = { screeningCaseId: s.id, customerId: s.user_id };
  if (s.direction === 'withdrawal') {
    const w = await db
      .selectFrom('withdrawals')
      .select(['id', 'state', 'travel_rule_state', 'travel_rule_reason'])
      .where('user_id', '=', s.user_id)
      .where('idempotency_key', '=', s.reference)
      .executeTakeFirst();
    if (!w)
      return { ...common, view: { ...base, state: 'refused', canReturn: false }, withdrawalId: null, deposit: null };
    const held = w.state === 'pending' && w.travel_rule_state === 'review' && w.travel_rule_reason === null;
    const state = held ? 'held' : w.state;
    return { ...common, view: { ...base, state, canReturn: held }, withdrawalId: w.id, deposit: null };
  }
  // A deposit's reference is route:txid:output; the txid may hold colons of its own.
  const first = s.reference.indexOf(':');
  const last = s.reference.lastIndexOf(':');
  const txid = s.reference.slice(first + 1, last);
  const outputIndex = Number(s.reference.slice(last + 1));
  const ours = await db
    .selectFrom('deposit_addresses')
    .select('address')
    .where('user_id', '=', s.user_id)
    .where('route_id', '=', s.route_id)
    .executeTakeFirst();
  const credited = await db
    .selectFrom('deposits')
    .select('id')
    .where('route_id', '=', s.route_id)
    .where('txid', '=', txid)
    .where('output_index', '=', outputIndex)
    .executeTakeFirst();
  // Credited, its origin answered as someone else's self-hosted wallet: held from withdrawal until released.
  const output = { routeId: s.route_id, txid, outputIndex };
  if (credited && s.state === 'open' && (await originInReview(db, output)))
    return {
      ...common,
      view: { ...base, state: 'held', canReturn: false },
      withdrawalId: null,
      deposit: null,
      originReview: output,
    };
  const state = credited ? 'credited' : s.state === 'confirmed' && !sanctioned ? 'returned' : 'held';
  const deposit = route && ours ? { userId: s.user_id, route, txid, outputIndex, amount, address: ours.address } : null;
  return {
    ...common,
    view: { ...base, state, canReturn: state === 'held' && !sanctioned },
    withdrawalId: null,
    deposit,
  };
}

/**
 * A bank deposit returned to its sender (decision 310): the money has already gone back, so no
 * decision moves it; the officer decides about the customer.
 */
async function returnedBankDeposit(db: Database, depositId: string): Promise<Attached | null> {
  const d = await db
    .selectFrom('bank_deposits')
    .select(['user_id', 'currency', 'amount'])
    .where('id', '=', depositId)
    .executeTakeFirst();
  if (!d?.user_id) return null;
  return {
    view: {
      direction: 'deposit',
      currency: d.currency,
      amount: decimalOfCents(BigInt(d.amount)),
      state: 'returned',
      sanctioned: false,
      canReturn: false,
    },
    screeningCaseId: '',
    customerId: d.user_id,
    withdrawalId: null,
    deposit: null,
  };
}

/** Whether a release of it waits for a second officer: a sanctioned transfer, or a frozen customer's. */
export async function releaseNeedsApproval(db: Database, t: Attached): Promise<boolean> {
  if (t.view.sanctioned) return true;
  const u = await db.selectFrom('users').select('frozen_at').where('id', '=', t.customerId).executeTakeFirstOrThrow();
  return u.frozen_at !== null;
}

export type PreparedMove = { credit: Awaited<ReturnType<typeof prepareDepositCredit>> | null };

/** What must be read before the decision's transaction: a deposit credit's prices. */
export async function prepareMove(deps: Deps, t: Attached | null, decision: CaseDecision): Promise<PreparedMove> {
  if (decision !== 'release' || t?.view.state !== 'held' || !t.deposit) return { credit: null };
  return { credit: await prepareDepositCredit(deps, t.deposit) };
}

/**
 * Moves the held transfer in the decision's transaction. Returns whether it moved: false when it
 * had already moved (another decision won), so nothing is done twice.
 */
export async function moveHeld(
  deps: Deps,
  trx: Database,
  t: Attached | null,
  decision: 'release' | 'return',
  prepared: PreparedMove,
): Promise<boolean> {
  if (t?.view.state !== 'held') return false;
  // Nothing to return: the coins are the customer's; release ends the hold, return keeps it.
  if (t.originReview && decision === 'return') return false;
  await trx
    .updateTable('screening_cases')
    .set({ state: decision === 'release' ? 'released' : 'confirmed' })
    .where('id', '=', t.screeningCaseId)
    .execute();
  if (t.withdrawalId) {
    const moved = await trx
      .updateTable('withdrawals')
      .set(
        decision === 'release'
          ? { travel_rule_state: 'recorded', travel_rule_reason: 'released after review' }
          : { travel_rule_reason: RETURNED_AFTER_REVIEW },
      )
      .where('id', '=', t.withdrawalId)
      .where('state', '=', 'pending')
      .where('travel_rule_state', '=', 'review')
      .where('travel_rule_reason', 'is', null)
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  }
  if (t.originReview) return releaseReviewedOrigin(trx, t.originReview);
  // A Travel Rule deposit's record says what became of it, in the same transaction.
  const record = t.deposit && { routeId: t.deposit.route.id, txid: t.deposit.txid, outputIndex: t.deposit.outputIndex };
  if (decision === 'return') {
    if (record) await decideHeldDepositRecord(trx, record, 'returned');
    return true;
  }
  if (!t.deposit || !prepared.credit || !record) return false;
  const credited = await postDepositCredit(deps, trx, t.deposit, prepared.credit);
  if (credited) await decideHeldDepositRecord(trx, record, 'released');
  return credited;
}

/** After the commit: a returned withdrawal's amount goes back (once, by its ledger ref); the customer is told. */
export async function afterMove(deps: Deps, t: Attached, decision: 'release' | 'return'): Promise<void> {
  if (t.withdrawalId) {
    // Released: the settlement pass sends it and mails "sent"; returned: settled here, mailed "returned".
    if (decision === 'return')
      await settleWithdrawal(deps, t.withdrawalId, { state: 'failed', reason: TRAVEL_RULE_FAILURES.returned });
    return;
  }
  await notifyCustomer(deps, t.customerId, DEPOSIT_DECIDED_MAIL(decision, t.view.amount, t.view.currency));
}
