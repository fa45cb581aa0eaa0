/**
 * Four-eyes freeze, unfreeze (decision 237) and the release of a large withdrawal (decision 278),
 * crypto or cash (decision 315).
 * A compliance officer asks with a reason; a second one approves or rejects. The decision is one conditional update (pending, and not asked by the
 * decider), so parallel decisions resolve once and nobody decides their own request; the freeze
 * or unfreeze and its audit entries are written in the same transaction as the decision.
 */
import { randomUUID } from 'node:crypto';
import { type Insertable, type Selectable, sql } from 'kysely';
import { COINS, type CoinSymbol } from '../../../contract/assets.js';
import type { ApprovalRequest, WaitingWithdrawal } from '../../../contract/calls/approvals.js';
import { CALLS } from '../../../contract/calls/index.js';
import type { StaffFace } from '../../../contract/calls/staff.js';
import { DESK_LIMITS } from '../../../contract/desk.js';
import { legalRegionOf } from '../../../contract/legal.js';
import { fromUnits } from '../../../contract/money.js';
import type { Database } from '../../db/index.js';
import { auditCallerAction } from '../../http/audit.js';
import { type CallContext, defineCall, requireUser } from '../../http/call.js';
import { ApiError, validationError } from '../../http/errors.js';
import { decimalOfCents } from '../../providers/bank/index.js';
import { afterCashDecision, stuckPayoutIds } from '../bank/index.js';
import { assertExitOpen, loadStandings } from '../exits/index.js';
import { pgErrorCode } from '../ledger/index.js';
import { settleWithdrawal } from '../wallet/index.js';
import { afterRelease, decideRelease, readRelease } from './release-approvals.js';
import { staffFaces } from './staff-faces.js';
import type { StaffTables } from './tables.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = Selectable<StaffTables['staff_approvals']>;

type Faces = Map<string, StaffFace>;
type Customers = Map<string, { name: string; email: string }>;

/** The customers the requests are about, by id: their name and email. */
async function customersOf(db: Database, ids: readonly string[]): Promise<Customers> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((u) => [u.id, { name: `${u.first_name} ${u.last_name}`.trim(), email: u.email }]));
}

const view = (r: Row, faces: Faces, customers: Customers): ApprovalRequest => ({
  id: r.id,
  kind: r.kind,
  withdrawalId: r.withdrawal_id ?? r.bank_withdrawal_id,
  caseId: r.case_id,
  customerId: r.customer_id,
  customerName: customers.get(r.customer_id)?.name ?? '',
  customerEmail: customers.get(r.customer_id)?.email ?? '',
  reason: r.reason,
  requestedBy: r.requested_by,
  requestedAt: new Date(r.requested_at).toISOString(),
  state: r.state,
  decidedBy: r.decided_by,
  decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
  requester: faces.get(r.requested_by) ?? null,
  decider: (r.decided_by && faces.get(r.decided_by)) || null,
});

/** Each request with who asked and who decided (decision 359). */
async function views(db: Database, rows: Row[]): Promise<ApprovalRequest[]> {
  const faces = await staffFaces(
    db,
    rows.flatMap((r) => [r.requested_by, r.decided_by]),
  );
  const customers = await customersOf(
    db,
    rows.map((r) => r.customer_id),
  );
  return rows.map((r) => view(r, faces, customers));
}

const oneView = async (db: Database, r: Row) => (await views(db, [r]))[0] as ApprovalRequest;

function checked(errors: Record<string, string | false>): void {
  const found = Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => e[1] !== false));
  if (Object.keys(found).length > 0) throw validationError(found);
}
const reasonProblem = (r: string) =>
  (r.length < 3 || r.length > DESK_LIMITS.reasonMax) && `is required: 3 to ${DESK_LIMITS.reasonMax} characters`;

