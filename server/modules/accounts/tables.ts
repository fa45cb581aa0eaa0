/** Accounts: customers, their consents, sessions and tokens, emailed codes, recovery codes, security alerts and passkeys (migrations 002, 021). Part of the database schema (db/schema.ts). */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

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
    /** Migration 030: the staff roles (decision 234). */
    role: Generated<'user' | 'support' | 'compliance' | 'admin'>;
    /** 'disabled': a staff account an admin disabled (migration 078, decision 320). */
    status: Generated<'active' | 'closed' | 'disabled'>;
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
    /** The language chosen for the app and emails; null: not chosen (migration 051, decision 230). */
    language: ColumnType<string | null, string | null | undefined, string | null>;
    /** Withdrawals refused until then: a password reset dropped 2FA or the passkeys (decisions 091, 490). */
    withdrawals_held_until: Timestamp | null;
    /**
     * Why: 'reset_without_2fa', 'reset_without_passkey' (decision 490), 'support' or 'not_me' (a
     * reported sign-in or change, decision 137).
     */
    withdrawals_held_reason: string | null;
    /** Withdrawals only to usable address-book entries (decision 134). */
    allowlist_only: Generated<boolean>;
    /** A requested switch-off of allowlist_only takes effect then. */
    allowlist_off_at: Timestamp | null;
    /** Migration 029: the Idempotency-Key of the sign-up that created it. */
    idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
    /** Migration 033: frozen by two compliance officers (decision 237); null when not frozen. */
    frozen_at: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
    frozen_reason: string | null;
    /** When a staff member took their present role; null: the role they were made with (migration 092). */
    role_since: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
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
  /** 2FA recovery codes: keyed hashes, each used once (decision 091). */
  recovery_codes: { user_id: string; code_hash: string; created_at: Timestamp; used_at: Timestamp | null };
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
