/** The local sandbox bank's accounts and payments (migration 035). Part of the database schema (db/schema.ts). */
import type { Timestamp, Units } from '../../db/columns.js';

export interface BankSandboxTables {
  bank_sandbox_accounts: {
    id: string;
    currency: string;
    holder_name: string;
    payid: string | null;
    bsb: string | null;
    account_number: string | null;
    iban: string | null;
    reference: string;
    request_id: string;
    created_at: Timestamp;
  };
  bank_sandbox_payments: {
    id: string;
    direction: 'in' | 'out';
    account_id: string;
    currency: string;
    amount: Units;
    counterparty_name: string;
    counterparty_account: string;
    reference: string;
    /** in: settled or returned; out: submitted, paid, failed or returned. */
    status: string;
    request_id: string | null;
    created_at: Timestamp;
    /** The customer a payout was asked for (migration 095); null for deposits and returns. */
    customer_id: string | null;
    /** When its status last changed (migration 095); null for rows from before. */
    changed_at: Timestamp | null;
  };
}
