/**
 * Admin calls: admins only (the pipeline refuses others with FORBIDDEN and audits the denial),
 * every call written to the audit log whatever its outcome, and the handler given a READ ONLY
 * database transaction, so no admin call can change a balance or any other row (decision 052).
 */
import { sql } from 'kysely';
import type { AnswerOf, CallSpec, ParsedOf } from '../../../contract/calls/define.js';
import { writeAudit } from '../../http/audit.js';
import { type CallContext, type CallDef, type CallResult, requireUser } from '../../http/call.js';
import { ApiError } from '../../http/errors.js';
import { parsePayload } from '../../http/payload.js';
import type { Db } from './merchants.js';

interface AdminCallDef<C extends CallSpec, P, R = AnswerOf<C>> {
  /** The call's rules after its schema; throws ApiError('VALIDATION'). Runs inside the audited part. */
  rules(payload: ParsedOf<C>): P;
  /** Runs before the read-only part (for idempotent housekeeping such as syncing configuration). */
  prepare?(ctx: CallContext): Promise<void>;
  handle(ctx: CallContext, payload: P, db: Db): Promise<CallResult<R>>;
  /** What the audit entry records about the request and its answer (never secrets). */
  audit?(payload: P, result: CallResult<R>): Record<string, unknown>;
}

export function defineAdminCall<C extends CallSpec, P>(
  spec: C,
  def: AdminCallDef<C, P>,
): CallDef<unknown, AnswerOf<C>> {
  if (spec.access !== 'admin') throw new Error(`${spec.path} is not an admin call`);
  return {
    path: spec.path,
    access: 'admin',
    idempotent: spec.idempotent,
    // The payload is checked in handle, so that a refused payload is audited like any other call.
    parse: (raw) => raw,
    async handle(ctx, raw) {
      const user = requireUser(ctx);
      const at = ctx.deps.clock.now();
      const who = { actorId: user.id, actorRole: user.role, action: spec.path, ip: ctx.ip };
      const common = { requestId: ctx.requestId, userAgent: ctx.userAgent.slice(0, 200) };
      try {
        const payload = def.rules(parsePayload(spec, raw) as ParsedOf<C>);
        await def.prepare?.(ctx);
        const result = await ctx.deps.db.transaction().execute(async (trx) => {
          await sql`set transaction read only`.execute(trx);
          return def.handle(ctx, payload, trx);
        });
        await writeAudit(ctx.deps.db, at, {
          ...who,
          outcome: 'allowed',
          details: { ...common, ...(def.audit?.(payload, result) ?? {}) },
        });
        return result;
      } catch (e) {
        const code = e instanceof ApiError ? e.code : 'INTERNAL';
        await writeAudit(ctx.deps.db, at, {
          ...who,
          outcome: 'failed',
          details: { ...common, code, ...(e instanceof ApiError && e.extra.errors ? { errors: e.extra.errors } : {}) },
        }).catch((auditError) =>
          ctx.deps.log.error('audit write failed', { requestId: ctx.requestId, error: String(auditError) }),
        );
        throw e;
      }
    },
  };
}
