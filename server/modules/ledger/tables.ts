/** The ledger: accounts, movements and the transfers that group them (migration 003). Part of the database schema (db/schema.ts). */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, Units } from '../../db/columns.js';

export interface LedgerTables {
  ledger_accounts: {
    id: Generated<number>;
    owner: 'user' | 'house';
    user_id: string | null;
    house_kind: string | null;
    currency: string;
    balance: Generated<string>;
    created_at: Timestamp;
  };
  ledger_movements: {
    id: Generated<number>;
    kind: string;
    ref: string;
    user_id: string | null;
    idempotency_key: string | null;
    transaction_class: 'conversion' | 'payment' | 'manual' | 'trade';
    tracking_id: string;
    comment: string;
    network: string | null;
    sender: string | null;
    recipient: string | null;
    payment_method: string | null;
    details: ColumnType<unknown, string | undefined, never>;
    created_at: Timestamp;
    /** Random id behind the customer's reference (migration 017). */
    public_id: Generated<string>;
  };
  ledger_transfers: {
    id: Generated<number>;
    movement_id: number;
    debit_account_id: number;
    credit_account_id: number;
    currency: string;
    amount: Units;
    created_at: Timestamp;
  };
}
