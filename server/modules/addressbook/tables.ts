/** The withdrawal address book (decision 134). Part of the database schema (db/schema.ts). */
import type { ColumnType } from 'kysely';
import type { SavedDestinationColumns } from '../../db/columns.js';

export interface AddressBookTables {
  /** Saved withdrawal addresses (decision 134). */
  address_book: SavedDestinationColumns & {
    id: string;
    user_id: string;
    route_id: number;
    address: string;
    /** Who receives withdrawals to it, as the customer answered (migration 056, decision 256); null: not asked yet. */
    beneficiary_owner: ColumnType<string | null, string | null | undefined, string | null>;
    beneficiary_wallet: ColumnType<string | null, string | null | undefined, string | null>;
    beneficiary_provider_id: ColumnType<string | null, string | null | undefined, string | null>;
    beneficiary_kind: ColumnType<string | null, string | null | undefined, string | null>;
    /** Sealed under the data key (decision 335). */
    beneficiary_name: ColumnType<string | null, string | null | undefined, string | null>;
  };
}
