import type { Database } from '../db/index.js';
import { currentRequestId } from '../log.js';

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
