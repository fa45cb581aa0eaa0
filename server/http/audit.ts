import type { Database } from '../db/index.js';
import { currentRequestId } from '../log.js';
import { type CallContext, requireUser } from './call.js';

interface AuditEntry {
  actorId: string | null;
  actorRole: string | null;
  action: string;
  outcome: 'allowed' | 'denied' | 'failed';
  ip: string | null;
  details?: Record<string, unknown>;
  /** The customer (or staff member) the entry is about, when that is not the actor. */
  subjectId?: string | null;
  /** Why: a staff action's mandatory reason. */
  reason?: string | null;
  /** Given or not, a row written while a call runs carries that call's request id (decision 322). */
  requestId?: string | null;
  /** The state the action changed, before and after (never secrets). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes who did what, when and from where. Never stores secrets or full payloads with them. The
 * database chains each entry to the one before and refuses any change afterwards (decision 235).
 */
export async function writeAudit(db: Database, at: Date, e: AuditEntry): Promise<void> {
  const json = (v: Record<string, unknown> | null | undefined) => (v ? JSON.stringify(v) : null);
  await db
    .insertInto('audit_log')
    .values({
      at,
      actor_id: e.actorId,
      actor_role: e.actorRole,
      action: e.action,
      outcome: e.outcome,
      ip: e.ip,
      details: json(e.details),
      subject_id: e.subjectId ?? null,
      reason: e.reason ?? null,
      request_id: e.requestId ?? currentRequestId() ?? null,
      before: json(e.before),
      after: json(e.after),
    })
    .execute();
}

/** What an entry of the signed-in caller names; who, from where and in which request come from the call. */
type CallerAuditEntry = Omit<AuditEntry, 'actorId' | 'actorRole' | 'outcome' | 'ip' | 'requestId'>;

/**
 * Writes an action the signed-in caller (a staff member, mostly) was allowed to do. `db` is the
 * transaction when the entry must commit or roll back with the change it records.
 */
export function auditCallerAction(
  db: Database,
  ctx: CallContext,
  e: CallerAuditEntry,
  at: Date = ctx.deps.clock.now(),
): Promise<void> {
  const actor = requireUser(ctx);
  return writeAudit(db, at, {
    actorId: actor.id,
    actorRole: actor.role,
    outcome: 'allowed',
    ip: ctx.ip,
    requestId: ctx.requestId,
    ...e,
  });
}
