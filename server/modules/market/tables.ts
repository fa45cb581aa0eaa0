/** Swap quotes (migration 004) and the ticker's price samples (migration 009). Part of the database schema (db/schema.ts). */
import type { Timestamp, Units } from '../../db/columns.js';

export interface MarketTables {
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
  market_price_samples: { currency: string; sampled_at: Timestamp; usd_price: string };
}
