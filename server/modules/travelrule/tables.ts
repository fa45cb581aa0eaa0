/** Address-ownership challenges and proofs (migration 041, decision 247). Part of the database schema (db/schema.ts). */
import type { Timestamp } from '../../db/columns.js';

export interface TravelRuleTables {
  /** A message with a one-time nonce, to be signed once, by this customer, before it expires. */
  ownership_challenges: {
    id: string;
    user_id: string;
    route_id: number;
    address: string;
    message: string;
    created_at: Timestamp;
    expires_at: Timestamp;
    /** Set by the one answer it takes, right or wrong: a challenge never checks a second signature. */
    used_at: Timestamp | null;
  };
  /** An address proven to be the customer's own, once per customer, network and address. */
  address_proofs: {
    user_id: string;
    route_id: number;
    address: string;
    scheme: string;
    message: string;
    signature: string;
    public_key: string | null;
    proven_at: Timestamp;
  };
}
