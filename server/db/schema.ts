/** The typed view of every table, composed from the modules that own them. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

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
  /** One row per limit bucket, claimed atomically (decision 092). */
  rate_limit_counters: { bucket: string; window_start: Timestamp; hits: number };
  /** 2FA recovery codes: keyed hashes, each used once (decision 091). */
  recovery_codes: { user_id: string; code_hash: string; created_at: Timestamp; used_at: Timestamp | null };
  audit_log: {
    id: Generated<number>;
    at: Timestamp;
    actor_id: string | null;
    actor_role: string | null;
    action: string;
    outcome: string;
    ip: string | null;
    details: unknown | null;
  };
}

export interface AccountTables {
  users: {
    id: string;
    email: string;
    email_normalized: string;
    password_hash: string;
    first_name: string;
    last_name: string;
    dob: string | null;
    phone: string | null;
    address: Generated<string>;
    city: Generated<string>;
    state: Generated<string>;
    postal: Generated<string>;
    country_code: string;
    currency_code: 'USD' | 'EUR' | 'AUD';
    time_zone: Generated<string>;
    is_eu: Generated<boolean>;
    role: Generated<'user' | 'admin'>;
    status: Generated<'active' | 'closed'>;
    totp_enabled: Generated<boolean>;
    totp_secret_enc: string | null;
    totp_pending_secret_enc: string | null;
    totp_last_step: ColumnType<number | null, number | null, number | null>;
    anti_phishing_code: string | null;
    kyc_status: Generated<string>;
    kyc_applicant_id: string | null;
    created_at: Timestamp;
    closed_at: Timestamp | null;
    /** Set when the data kept for AML retention was erased (decision 068). */
    erased_at: Timestamp | null;
    /** The chosen display currency; null: the region's (migration 017). */
    display_currency: ColumnType<
      'USD' | 'EUR' | 'AUD' | null,
      'USD' | 'EUR' | 'AUD' | null | undefined,
      'USD' | 'EUR' | 'AUD' | null
    >;
    /** Withdrawals refused until then: a password reset turned 2FA off (decision 091). */
    withdrawals_held_until: Timestamp | null;
    /** Why: 'reset_without_2fa' or 'not_me' (a reported sign-in or change, decision 137). */
    withdrawals_held_reason: string | null;
    /** Withdrawals only to usable address-book entries (decision 134). */
    allowlist_only: Generated<boolean>;
    /** A requested switch-off of allowlist_only takes effect then. */
    allowlist_off_at: Timestamp | null;
    /** Migration 029: the Idempotency-Key of the sign-up that created it. */
    idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
  };
  /** Each acceptance of the Terms or the Privacy Policy: document, version, region, when (migration 028). */
  legal_consents: {
    id: string;
    user_id: string;
    document: 'terms' | 'privacy';
    version: string;
    region: 'AU' | 'EU';
    accepted_at: Timestamp;
  };
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
  sessions: {
    id: string;
    user_id: string;
    created_at: Timestamp;
    expires_at: Timestamp;
    revoked_at: Timestamp | null;
    revoked_reason: string | null;
    ip: string | null;
    user_agent: string | null;
    /** Browser, system and kind of device, from the user agent (decision 136). */
    device_key: string | null;
    country: string | null;
    last_active_at: Timestamp | null;
  };
  security_alerts: {
    token_hash: string;
    user_id: string;
    kind: string;
    created_at: Timestamp;
    expires_at: Timestamp;
    used_at: Timestamp | null;
  };
  refresh_tokens: { token_hash: string; session_id: string; created_at: Timestamp; retired_at: Timestamp | null };
  verifications: {
    email_normalized: string;
    purpose: number;
    code_hash: string;
    expires_at: Timestamp;
    attempts: Generated<number>;
    created_at: Timestamp;
  };
  mail_outbox: {
    id: Generated<number>;
    to: string;
    subject: string;
    text: string;
    html: string;
    sent_at: Timestamp;
  };
  forex_rates: { base: string; rates: unknown; fetched_at: Timestamp };
}

/** Base-unit amounts: NUMERIC(78,0) travels as a decimal string and is converted to bigint. */
type Units = ColumnType<string, string, string>;

/** Ledger, market and wallet tables (migrations 003 to 005). */
interface MoneyTables {
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
  swap_quotes: {
    id: string;
    user_id: string;
    source_currency: string;
    target_currency: string;
    source_amount: Units;
    target_amount: Units;
    fee_amount: Units;
    rate: string;
    instrument_id: string;
    created_at: Timestamp;
    expires_at: Timestamp;
    used_at: Timestamp | null;
    movement_id: number | null;
  };
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
  };
}

