/** Support's notes on a customer (migration 032). Part of the database schema (db/schema.ts). */
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

export interface StaffTables {
  staff_notes: { id: Generated<number>; customer_id: string; staff_id: string; text: string; created_at: Timestamp };
}