const requestApproval = defineCall(CALLS.requestApproval, {
  rules(p) {
    const forWithdrawal = p.kind === 'withdrawal';
    checked({
      customerId: !forWithdrawal && !UUID.test(p.customerId) && 'must be a customer id',
      withdrawalId: forWithdrawal && !UUID.test(p.withdrawalId) && 'must be a withdrawal id',
      reason: reasonProblem(p.reason),
    });
    return p;
  },
  async handle(ctx, p) {
    const { db } = ctx.deps;
    const staff = requireUser(ctx);
    let customerId = p.customerId;
    let cash = false;
    if (p.kind === 'withdrawal') {
      const w = await waitingWithdrawal(db, p.withdrawalId);
      if (!w) throw new ApiError('NOT_FOUND', 'No withdrawal has this id.');
      cash = w.cash;
      if (w.state !== 'pending' || w.approval !== 'waiting')
        throw validationError({ withdrawalId: 'This withdrawal is not waiting for approval.' });
      customerId = w.user_id;
    } else {
      const customer = await db
        .selectFrom('users')
        .select(['id', 'frozen_at'])
        .where('id', '=', p.customerId)
        .where('role', '=', 'user')
        .executeTakeFirst();
      if (!customer) throw new ApiError('NOT_FOUND', 'No customer has this id.');
      if ((p.kind === 'freeze') === (customer.frozen_at !== null))
        throw validationError({
          kind: p.kind === 'freeze' ? 'The account is already frozen.' : 'The account is not frozen.',
        });
    }
    const made = await openRequest(
      db,
      { staffId: staff.id, at: ctx.deps.clock.now() },
      {
        kind: p.kind,
        customer_id: customerId,
        withdrawal_id: p.kind === 'withdrawal' && !cash ? p.withdrawalId : null,
        bank_withdrawal_id: p.kind === 'withdrawal' && cash ? p.withdrawalId : null,
        reason: p.reason,
      },
    );
    if (!made)
      throw validationError(
        p.kind === 'withdrawal'
          ? { withdrawalId: 'A release request for this withdrawal is already open.' }
          : { kind: `A ${p.kind} request for this customer is already open.` },
      );
    await auditCallerAction(db, ctx, {
      action: `approval.request.${p.kind}`,
      subjectId: customerId,
      reason: p.reason,
      details: { approvalId: made.id, withdrawalId: made.withdrawal_id ?? made.bank_withdrawal_id, cash },
    });
    return { data: await oneView(db, made as Row) };
  },
});

