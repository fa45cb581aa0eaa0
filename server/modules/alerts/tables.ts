/** Price alerts and Web Push subscriptions (migration 024, decision 142). Part of the database schema (db/schema.ts). */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

export interface AlertTables {
  price_alerts: {
    id: Generated<string>;
    user_id: string;
    coin: string;
    kind: 'above' | 'below' | 'move';
    currency: 'USD' | 'EUR' | 'AUD';
    /** numeric: read back as a decimal string. */
    price: string | null;
    percent: string | null;
    fired_at: Timestamp | null;
    seen_at: Timestamp | null;
    created_at: Timestamp;
    /** Migration 029: the Idempotency-Key of the call that created it. */
    idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
  };
  push_subscriptions: {
    id: Generated<string>;
    user_id: string;
    session_id: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    created_at: Timestamp;
  };
}
