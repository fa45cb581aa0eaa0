/**
 * Support's notes on a customer (migration 032), four-eyes requests (migrations 033, 061 and 066) and the
 * compliance case queue (migration 060). Part of the database schema (db/schema.ts).
 */
import type { ColumnType, Generated } from 'kysely';
import type { CaseDecision, CaseSource, CaseState } from '../../../contract/cases.js';
import type { Timestamp } from '../../db/columns.js';

/** A four-eyes request's asking and its decision by a second person (role grants and approvals alike). */
interface FourEyesColumns {
  reason: string;
  requested_by: string;
  requested_at: Timestamp;
  state: Generated<'pending' | 'approved' | 'rejected'>;
  decided_by: string | null;
  decided_at: Timestamp | null;
  decision_reason: string | null;
}

export interface StaffTables {
  /** A grant of compliance or admin waiting for a second admin (migration 092, decision 359). */
  staff_role_requests: FourEyesColumns & {
    id: string;
    staff_id: string;
    from_role: string;
    to_role: 'compliance' | 'admin';
  };
  staff_notes: { id: Generated<number>; customer_id: string; staff_id: string; text: string; created_at: Timestamp };
  staff_approvals: FourEyesColumns & {
    id: string;
    kind: 'freeze' | 'unfreeze' | 'withdrawal' | 'release';
    customer_id: string;
    /** The withdrawal a `withdrawal` request releases (migration 061). */
    withdrawal_id: ColumnType<string | null, string | null | undefined, never>;
    /** The cash withdrawal a `withdrawal` request releases instead (migration 076). */
    bank_withdrawal_id: ColumnType<string | null, string | null | undefined, never>;
    /** The case a `release` request releases (migration 066). */
    case_id: ColumnType<number | null, number | null | undefined, never>;
  };
  compliance_cases: {
    id: Generated<number>;
    customer_id: string;
    source: CaseSource;
    /** The screening case's id, the monitoring finding's id or the returned bank deposit's id (migration 074). */
    source_id: string;
    /** `sanctions_…` or `travel_rule_…` and the direction (migration 067), or the monitoring rule's name. */
    kind: string;
    state: Generated<CaseState>;
    owner_id: string | null;
    decision: CaseDecision | null;
    decision_reason: string | null;
    opened_at: Timestamp;
    closed_at: Timestamp | null;
  };
  compliance_case_events: {
    id: Generated<number>;
    case_id: number;
    at: Timestamp;
    staff_id: string | null;
    event: string;
    note: string | null;
  };
}
