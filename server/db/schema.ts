/**
 * The typed view of every table: the server core's own, composed with the tables each module and
 * provider owns (its tables.ts, which imports nothing of the server beyond db/columns.ts).
 */

import type { Generated } from 'kysely';
import type { AccountTables } from '../modules/accounts/tables.js';
import type { AddressBookTables } from '../modules/addressbook/tables.js';
import type { AlertTables } from '../modules/alerts/tables.js';
import type { BankTables } from '../modules/bank/tables.js';
import type { KycTables } from '../modules/kyc/tables.js';
import type { LedgerTables } from '../modules/ledger/tables.js';
import type { LocaleTables } from '../modules/locale/tables.js';
import type { MarketTables } from '../modules/market/tables.js';
import type { MerchantTables } from '../modules/merchants/tables.js';
import type { MonitoringTables } from '../modules/monitoring/tables.js';
import type { OrderTables } from '../modules/orders/tables.js';
import type { PaymentTables } from '../modules/payments/tables.js';
import type { RecurringTables } from '../modules/recurring/tables.js';
import type { ScreeningTables } from '../modules/screening/tables.js';
import type { StaffTables } from '../modules/staff/tables.js';
import type { TravelRuleTables } from '../modules/travelrule/tables.js';
import type { WalletTables } from '../modules/wallet/tables.js';
import type { BankSandboxTables } from '../providers/bank/tables.js';
import type { GatewaySandboxTables } from '../providers/gateway/tables.js';
import type { KycSandboxTables } from '../providers/kyc/tables.js';
import type { MailTables } from '../providers/mail/tables.js';
import type { Timestamp } from './columns.js';

/** The core's tables: envelopes, idempotency, health, secrets, instances, rate limits, the audit log. */
interface CoreTables {
  envelope_nonces: { nonce: string; seen_at: Timestamp };
  idempotency_keys: {
    scope: string;
    key: string;
    path: string;
    payload_hash: string;
    state: 'pending' | 'done';
    http_status: number | null;
    answer: unknown | null;
    created_at: Timestamp;
    /** The server instance running the call while pending (server_instances.id). */
    holder: string | null;
  };
  health_probe: { id: number; checked_at: Timestamp };
  instance_secrets: { name: string; value: string; created_at: Generated<Date> };
  server_instances: { id: string; started_at: Timestamp; heartbeat_at: Timestamp };
  /** Restores into this database; settlement waits while one is not reconciled (decision 252). */
  database_restores: {
    id: string;
    restored_at: Timestamp;
    source: string;
    reconciled_at: Timestamp | null;
    /** From when custody's and the bank's payments are read (the backup's last checkpoint); null: all. */
    since: Timestamp | null;
  };
  /** Moved forward at every start and every minute (decision 377): a backup carries its time. */
  database_checkpoint: { id: number; generation: number; checkpoint_at: Timestamp };
  /** Payments found at custody or the bank after a restore, each debited once (decision 377). */
  restore_found_payments: {
    id: Generated<number>;
    restore_id: string;
    source: 'custody' | 'bank';
    payment_id: string;
    withdrawal_id: string;
    user_id: string | null;
    currency: string;
    amount: string;
    paid_at: Timestamp;
    outcome: 'settled' | 'debited' | 'unattributed' | 'short';
    movement_id: number | null;
    found_at: Timestamp;
  };
  /** The embedded database's folder and host while open: a copy started elsewhere is refused. */
  data_folder: { id: number; path: string; host: string; inode: string | null; in_use: boolean; opened_at: Timestamp };
  /** One row per limit bucket, claimed atomically (decision 092). */
  rate_limit_counters: { bucket: string; window_start: Timestamp; hits: number };
  audit_log: {
    id: Generated<number>;
    at: Timestamp;
    actor_id: string | null;
    actor_role: string | null;
    action: string;
    outcome: string;
    ip: string | null;
    details: unknown | null;
    /** Migration 031 (decision 235): whom the entry is about, why, the state around it, its request. */
    subject_id: string | null;
    reason: string | null;
    request_id: string | null;
    before: unknown | null;
    after: unknown | null;
    /** Set by the database's trigger: the entry's place in the chain and the chain's hashes. */
    seq: Generated<string>;
    prev_hash: Generated<string | null>;
    hash: Generated<string>;
  };
}

export interface DB
  extends CoreTables,
    AccountTables,
    AddressBookTables,
    AlertTables,
    KycTables,
    LedgerTables,
    LocaleTables,
    MarketTables,
    MerchantTables,
    MonitoringTables,
    OrderTables,
    PaymentTables,
    RecurringTables,
    ScreeningTables,
    TravelRuleTables,
    StaffTables,
    WalletTables,
    GatewaySandboxTables,
    KycSandboxTables,
    MailTables,
    BankTables,
    BankSandboxTables {}