/** A crypto withdrawal, else a cash one (decision 315), by id: ids are UUIDs, never shared between the two. */
async function waitingWithdrawal(db: Database, id: string) {
  const crypto = await db
    .selectFrom('withdrawals')
    .select(['user_id', 'state', 'approval'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (crypto) return { ...crypto, cash: false };
  const cash = await db
    .selectFrom('bank_withdrawals')
    .select(['user_id', 'state', 'approval'])
    .where('id', '=', id)
    .executeTakeFirst();
  return cash ? { ...cash, cash: true } : null;
}

type NewRequest = Insertable<StaffTables['staff_approvals']> & {
  withdrawal_id: string | null;
  bank_withdrawal_id?: string | null;
};

/** What a request asks; who asked and when are the opener's, and it is undecided. */
type Ask = Omit<NewRequest, 'id' | 'requested_by' | 'requested_at' | 'decided_by' | 'decided_at' | 'decision_reason'>;

/**
 * Opens a request of the staff member `by`, undecided; null when one of its kind is already open
 * (the database's unique indexes decide).
 */
export async function openRequest(db: Database, by: { staffId: string; at: Date }, ask: Ask): Promise<Row | null> {
  const row: NewRequest = {
    ...ask,
    id: randomUUID(),
    requested_by: by.staffId,
    requested_at: by.at,
    decided_by: null,
    decided_at: null,
    decision_reason: null,
  };
  try {
    await db.insertInto('staff_approvals').values(row).execute();
  } catch (e) {
    if (pgErrorCode(e) === '23505') return null;
    throw e;
  }
  return (await db.selectFrom('staff_approvals').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()) as Row;
}

const decideApproval = defineCall(CALLS.decideApproval, {
  rules(p) {
    checked({ approvalId: !UUID.test(p.approvalId) && 'must be a request id', reason: reasonProblem(p.reason) });
    return p;
  },
  async handle(ctx, p) {
    const staff = requireUser(ctx);
    const now = ctx.deps.clock.now();
    const release = await readRelease(ctx.deps, p.approvalId);
    if (p.approve) await assertApprovalMayLeave(ctx.deps, p.approvalId, release?.transfer?.withdrawalId ?? null);
    let released = false;
    const decided = await ctx.deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('staff_approvals')
        .set({
          state: p.approve ? 'approved' : 'rejected',
          decided_by: staff.id,
          decided_at: now,
          decision_reason: p.reason,
        })
        .where('id', '=', p.approvalId)
        .where('state', '=', 'pending')
        .where('requested_by', '<>', staff.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) return null;
      if (row.kind === 'release' && row.case_id !== null) {
        released = await decideRelease(ctx.deps, trx, row.case_id, p.approve, release, staff.id);
        await auditCallerAction(trx, ctx, {
          action: p.approve ? 'case.release' : 'case.release.refuse',
          subjectId: row.customer_id,
          reason: row.reason,
          details: { approvalId: row.id, caseId: row.case_id, transferMoved: released, decidedBy: staff.id },
        });
      } else if (row.kind === 'withdrawal') {
        const withdrawalId = row.withdrawal_id ?? row.bank_withdrawal_id ?? '';
        const released = await trx
          .updateTable(row.withdrawal_id ? 'withdrawals' : 'bank_withdrawals')
          .set({ approval: p.approve ? 'approved' : 'rejected' })
          .where('id', '=', withdrawalId)
          .where('approval', '=', 'waiting')
          .where('state', '=', 'pending')
          .executeTakeFirst();
        if (Number(released.numUpdatedRows) !== 1)
          throw new ApiError('ALREADY_DECIDED', 'This withdrawal is no longer waiting.');
        await auditCallerAction(trx, ctx, {
          action: p.approve ? 'withdrawal.release' : 'withdrawal.refuse',
          subjectId: row.customer_id,
          reason: row.reason,
          before: { approval: 'waiting' },
          after: { approval: p.approve ? 'approved' : 'rejected' },
          details: {
            approvalId: row.id,
            withdrawalId,
            cash: row.bank_withdrawal_id !== null,
            requestedBy: row.requested_by,
            decidedBy: staff.id,
          },
        });
      } else if (p.approve) {
        const before = await trx
          .selectFrom('users')
          .select(['frozen_at', 'frozen_reason'])
          .where('id', '=', row.customer_id)
          .executeTakeFirstOrThrow();
        const freeze = row.kind === 'freeze';
        await trx
          .updateTable('users')
          .set({ frozen_at: freeze ? now : null, frozen_reason: freeze ? row.reason : null })
          .where('id', '=', row.customer_id)
          .execute();
        await auditCallerAction(trx, ctx, {
          action: `customer.${row.kind}`,
          subjectId: row.customer_id,
          reason: row.reason,
          before: { frozen: before.frozen_at !== null },
          after: { frozen: freeze },
          details: { approvalId: row.id, requestedBy: row.requested_by, approvedBy: staff.id },
        });
      }
      await auditCallerAction(trx, ctx, {
        action: `approval.${p.approve ? 'approve' : 'reject'}.${row.kind}`,
        subjectId: row.customer_id,
        reason: p.reason,
        details: { approvalId: row.id, requestedBy: row.requested_by },
      });
      return row as Row;
    });
    if (decided?.kind === 'withdrawal' && !p.approve && decided.withdrawal_id)
      // Refused: the held amount goes back to the customer (settled once, like a failed send).
      await settleWithdrawal(ctx.deps, decided.withdrawal_id, {
        state: 'failed',
        reason: 'not approved by compliance',
      });
    if (decided?.kind === 'withdrawal' && decided.bank_withdrawal_id)
      await afterCashDecision(ctx.deps, decided.bank_withdrawal_id, p.approve);
    if (released) await afterRelease(ctx.deps, release);
    if (decided) return { data: await oneView(ctx.deps.db, decided) };
    const existing = await ctx.deps.db
      .selectFrom('staff_approvals')
      .select(['requested_by', 'state'])
      .where('id', '=', p.approvalId)
      .executeTakeFirst();
    if (!existing) throw new ApiError('NOT_FOUND', 'No request has this id.');
    if (existing.requested_by === staff.id)
      throw new ApiError('OWN_REQUEST', 'A second compliance officer must decide a request you made.');
    throw new ApiError('ALREADY_DECIDED', 'This request has already been decided.');
  },
});

/**
 * Approving a withdrawal's release, or a case's release of a held withdrawal, lets money leave: it
 * is refused, with the reason, while the exit gate stops it (decision 347). Rejecting stays open.
 */
