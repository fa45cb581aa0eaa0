/** Card purchases (migration 006): fiat in cents, crypto in the coin's base units; the gateway's notifications. Part of the database schema (db/schema.ts). */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, Units } from '../../db/columns.js';

export interface PaymentTables {
  card_purchases: {
    tracking_id: string;
    user_id: string;
    status: 'pending' | 'success' | 'failed' | 'declined' | 'cancelled' | 'expired';
    fiat_currency: string;
    fiat_amount: Units;
    fee_amount: Units;
    total_amount: Units;
    coin: string;
    crypto_amount: Units;
    price: string;
    usdc_rate: string | null;
    client_usdc: string | null;
    checkout_token: string | null;
    redirect_url: string | null;
    test: boolean;
    gateway_uid: string | null;
    gateway_status: string | null;
    gateway_code: string | null;
    gateway_message: string | null;
    credit_transaction_id: string | null;
    settled_by: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
    settled_at: Timestamp | null;
    /** Migration 015. */
    expires_at: Timestamp | null;
    refund_reason: string | null;
    public_id: Generated<string>;
    /** Migration 023. */
    save_card: Generated<boolean>;
    plan_id: string | null;
    /** Migration 029: the Idempotency-Key of the init-transaction that opened it. */
    idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
  };
  card_purchase_reports: {
    id: string;
    tracking_id: string;
    user_id: string;
    reported_status: string;
    amount: string | null;
    currency: string | null;
    crypto_value: string | null;
    crypto_currency: string | null;
    usdc: string | null;
    device_type: string | null;
    data: string | null;
    verified_status: string;
    created_at: Timestamp;
  };
  gateway_notifications: {
    id: Generated<number>;
    received_at: Timestamp;
    accepted: boolean;
    reason: string | null;
    tracking_id: string | null;
    status: string | null;
    ip: string | null;
  };
  gateway_notification_refusals: { reason: string; count: string; first_at: Timestamp; last_at: Timestamp };
}
