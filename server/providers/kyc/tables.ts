/** The local identity provider's tokens and applicants (migration 008). Part of the database schema (db/schema.ts). */
import type { Timestamp } from '../../db/columns.js';

export interface KycSandboxTables {
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
