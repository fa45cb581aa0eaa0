/** Money through the bank (migration 035). Part of the database schema (db/schema.ts). */
import type { ColumnType, Generated } from 'kysely';
import type { SavedDestinationColumns, Timestamp, Units } from '../../db/columns.js';

export interface BankTables {
  /** A verified customer's own deposit details at the bank provider. */
  bank_deposit_details: {
    user_id: string;
    currency: string;
    provider_account_id: string;
    account_name: string;
    payid: string | null;
    bsb: string | null;
    account_number: string | null;
    iban: string | null;
    bic: string | null;
    reference: string;
    created_at: Timestamp;
  };
  /** Every incoming payment, once per provider payment id: credited, or returned and kept for review. */
  bank_deposits: {
    id: string;
    provider_payment_id: string;
    provider_account_id: string;
    user_id: string | null;
    currency: string;
    amount: Units;
    payer_name: string;
    payer_account: string;
    state: 'credited' | 'returned';
    reason: string | null;
    movement_id: number | null;
    received_at: Timestamp;
  };
  bank_notifications: {
    id: Generated<number>;
    received_at: Timestamp;
    accepted: boolean;
    reason: string | null;
    event_id: string | null;
    event_name: string | null;
    ip: string | null;
  };
  /** The customer's own accounts that withdrawals may go to (migration 036). */
  bank_payees: SavedDestinationColumns & {
    id: string;
    user_id: string;
    currency: string;
    account_key: string;
    bsb: string | null;
    account_number: string | null;
    iban: string | null;
    holder_name: string;
  };
  /** Cash withdrawals to a saved account (migration 037). */
  bank_withdrawals: {
    id: string;
    user_id: string;
    payee_id: string;
    currency: string;
    amount: Units;
    beneficiary: string;
    /** `returned`: paid, then returned by the bank and credited back (migration 075, decision 312). */
    state: 'pending' | 'sent' | 'failed' | 'returned';
    payout_id: string | null;
    failure_reason: string | null;
    idempotency_key: string;
    hold_movement_id: number;
    settle_movement_id: number | null;
    value_usd: string;
    value_eur: string;
    value_aud: string;
    created_at: Timestamp;
    settled_at: Timestamp | null;
    /** Migration 064 (decision 290): the payout asked of the bank until it has it. */
    send_attempts: ColumnType<number, number | undefined, number>;
    next_send_at: Timestamp | null;
    send_error: string | null;
    /** Attempts ran out: the funds stay held and staff are told. */
    stuck_at: Timestamp | null;
    /** Four-eyes (migration 076, decision 315): null when not needed; the payouts job never sends a `waiting` one. */
    approval: ColumnType<
      'waiting' | 'approved' | 'rejected' | null,
      'waiting' | null | undefined,
      'approved' | 'rejected'
    >;
  };
}
