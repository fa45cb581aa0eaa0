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
  /** A customer whose lots are kept (rebuilt once from the ledger; migration 097). */
  portfolio_books: {
    user_id: string;
    /** The region's currency costs are in. */
    currency: 'AUD' | 'EUR';
    rebuilt_at: Timestamp;
  };
  /** One per acquisition: what the coin cost, in cents of the book's currency (decision 413). */
  portfolio_lots: {
    id: Generated<string>;
    user_id: string;
    currency: string;
    movement_ref: string;
    opened_at: Timestamp;
    amount: Units;
    remaining: Units;
    cost: Units;
    cost_remaining: Units;
    rate_missing: boolean;
    estimated: boolean;
    corrected: Generated<boolean>;
  };
  /** What the customer says a deposited coin cost (issue 46): the lot's cost on every rebuild. */
  deposit_cost_corrections: {
    user_id: string;
    movement_ref: string;
    currency: string;
    cost: Units;
    corrected_at: Timestamp;
  };
  /** One per lot a disposal took from, with the disposal's time. */
  portfolio_disposals: {
    id: Generated<string>;
    user_id: string;
    lot_id: string | null;
    movement_ref: string;
    kind: 'sale' | 'withdrawal' | 'swap' | 'transfer';
    currency: string;
    disposed_at: Timestamp;
    units: Units;
    cost: Units;
    proceeds: Units;
    rate_missing: boolean;
  };
}
