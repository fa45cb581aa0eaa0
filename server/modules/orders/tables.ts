/** Limit and stop orders (migration 098, decision 427). Part of the database schema (db/schema.ts). */
import type { ColumnType } from 'kysely';
import type { Timestamp, Units } from '../../db/columns.js';

export interface OrderTables {
  orders: {
    id: string;
    user_id: string;
    kind: 'limit' | 'stop';
    source_currency: string;
    target_currency: string;
    source_amount: Units;
    /** numeric: target per unit of source, read back as a decimal string. */
    price: string;
    state: ColumnType<'open' | 'filled' | 'cancelled' | 'expired', 'open' | undefined, never>;
    idempotency_key: string | null;
    created_at: Timestamp;
    expires_at: Timestamp;
    ended_at: ColumnType<Date | null, never, never>;
    fill_price: ColumnType<string | null, never, never>;
    target_amount: ColumnType<string | null, never, never>;
    fee_amount: ColumnType<string | null, never, never>;
    hold_movement_id: ColumnType<number | null, never, never>;
    settle_movement_id: ColumnType<number | null, never, never>;
    /** A fill the customer has seen in the bell (migration 099, decision 443); null until then. */
    seen_at: ColumnType<Date | null, never, Date | null>;
  };
}
