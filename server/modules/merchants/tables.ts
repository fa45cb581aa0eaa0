/** Merchants and merchant transactions (migration 007); amounts in base units of their currency. Part of the database schema (db/schema.ts). */
import type { ColumnType } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

export interface MerchantTables {
  merchants: {
    merchant_id: string;
    first_name: string;
    last_name: string;
    region: 'EU' | 'AU';
    active: boolean;
    position: number;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  merchant_transactions: {
    id: string;
    transaction_id: string;
    merchant_id: string;
    user_id: string | null;
    request_type: number;
    status: boolean;
    code: string;
    amount: ColumnType<string, string, string>;
    currency: string;
    currency_amount: ColumnType<string | null, string | null, string | null>;
    currency_value: string | null;
    user_name: string;
    source: string;
    orderreference: string;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
}
