/**
 * /staff/audit/get-list and /staff/audit/check-chain (decision 235): compliance officers read the
 * trail filtered by the customer it is about, the staff member who acted and the action, newest
 * first, a page at a time; and check that its chain is intact. Reading the trail is itself recorded.
 * Officers work with names, not ids (decision 398): a person filter takes an id or an email, the
 * action filter a part of the action's name, and each entry names its actor and subject by email.
 */
import { sql } from 'kysely';
import type { AuditEntry } from '../../../contract/audit.js';
import { CALLS } from '../../../contract/calls/index.js';
import type { Database } from '../../db/index.js';
import { auditCallerAction } from '../../http/audit.js';
import { defineCall, requireUser } from '../../http/call.js';
import { validationError } from '../../http/errors.js';
import { normalizeEmail } from '../accounts/index.js';
import { checkAuditChain } from './chain.js';
import { auditVisibleTo } from './visibility.js';

// Ids, emails (with their + tags) and parts of action names.
const ID = /^[\w.@:+-]{1,100}$/;

const getAuditLog = defineCall(CALLS.getAuditLog, {
  rules(p) {
    const errors: Record<string, string> = {};
    for (const f of ['subjectId', 'actorId', 'action'] as const)
      if (p[f] && !ID.test(p[f])) errors[f] = 'must be at most 100 letters, digits or . @ : + - _';
    if (p.beforeSeq && !/^[1-9]\d{0,17}$/.test(p.beforeSeq)) errors.beforeSeq = 'must be a whole number';
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return p;
  },
  async handle(ctx, p) {
    const { db } = ctx.deps;
    const staff = requireUser(ctx);
    let q = auditVisibleTo(db.selectFrom('audit_log').selectAll(), staff.role)
      .orderBy('seq', 'desc')
      .limit(p.limit + 1);
    if (p.subjectId) q = q.where('subject_id', '=', await personId(db, p.subjectId));
    if (p.actorId) q = q.where('actor_id', '=', await personId(db, p.actorId));
    if (p.action)
      q = q.where(sql<boolean>`lower(action) like ${`%${likeLiteral(p.action.toLowerCase())}%`} escape '\\'`);
    if (p.beforeSeq) q = q.where('seq', '<', p.beforeSeq);
    const rows = await q.execute();
    const page = rows.slice(0, p.limit);
    const emails = await emailsOf(
      db,
      page.flatMap((r) => [r.actor_id, r.subject_id]),
    );
    const entries: AuditEntry[] = page.map((r) => ({
      seq: String(r.seq),
      at: new Date(r.at).toISOString(),
      actorId: r.actor_id,
      actorEmail: (r.actor_id && emails.get(r.actor_id)) || null,
      actorRole: r.actor_role,
      action: r.action,
      outcome: r.outcome,
      subjectId: r.subject_id,
      subjectEmail: (r.subject_id && emails.get(r.subject_id)) || null,
      reason: r.reason,
      requestId: r.request_id,
      ip: r.ip,
      details: r.details ?? null,
      before: r.before ?? null,
      after: r.after ?? null,
    }));
    await auditCallerAction(db, ctx, {
      action: 'audit.read',
      subjectId: p.subjectId || null,
      details: { actorId: p.actorId || null, action: p.action || null, beforeSeq: p.beforeSeq || null },
    });
    return { data: { entries, nextBeforeSeq: rows.length > p.limit ? (entries.at(-1)?.seq ?? null) : null } };
  },
});

/** An email names its account (closed ones too: the trail outlives them); anything else is an id. */
async function personId(db: Database, idOrEmail: string): Promise<string> {
  if (!idOrEmail.includes('@')) return idOrEmail;
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email_normalized', '=', normalizeEmail(idOrEmail))
    .executeTakeFirst();
  return row?.id ?? idOrEmail;
}

async function emailsOf(db: Database, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'email']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r.email]));
}

/** `_` may be typed (action names hold it) and must match itself, not any one character. */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const checkChain = defineCall(CALLS.checkAuditChain, {
  async handle(ctx) {
    const result = await checkAuditChain(ctx.deps.db);
    if (!result.intact) ctx.deps.log.error('audit chain broken', { requestId: ctx.requestId, seq: result.brokenAtSeq });
    return { data: result };
  },
});

export const auditCalls = [getAuditLog, checkChain];
