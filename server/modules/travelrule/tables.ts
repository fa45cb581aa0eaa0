/** Address-ownership challenges and proofs (migration 041, decision 247). Part of the database schema (db/schema.ts). */
import type { Timestamp, Units } from '../../db/columns.js';

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
    /** Networks whose wallets cannot sign (decision 307): the exact amount to deposit, base units. */
    test_amount: string | null;
    /** ...and the customer's own deposit address it goes to. */
    deposit_address: string | null;
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
  /**
   * A deposit's Travel Rule record (migration 058, decisions 274 and 275), kept until keep_until
   * (five years). `information_needed` holds its amount from withdrawal until the customer answers.
   * The payload and the answer are sealed under the data key, the record's id as associated data.
   */
  transfer_records: {
    id: string;
    user_id: string;
    direction: 'deposit';
    route_id: number;
    txid: string;
    output_index: number;
    currency: string;
    amount: Units;
    from_address: string | null;
    /** The value when credited in each region currency, 2 decimals; null when no price was had. */
    value_eur: string | null;
    value_aud: string | null;
    state: TransferRecordState;
    /** The originating provider's legal name as its payload gives it (a company, not a person). */
    provider: string | null;
    payload_sealed: string | null;
    answer_sealed: string | null;
    created_at: Timestamp;
    answered_at: Timestamp | null;
    keep_until: Timestamp;
  };
  /**
   * A withdrawal's Travel Rule record (migration 072, decision 303), written with the withdrawal:
   * the payload sent or recorded, the screening result and the address's proof, sealed under the
   * data key with the withdrawal's id as associated data; the provider's answer sealed when it
   * comes. Kept until keep_until (five years).
   */
  withdrawal_records: {
    withdrawal_id: string;
    user_id: string;
    record_sealed: string;
    answer_sealed: string | null;
    created_at: Timestamp;
    answered_at: Timestamp | null;
    keep_until: Timestamp;
  };
  /**
   * A TRP inquiry an originating provider sent us (migration 083, decision 331), for one of our
   * deposit addresses: the answer we gave and the payload, sealed under the data key with the id
   * as associated data. `deposit_ref` (route:txid:output) names the deposit it came with, once.
   */
  trp_inquiries: {
    id: string;
    /** The provider's directory id, as its signed inquiry address names it. */
    provider_id: string;
    /** TRP's request-identifier: a replay of it answers the same. */
    request_id: string;
    /** SHA-256 of the body: the same identifier with another body is refused. */
    body_hash: string;
    user_id: string;
    route_id: number;
    address: string;
    amount: Units;
    outcome: 'approved' | 'rejected';
    reason: string | null;
    payload_sealed: string;
    received_at: Timestamp;
    keep_until: Timestamp;
    deposit_ref: string | null;
  };
}

/**
 * matched: the payload's beneficiary is the customer; held: it is not, or the payload was not
 * valid, and the deposit waits uncredited for review; information_needed: no payload came, the
 * deposit is credited and held from withdrawal; answered: the customer said who sent it;
 * released and returned: a held deposit after compliance's decision, credited or left for its
 * sender (decision 304).
 */
/** `review`: answered as from someone else's self-hosted wallet above the threshold, held for compliance (decision 368). */
export type TransferRecordState =
  | 'matched'
  | 'held'
  | 'information_needed'
  | 'review'
  | 'answered'
  | 'released'
  | 'returned';
