/**
 * What the monitoring rules read about one customer: their transfers (deposits, card buys and
 * withdrawals, crypto or cash through the bank, each valued in the customer's region currency as
 * it was worth then) and their
 * sign-ins, oldest first. The rules are pure functions of these facts.
 */
export type Region = 'AU' | 'EU';

export interface TransferFact {
  /** The ledger movement's id, as text. */
  id: string;
  kind: 'deposit' | 'card_buy' | 'withdrawal';
  at: Date;
  /** In the region currency (AUD or EUR), 2 decimals as a number: thresholds, not bookkeeping. */
  value: number;
  /** Withdrawals: where the money went (an address, or the bank account paid). */
  address?: string;
  /**
   * Withdrawals: the destination `address` names on its chain (decisions 343, 376), what the rules
   * compare: one account in two letter cases, or an XRP classic address and its X-address without
   * a tag, is one destination; another XRP tag is another. The bank account as recorded for cash.
   */
  destination?: string;
}

export interface SignInFact {
  id: string;
  at: Date;
  country: string | null;
  device: string | null;
}

export interface CustomerFacts {
  userId: string;
  region: Region;
  now: Date;
  transfers: readonly TransferFact[];
  signIns: readonly SignInFact[];
}

/** One rule's hit: `key` makes it unique per customer, so a rule run again stores nothing new. */
export interface Finding {
  rule: RuleName;
  key: string;
  transferIds: string[];
  facts: Record<string, unknown>;
}

export type RuleName =
  | 'rapid_outflow'
  | 'structuring'
  | 'access_change_withdrawal'
  | 'volume_spike'
  | 'split_withdrawals';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export const isInflow = (t: TransferFact) => t.kind === 'deposit' || t.kind === 'card_buy';
