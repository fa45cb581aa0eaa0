/** Identity verification: the provider's webhooks as received (migration 008). Part of the database schema (db/schema.ts). */
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

export interface KycTables {
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
}
