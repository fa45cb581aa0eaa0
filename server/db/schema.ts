/** The typed view of every table, composed from the modules that own them. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface CoreTables {
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
  };
  rate_limit_hits: { id: Generated<number>; bucket: string; at: Timestamp };
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

export interface DB extends CoreTables, AccountTables {}
