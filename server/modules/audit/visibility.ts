/**
 * Which audit events a staff role may read. A compliance case, and above all a suspicious-matter
 * report drafted from it, must not reach anyone who could tip the customer off: every `case.*`
 * event (the report draft is `case.report_draft`) is compliance's alone. So is every `approval.*`
 * event: the four-eyes requests and decisions are compliance's own calls (a freeze asked for before
 * it holds, a release that tells of a sanctions case). Every call that returns audit rows narrows
 * its query with this one rule, on the server.
 */
import type { SelectQueryBuilder } from 'kysely';
import type { Role } from '../../../contract/staff.js';
import type { DB } from '../../db/schema.js';

const COMPLIANCE_ONLY = ['case.%', 'approval.%'];

const seesCaseEvents = (role: Role): boolean => role === 'compliance';

/** `q` narrowed to the audit rows `role` may read. */
export function auditVisibleTo<O>(
  q: SelectQueryBuilder<DB, 'audit_log', O>,
  role: Role,
): SelectQueryBuilder<DB, 'audit_log', O> {
  if (seesCaseEvents(role)) return q;
  let narrowed = q;
  for (const pattern of COMPLIANCE_ONLY) narrowed = narrowed.where('audit_log.action', 'not like', pattern);
  return narrowed;
}
