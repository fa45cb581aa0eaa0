/** The local card gateway's checkouts and saved cards. Part of the database schema (db/schema.ts). */
import type { Generated } from 'kysely';
import type { Timestamp, Units } from '../../db/columns.js';

export interface GatewaySandboxTables {
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
