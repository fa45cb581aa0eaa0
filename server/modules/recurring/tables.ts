/** Recurring buys (migration 023). Part of the database schema (db/schema.ts). */
import type { ColumnType } from 'kysely';
import type { Timestamp, Units } from '../../db/columns.js';

export interface RecurringTables {
  saved_cards: { user_id: string; gateway_token: string; last4: string | null; created_at: Timestamp };
  recurring_plans: {
    id: string;
    user_id: string;
    coin: string;
    fiat_currency: string;
    fiat_amount: Units;
    frequency: 'weekly' | 'fortnightly' | 'monthly';
    anchor_at: Timestamp;
    next_run_at: Timestamp;
    retry_slot_at: Timestamp | null;
    retry_at: Timestamp | null;
    status: 'active' | 'paused' | 'cancelled';
    paused_reason: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
    /** Migration 029: the Idempotency-Key of the call that created it. */
    idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
    /** Migration 052: paid by the saved card or from the cash balance (decision 268). */
    funding: ColumnType<'card' | 'balance', 'card' | 'balance' | undefined, 'card' | 'balance'>;
  };
  recurring_runs: {
    plan_id: string;
    slot_at: Timestamp;
    attempt: number;
    tracking_id: string | null;
    /** 'skipped': not run while the account was frozen (decision 291). */
    status: 'started' | 'success' | 'failed' | 'refused' | 'skipped';
    reason: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
}
