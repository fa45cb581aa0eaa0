import type { Database } from '../db/index.js';

interface AuditEntry {
  actorId: string | null;
  actorRole: string | null;
  action: string;
  outcome: 'allowed' | 'denied' | 'failed';
  ip: string | null;
  details?: Record<string, unknown>;
}

/** Writes who did what, when and from where. Never stores secrets or full payloads with them. */
export async function writeAudit(db: Database, at: Date, e: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at,
      actor_id: e.actorId,
      actor_role: e.actorRole,
      action: e.action,
      outcome: e.outcome,
      ip: e.ip,
      details: e.details ? JSON.stringify(e.details) : null,
    })
    .execute();
}
