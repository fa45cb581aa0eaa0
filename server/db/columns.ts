/** Column types the tables share (db/schema.ts and each module's tables.ts). */
import type { ColumnType } from 'kysely';

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Base-unit amounts: NUMERIC(78,0) travels as a decimal string and is converted to bigint. */
export type Units = ColumnType<string, string, string>;