/** Identity verification (migration 008): provider webhooks and the local sandbox provider. */
interface KycTables {
  kyc_webhook_events: {
    id: Generated<number>;
    provider: string;
    event_key: string;
    type: string;
    user_id: string | null;
    applicant_id: string | null;
    received_at: Timestamp;
    processed_at: Timestamp | null;
    resulting_status: string | null;
  };
  kyc_sandbox_tokens: { token_hash: string; user_id: string; expires_at: Timestamp };
  kyc_sandbox_applicants: {
    user_id: string;
    applicant_id: string;
    first_name: string;
    last_name: string;
    review_status: string;
    review_answer: string | null;
    reject_type: string | null;
    document_bytes: number | null;
    selfie_bytes: number | null;
    submitted_at: Timestamp | null;
    review_due_at: Timestamp | null;
    delivered_at: Timestamp | null;
    created_at: Timestamp;
  };
}

/** Merchants and merchant transactions (migration 007); amounts in base units of their currency. */
interface MerchantTables {
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

/** Card purchases (migration 006): fiat in cents, crypto in the coin's base units. */
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
  gateway_sandbox_checkouts: {
    token: string;
    tracking_id: string;
    amount_minor: Units;
    currency: string;
    description: string;
    success_url: string;
    decline_url: string;
    fail_url: string;
    cancel_url: string;
    notification_url: string;
    test: boolean;
    status: string;
    uid: string | null;
    code: string | null;
    message: string | null;
    card_last4: string | null;
    created_at: Timestamp;
    finished_at: Timestamp | null;
    /** Migration 015. */
    expires_at: Timestamp | null;
    /** Migration 023. */
    save_card: Generated<boolean>;
    card_token: string | null;
  };
  /** Migration 023: the sandbox gateway's saved cards and what charging each does. */
  gateway_sandbox_cards: { token: string; last4: string; outcome: string; created_at: Timestamp };
}

/** Recurring buys (migration 023). */
export interface RecurringTables {
  saved_cards: { user_id: string; gateway_token: string; last4: string | null; created_at: Timestamp };
  recurring_plans: {
    id: string;
    user_id: string;
    coin: string;
    fiat_currency: string;
    fiat_amount: Units;
    frequency: 'weekly' | 'fortnightly' | 'monthly';
    anchor_at: Timestamp;
    next_run_at: Timestamp;
    retry_slot_at: Timestamp | null;
    retry_at: Timestamp | null;
    status: 'active' | 'paused' | 'cancelled';
    paused_reason: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
    /** Migration 029: the Idempotency-Key of the call that created it. */
    idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
  };
  recurring_runs: {
    plan_id: string;
    slot_at: Timestamp;
    attempt: number;
    tracking_id: string | null;
    status: 'started' | 'success' | 'failed' | 'refused';
    reason: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
}

/** Market ticker price samples (migration 009). */
interface TickerTables {
  market_price_samples: { currency: string; sampled_at: Timestamp; usd_price: string };
}

/** Passkeys and the WebAuthn challenges issued for them (migration 021, decision 138). */
export interface PasskeyTables {
  passkeys: {
    id: string;
    user_id: string;
    public_key: string;
    counter: number;
    transports: string;
    name: string;
    created_at: Timestamp;
    last_used_at: Timestamp | null;
  };
  webauthn_challenges: { challenge: string; purpose: string; user_id: string | null; expires_at: Timestamp };
}

/** Price alerts (migration 024, decision 142). */
interface AlertTables {
  price_alerts: {
    id: Generated<string>;
    user_id: string;
    coin: string;
    kind: 'above' | 'below' | 'move';
    currency: 'USD' | 'EUR' | 'AUD';
    /** numeric: read back as a decimal string. */
    price: string | null;
    percent: string | null;
    fired_at: Timestamp | null;
    seen_at: Timestamp | null;
    created_at: Timestamp;
    /** Migration 029: the Idempotency-Key of the call that created it. */
    idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
  };
  push_subscriptions: {
    id: Generated<string>;
    user_id: string;
    session_id: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    created_at: Timestamp;
  };
}

export interface DB
  extends CoreTables,
    PasskeyTables,
    AlertTables,
    AccountTables,
    MoneyTables,
    KycTables,
    MerchantTables,
    PaymentTables,
    RecurringTables,
    TickerTables {}
