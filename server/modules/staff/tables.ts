/** Support's notes on a customer (migration 032) and four-eyes requests (migration 033). Part of the database schema (db/schema.ts). */
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

export interface StaffTables {
  staff_notes: { id: Generated<number>; customer_id: string; staff_id: string; text: string; created_at: Timestamp };
  staff_approvals: {
    id: string;
    kind: 'freeze' | 'unfreeze';
    customer_id: string;
    reason: string;
    requested_by: string;
    requested_at: Timestamp;
    state: Generated<'pending' | 'approved' | 'rejected'>;
    decided_by: string | null;
    decided_at: Timestamp | null;
    decision_reason: string | null;
  };
}
