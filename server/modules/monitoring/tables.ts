/** The monitoring rules' findings (migration 050). Part of the database schema (db/schema.ts). */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

export interface MonitoringTables {
  monitoring_findings: {
    id: Generated<number>;
    user_id: string;
    rule: string;
    /** What makes the finding unique for its customer and rule (facts.ts). */
    key: string;
    /** Ledger movement ids of the transfers involved. */
    transfer_ids: ColumnType<unknown, string, never>;
    facts: ColumnType<unknown, string, never>;
    found_at: Timestamp;
  };
}
