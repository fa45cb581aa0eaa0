/**
 * The compliance case queue (decision 277). Cases are opened by the database as hits and findings
 * are recorded (migration 060); officers take one (owner, in review), escalate it, add notes and
 * close it with a decision and its reason. Each step is one conditional update on the case, so two
 * officers acting at once change it once, and each is written to the case's timeline and the audit
 * trail in the same transaction. A freeze decision asks for a freeze: a second officer approves it.
 */
import { sql } from 'kysely';
import { CALLS } from '../../../contract/calls/index.js';
import { caseDeadline } from '../../../contract/case-deadline.js';
import {
  AWAITING_DECISION,
  type CaseDetail,
  type CaseSort,
  type CaseSource,
  type CaseState,
  type CaseSummary,
  mayCloseWithNoAction,
} from '../../../contract/cases.js';
import { riskRank } from '../../../contract/customer-risk.js';
import { DESK_LIMITS } from '../../../contract/desk.js';
import type { Database } from '../../db/index.js';
import { auditCallerAction } from '../../http/audit.js';
import { defineCall, requireUser } from '../../http/call.js';
import { ApiError, validationError } from '../../http/errors.js';
import { openRequest } from './approval-calls.js';
import { amountsOf, hitOf, recentTransfersOf, standingOf, transferValueOf, travelRuleOf } from './case-context.js';
import { caseFacts } from './case-facts.js';
import { afterMove, attachedTransfer, moveHeld, prepareMove, releaseNeedsApproval } from './case-transfers.js';

const QUEUE_PAGE = 200;
const QUEUE_SORTED_MAX = 2000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (d: Date | string) => new Date(d).toISOString();
const reasonProblem = (r: string) =>
  (r.length < 3 || r.length > DESK_LIMITS.reasonMax) && `is required: 3 to ${DESK_LIMITS.reasonMax} characters`;