async function assertApprovalMayLeave(
  deps: CallContext['deps'],
  approvalId: string,
  caseWithdrawalId: string | null,
): Promise<void> {
  const a = await deps.db
    .selectFrom('staff_approvals')
    .select(['kind', 'customer_id', 'bank_withdrawal_id'])
    .where('id', '=', approvalId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  if (!a) return;
  const kind =
    a.kind === 'withdrawal'
      ? a.bank_withdrawal_id
        ? 'cash'
        : 'crypto'
      : a.kind === 'release' && caseWithdrawalId
        ? 'crypto'
        : null;
  if (kind) await assertExitOpen(deps, kind, a.customer_id);
}

const getApprovals = defineCall(CALLS.getApprovals, {
  rules(p) {
    checked({ customerId: p.customerId !== '' && !UUID.test(p.customerId) && 'must be a customer id' });
    return p;
  },
  async handle(ctx, p) {
    let q = ctx.deps.db.selectFrom('staff_approvals').selectAll().orderBy('requested_at', 'desc').limit(200);
    q = p.customerId ? q.where('customer_id', '=', p.customerId) : q.where('state', '=', 'pending');
    return { data: await views(ctx.deps.db, (await q.execute()) as Row[]) };
  },
});

/** What the queue shows of a waiting withdrawal, coins or cash: the same columns of either table. */
const WAITING_COLUMNS = [
  'w.id',
  'w.user_id',
  'users.email',
  'users.currency_code',
  'w.currency',
  'w.amount',
  'w.value_eur',
  'w.value_aud',
  'w.created_at',
] as const;

const getWaitingWithdrawals = defineCall(CALLS.getWaitingWithdrawals, {
  async handle(ctx) {
    const { db } = ctx.deps;
    // Cash withdrawals wait in the same queue (decision 315); their amount is in cents of AUD or EUR.
    // Stuck payouts are listed too (decision 348): released, but not at the bank by their deadline.
    const stuck = new Set(await stuckPayoutIds(ctx.deps, 200));
    const rows = await db
      .selectFrom('withdrawals as w')
      .innerJoin('users', 'users.id', 'w.user_id')
      .select([...WAITING_COLUMNS, 'w.address', sql<boolean>`false`.as('cash')])
      .where('w.approval', '=', 'waiting')
      .where('w.state', '=', 'pending')
      .unionAll(
        db
          .selectFrom('bank_withdrawals as w')
          .innerJoin('users', 'users.id', 'w.user_id')
          .select([...WAITING_COLUMNS, 'w.beneficiary as address', sql<boolean>`true`.as('cash')])
          .where('w.state', '=', 'pending')
          .where((eb) =>
            eb.or([eb('w.approval', '=', 'waiting'), ...(stuck.size ? [eb('w.id', 'in', [...stuck])] : [])]),
          ),
      )
      .orderBy('created_at')
      .limit(600)
      .execute();
    const ids = rows.map((r) => r.id);
    const requests = ids.length
      ? await db
          .selectFrom('staff_approvals')
          .selectAll()
          .where('state', '=', 'pending')
          .where((eb) => eb.or([eb('withdrawal_id', 'in', ids), eb('bank_withdrawal_id', 'in', ids)]))
          .execute()
      : [];
    const standings = await loadStandings(db, [...new Set(rows.map((r) => r.user_id))]);
    const faces = await staffFaces(
      db,
      requests.flatMap((r) => [r.requested_by, r.decided_by]),
    );
    const customers = await customersOf(
      db,
      requests.map((r) => r.customer_id),
    );
    const data: WaitingWithdrawal[] = rows.map((r) => {
      const aud = legalRegionOf(r.currency_code) === 'AU';
      const request = requests.find((q) => (q.withdrawal_id ?? q.bank_withdrawal_id) === r.id);
      const standing = standings.get(r.user_id);
      return {
        withdrawalId: r.id,
        kind: r.cash ? 'cash' : 'crypto',
        customerId: r.user_id,
        customerEmail: r.email,
        currency: r.currency,
        amount: r.cash
          ? decimalOfCents(BigInt(r.amount))
          : fromUnits(BigInt(r.amount), COINS[r.currency as CoinSymbol]?.scale ?? 8),
        address: r.address,
        value: String((aud ? r.value_aud : r.value_eur) ?? '0'),
        valueCurrency: aud ? 'AUD' : 'EUR',
        createdAt: new Date(r.created_at).toISOString(),
        request: request ? view(request as Row, faces, customers) : null,
        stuck: r.cash && stuck.has(r.id),
        customerFrozen: standing?.frozen ?? false,
        // A pause that has ended is no longer said.
        withdrawalsHeldUntil:
          standing?.withdrawalsHeldUntil && standing.withdrawalsHeldUntil > ctx.deps.clock.now()
            ? standing.withdrawalsHeldUntil.toISOString()
            : null,
        openCases: standing?.openCases ?? [],
      };
    });
    return { data };
  },
});

export const approvalCalls = [requestApproval, decideApproval, getApprovals, getWaitingWithdrawals];
