/** Deposit addresses, deposits and withdrawals (migration 005). Part of the database schema (db/schema.ts). */
import type { ColumnType, Generated } from 'kysely';
import type { TravelRuleState } from '../../../contract/travel-rule.js';
import type { Timestamp, Units } from '../../db/columns.js';

export interface WalletTables {
  derivation_counters: { scheme: string; next_index: number };
  deposit_addresses: {
    id: Generated<number>;
    user_id: string;
    route_id: number;
    scheme: string;
    derivation_index: number;
    address: string;
    created_at: Timestamp;
  };
  deposits: {
    id: Generated<number>;
    route_id: number;
    txid: string;
    output_index: number;
    address: string;
    user_id: string;
    currency: string;
    amount: Units;
    movement_id: number;
    created_at: Timestamp;
  };
  withdrawals: {
    id: string;
    user_id: string;
    route_id: number;
    currency: string;
    address: string;
    amount: Units;
    state: 'pending' | 'sent' | 'failed';
    tx_hash: string | null;
    failure_reason: string | null;
    idempotency_key: string;
    hold_movement_id: number;
    settle_movement_id: number | null;
    created_at: Timestamp;
    settled_at: Timestamp | null;
    /** Base units, taken from `amount` (migration 017). */
    network_fee: ColumnType<string, string | undefined, string>;
    /** The value when made, per display currency, 2 decimals; null before migration 022. */
    value_usd: ColumnType<string | null, string | null | undefined, string | null>;
    value_eur: ColumnType<string | null, string | null | undefined, string | null>;
    value_aud: ColumnType<string | null, string | null | undefined, string | null>;
    /** Four-eyes (migration 061): null when not needed; settlement never takes a `waiting` one. */
    approval: ColumnType<
      'waiting' | 'approved' | 'rejected' | null,
      'waiting' | null | undefined,
      'approved' | 'rejected'
    >;
    /** The customer's answers as JSON (migration 056, decision 256), sealed (decision 335); null before. */
    beneficiary: ColumnType<string | null, string | null | undefined, string | null>;
    /** Where it stands with the Travel Rule (decision 272); null before: handed to the chain as ever. */
    travel_rule_state: ColumnType<TravelRuleState | null, TravelRuleState | null | undefined, TravelRuleState | null>;
    /** While waiting: when no answer from the receiving provider fails it. */
    travel_rule_deadline: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
    /** The receiving provider's own reason for a refusal, bounded (never shown to the customer). */
    travel_rule_reason: ColumnType<string | null, string | null | undefined, string | null>;
    /** Settlement's claim (migration 090, decision 355): its lease and when custody was last asked. */
    claimed_until: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
    checked_at: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
  };
}