function summaries(db: Database) {
  return db
    .selectFrom('compliance_cases as c')
    .innerJoin('users as cu', 'cu.id', 'c.customer_id')
    .leftJoin('users as o', 'o.id', 'c.owner_id')
    .select([
      'c.id',
      'c.customer_id',
      'cu.email as customer_email',
      'c.source',
      'c.kind',
      'c.state',
      'c.owner_id',
      'o.email as owner_email',
      'c.opened_at',
      'c.decision',
      'c.decision_reason',
      'c.closed_at',
      'c.source_id',
    ]);
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;

/** The rows as the queue shows them: with amount, the customer's risk group and the deadline. */
async function summariesOf(db: Database, rows: SummaryRow[]): Promise<CaseSummary[]> {
  const [standing, amounts] = await Promise.all([
    standingOf(
      db,
      rows.map((r) => r.customer_id),
    ),
    amountsOf(db, rows),
  ]);
  return rows.map((r) => ({
    id: r.id,
    customerId: r.customer_id,
    customerEmail: r.customer_email,
    source: r.source,
    kind: r.kind,
    state: r.state,
    ownerId: r.owner_id,
    ownerEmail: r.owner_email,
    openedAt: iso(r.opened_at),
    deadline: caseDeadline(new Date(r.opened_at), r.source).toISOString(),
    risk: standing.get(r.customer_id)?.risk.group ?? 'low',
    amount: amounts.get(r.id) ?? null,
  }));
}

/** Highest risk first, then the soonest deadline; or the soonest deadline first. */
const ORDERS: Record<Exclude<CaseSort, 'opened'>, (a: CaseSummary, b: CaseSummary) => number> = {
  deadline: (a, b) => a.deadline.localeCompare(b.deadline) || a.id - b.id,
  risk: (a, b) => riskRank(b.risk) - riskRank(a.risk) || ORDERS.deadline(a, b),
};

export async function detail(db: Database, key: Uint8Array, id: number): Promise<CaseDetail | null> {
  const r = await summaries(db).where('c.id', '=', id).executeTakeFirst();
  if (!r) return null;
  const events = await db
    .selectFrom('compliance_case_events as e')
    .leftJoin('users as s', 's.id', 'e.staff_id')
    .select(['e.at', 'e.staff_id', 's.email', 'e.event', 'e.note'])
    .where('e.case_id', '=', id)
    .orderBy('e.id')
    .execute();
  const [summary] = await summariesOf(db, [r]);
  const standing = (await standingOf(db, [r.customer_id])).get(r.customer_id);
  if (!summary || !standing) return null;
  const facts = await caseFacts(db, key, r.source, r.source_id);
  const [transferValue, others, recentTransfers, travelRule] = await Promise.all([
    transferValueOf(db, { source: r.source, facts, customerId: r.customer_id }, standing.currency),
    summaries(db)
      .where('c.customer_id', '=', r.customer_id)
      .where('c.id', '<>', r.id)
      .where('c.state', 'in', AWAITING_DECISION)
      .orderBy('c.opened_at')
      .limit(20)
      .execute(),
    recentTransfersOf(db, r.customer_id),
    travelRuleOf(db, key, r),
  ]);
  return {
    ...summary,
    decision: r.decision,
    decisionReason: r.decision_reason,
    closedAt: r.closed_at ? iso(r.closed_at) : null,
    facts,
    transfer: await transferOf(db, r.id, r.source, r.source_id),
    customer: { risk: standing.risk, identity: standing.identity, frozenAt: standing.frozenAt },
    transferValue,
    hit: hitOf(r.kind, facts),
    travelRule,
    otherCases: await summariesOf(db, others),
    recentTransfers,
    events: events.map((e) => ({
      at: iso(e.at),
      staffId: e.staff_id,
      staffEmail: e.email,
      event: e.event,
      note: e.note,
    })),
  };
}

/** The case's transfer, what release needs and the release request waiting for a second officer. */
async function transferOf(db: Database, caseId: number, source: CaseSource, sourceId: string) {
  const t = await attachedTransfer(db, { source, sourceId });
  if (!t) return null;
  const request = await db
    .selectFrom('staff_approvals')
    .select('id')
    .where('case_id', '=', caseId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return { ...t.view, releaseNeedsApproval: await releaseNeedsApproval(db, t), releaseRequestId: request?.id ?? null };
}

async function mustExist(db: Database, key: Uint8Array, id: number): Promise<CaseDetail> {
  const found = id > 0 ? await detail(db, key, id) : null;
  if (!found) throw new ApiError('NOT_FOUND', 'No case has this id.');
  return found;
}

const getCases = defineCall(CALLS.getCases, {
  rules(p) {
    if (p.customerId && !UUID.test(p.customerId)) throw validationError({ customerId: 'must be a customer id' });
    return p;
  },
  async handle(ctx, p) {
    const staff = requireUser(ctx);
    const sort = p.sort || 'opened';
    // Risk and deadline are worked out per case, so those orders read every match and cut after sorting.
    let q = summaries(ctx.deps.db)
      .orderBy('c.opened_at')
      .orderBy('c.id')
      .limit(sort === 'opened' ? QUEUE_PAGE : QUEUE_SORTED_MAX);
    q = p.state ? q.where('c.state', '=', p.state) : q.where('c.state', 'in', AWAITING_DECISION);
    if (p.mine) q = q.where('c.owner_id', '=', staff.id);
    if (p.customerId) q = q.where('c.customer_id', '=', p.customerId);
    const rows = await summariesOf(ctx.deps.db, await q.execute());
    if (sort !== 'opened') rows.sort(ORDERS[sort]);
    return { data: rows.slice(0, QUEUE_PAGE) };
  },
});

const getCase = defineCall(CALLS.getCase, {
  async handle(ctx, p) {
    const found = await mustExist(ctx.deps.db, ctx.deps.secrets.data, p.caseId);
    await auditCallerAction(ctx.deps.db, ctx, {
      action: 'case.view',
      subjectId: found.customerId,
      details: { caseId: found.id },
    });
    return { data: found };
  },
});

const updateCase = defineCall(CALLS.updateCase, {
  rules(p) {
    const note = p.note.trim();
    if ((p.action !== 'take' || note !== '') && reasonProblem(note))
      throw validationError({ note: reasonProblem(note) as string });
    return { ...p, note };
  },
  async handle(ctx, p) {
    const { db } = ctx.deps;
    const staff = requireUser(ctx);
    const now = ctx.deps.clock.now();
    const before = await mustExist(db, ctx.deps.secrets.data, p.caseId);
    const changed = await db.transaction().execute(async (trx) => {
      let q = trx.updateTable('compliance_cases').where('id', '=', p.caseId).where('state', '<>', 'closed');
      // Taking an escalated case keeps it escalated: it is the senior officer taking it over.
      if (p.action === 'take')
        q = q.set({
          owner_id: staff.id,
          state: sql<CaseState>`case when state = 'escalated' then 'escalated' else 'in_review' end`,
        });
      else if (p.action === 'escalate') q = q.set({ state: 'escalated' });
      else q = q.set({ state: (eb) => eb.ref('state') });
      const done = await q.executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) return false;
      const event = { take: 'taken', escalate: 'escalated', note: 'note' }[p.action];
      await trx
        .insertInto('compliance_case_events')
        .values({ case_id: p.caseId, at: now, staff_id: staff.id, event, note: p.note || null })
        .execute();
      await auditCallerAction(trx, ctx, {
        action: `case.${event}`,
        subjectId: before.customerId,
        reason: p.note || null,
        before: { state: before.state, owner: before.ownerId },
        details: { caseId: p.caseId },
      });
      return true;
    });
    if (!changed) throw new ApiError('ALREADY_DECIDED', 'This case has already been decided.');
    return { data: (await detail(db, ctx.deps.secrets.data, p.caseId)) as CaseDetail };
  },
});

const decideCase = defineCall(CALLS.decideCase, {
  rules(p) {
    if (reasonProblem(p.reason)) throw validationError({ reason: reasonProblem(p.reason) as string });
    return p;
  },
  async handle(ctx, p) {
    const { db } = ctx.deps;
    const staff = requireUser(ctx);
    const now = ctx.deps.clock.now();
    const before = await mustExist(db, ctx.deps.secrets.data, p.caseId);
    // A held transfer is never left behind by a closed case, nor a sanctions hit without a finding (decision 383).
    if (p.decision === 'no_action' && !mayCloseWithNoAction(before.transfer))
      throw validationError({
        decision: before.transfer?.sanctioned
          ? 'A sanctions hit is not closed with no action: release it as a false match, or report it.'
          : 'The transfer is still held: release it or return it. No action would leave the money stuck.',
      });
    const moves = p.decision === 'release' || p.decision === 'return' ? p.decision : null;
    const transfer = moves
      ? await attachedTransfer(db, { source: before.source, sourceId: String(before.facts.screeningCaseId ?? '') })
      : null;
    // A sanctions hit is frozen and reported, never sent back to its sender (decision 294).
    if (p.decision === 'return' && transfer?.view.sanctioned && transfer.view.direction === 'deposit')
      throw validationError({ decision: 'A sanctioned deposit stays frozen: it is never returned. Decide report.' });
    const asked =
      p.decision === 'release' && transfer?.view.state === 'held' && (await releaseNeedsApproval(db, transfer));
    const prepared = await prepareMove(ctx.deps, transfer, p.decision);
    let moved = false;
    const decided = await db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable('compliance_cases')
        .set({ state: 'closed', decision: p.decision, decision_reason: p.reason, closed_at: now, owner_id: staff.id })
        .where('id', '=', p.caseId)
        .where('state', '<>', 'closed')
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) return false;
      // A held transfer's hit is marked as it moves; a stopped one's (nothing held) here. No action
      // says nothing of the hit: it is left as it was.
      if (
        before.source === 'screening' &&
        p.decision !== 'no_action' &&
        !asked &&
        !(moves && transfer?.view.state === 'held')
      )
        await trx
          .updateTable('screening_cases')
          .set({ state: p.decision === 'release' ? 'released' : 'confirmed' })
          .where('id', '=', String(before.facts.screeningCaseId ?? ''))
          .execute();
      // Release of a sanctioned transfer or a frozen customer's waits for a second officer (decision 293).
      let approvalId: string | null = null;
      if (moves && !asked) moved = await moveHeld(ctx.deps, trx, transfer, moves, prepared);
      if (asked) {
        const made = await openRequest(
          trx,
          { staffId: staff.id, at: now },
          { kind: 'release', customer_id: before.customerId, withdrawal_id: null, case_id: p.caseId, reason: p.reason },
        );
        approvalId = made?.id ?? null;
      }
      if (p.decision === 'freeze') {
        const frozen = await trx
          .selectFrom('users')
          .select('frozen_at')
          .where('id', '=', before.customerId)
          .executeTakeFirstOrThrow();
        const made =
          frozen.frozen_at === null
            ? await openRequest(
                trx,
                { staffId: staff.id, at: now },
                { kind: 'freeze', customer_id: before.customerId, withdrawal_id: null, reason: p.reason },
              )
            : null;
        approvalId = made?.id ?? null;
      }
      await trx
        .insertInto('compliance_case_events')
        .values({
          case_id: p.caseId,
          at: now,
          staff_id: staff.id,
          event: 'decided',
          note: `${p.decision}: ${p.reason}`,
        })
        .execute();
      await auditCallerAction(trx, ctx, {
        action: `case.decide.${p.decision}`,
        subjectId: before.customerId,
        reason: p.reason,
        before: { state: before.state },
        after: { state: 'closed', decision: p.decision },
        details: { caseId: p.caseId, approvalId, transferMoved: moved },
      });
      return true;
    });
    if (!decided) throw new ApiError('ALREADY_DECIDED', 'This case has already been decided.');
    if (moved && moves && transfer) await afterMove(ctx.deps, transfer, moves);
    return { data: (await detail(db, ctx.deps.secrets.data, p.caseId)) as CaseDetail };
  },
});

export const caseCalls = [getCases, getCase, updateCase, decideCase];
