/** Sanctions screening cases (migration 040, decision 250). Part of the database schema (db/schema.ts). */
import type { ColumnType } from 'kysely';
import type { Timestamp, Units } from '../../db/columns.js';

export interface ScreeningTables {
  /**
   * One row per transfer a screening hit stopped: a withdrawal refused before its hold, or a
   * deposit not credited (frozen). Compliance works them; the customer is told only that the
   * transfer is under review. `reference` makes each transfer's case unique: the withdrawal's
   * Idempotency-Key, or the deposit's route:txid:output.
   */
  screening_cases: {
    id: string;
    user_id: string;
    direction: 'withdrawal' | 'deposit';
    route_id: number;
    currency: string;
    address: string;
    amount: Units;
    reference: string;
    /** Which list or service found it. */
    source: string;
    /** The names it gave (JSON array), sealed under the data key (decision 335). */
    names: string;
    state: 'open' | 'released' | 'confirmed';
    created_at: Timestamp;
    /** Five years from the case (migration 058, decision 275); null on cases made before. */
    keep_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
}
