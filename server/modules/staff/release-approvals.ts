/**
 * A case's release waiting for a second officer (decision 293). Approved: the transfer moves, once,
 * in the approval's transaction. Rejected: nothing moves and the case opens again, escalated,
 * without its decision, so an officer decides it anew.
 */
import type { Database } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { afterMove, attachedTransfer, moveHeld, type PreparedMove, prepareMove } from './case-transfers.js';

type Deps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'providers'>;

interface PendingRelease {
  transfer: Awaited<ReturnType<typeof attachedTransfer>>;
  prepared: PreparedMove;
}

/** Read before the approval's transaction: the case's transfer and a deposit credit's prices. */
export async function readRelease(deps: Deps, approvalId: string): Promise<PendingRelease | null> {
  const row = await deps.db
    .selectFrom('staff_approvals as a')
    .innerJoin('compliance_cases as c', 'c.id', 'a.case_id')
    .select(['c.source', 'c.source_id'])
    .where('a.id', '=', approvalId)
    .where('a.kind', '=', 'release')
    .where('a.state', '=', 'pending')
    .executeTakeFirst();
  if (!row) return null;
  const transfer = await attachedTransfer(deps.db, { source: row.source, sourceId: row.source_id });
  return { transfer, prepared: await prepareMove(deps, transfer, 'release') };
}

/** In the approval's transaction, after the request was decided once: moves the transfer or reopens the case. */
export async function decideRelease(
  deps: Deps,
  trx: Database,
  caseId: number,
  approve: boolean,
  pending: PendingRelease | null,
  staffId: string,
): Promise<boolean> {
  const now = deps.clock.now();
  if (approve) {
    const moved = pending ? await moveHeld(deps, trx, pending.transfer, 'release', pending.prepared) : false;
    await trx
      .insertInto('compliance_case_events')
      .values({ case_id: caseId, at: now, staff_id: staffId, event: 'release_approved', note: null })
      .execute();
    return moved;
  }
  await trx
    .updateTable('compliance_cases')
    .set({ state: 'escalated', decision: null, decision_reason: null, closed_at: null })
    .where('id', '=', caseId)
    .where('decision', '=', 'release')
    .execute();
  await trx
    .insertInto('compliance_case_events')
    .values({ case_id: caseId, at: now, staff_id: staffId, event: 'release_rejected', note: null })
    .execute();
  return false;
}

/** After the commit: the customer is told of the moved transfer. */
export async function afterRelease(deps: Deps, pending: PendingRelease | null): Promise<void> {
  if (pending?.transfer) await afterMove(deps, pending.transfer, 'release');
}
