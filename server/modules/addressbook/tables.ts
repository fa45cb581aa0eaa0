/** The withdrawal address book (decision 134). Part of the database schema (db/schema.ts). */
import type { Timestamp } from '../../db/columns.js';

export interface AddressBookTables {
  /** Saved withdrawal addresses (decision 134). */
  address_book: {
    id: string;
    user_id: string;
    route_id: number;
    address: string;
    label: string;
    created_at: Timestamp;
    confirm_token_hash: string;
    confirm_expires_at: Timestamp;
    confirmed_at: Timestamp | null;
    usable_at: Timestamp | null;
  };
}
