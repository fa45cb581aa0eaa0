/** Column types the tables share (db/schema.ts and each module's tables.ts). */
import type { ColumnType } from 'kysely';

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Base-unit amounts: NUMERIC(78,0) travels as a decimal string and is converted to bigint. */
export type Units = ColumnType<string, string, string>;

/**
 * A saved withdrawal destination's label, its confirmation by emailed link and the hold after it:
 * the same for crypto addresses and bank accounts (decisions 134 and 243).
 */
export interface SavedDestinationColumns {
  label: string;
  created_at: Timestamp;
  confirm_token_hash: string;
  confirm_expires_at: Timestamp;
  confirmed_at: Timestamp | null;
  usable_at: Timestamp | null;
}
