/** The last forex rates fetched, kept for when the service cannot be reached. Part of the database schema (db/schema.ts). */
import type { Timestamp } from '../../db/columns.js';

export interface LocaleTables {
  forex_rates: { base: string; rates: unknown; fetched_at: Timestamp };
}
