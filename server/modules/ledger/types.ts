/** The vocabulary of the ledger. */
import type { CoinSymbol, FiatSymbol } from '../../../contract/assets.js';
import type { TransactionClass } from '../../../contract/exchange.js';

export type LedgerCurrency = CoinSymbol | FiatSymbol;

/**
 * The currencies customers hold as cash, in cents: AUD for Australian customers, EUR for EU
 * customers (decision 240). USD stays a display and card currency only.
 */
export const BANK_CURRENCIES = ['AUD', 'EUR'] as const;
export type BankCurrency = (typeof BANK_CURRENCIES)[number];

export function isBankCurrency(value: unknown): value is BankCurrency {
  return typeof value === 'string' && (BANK_CURRENCIES as readonly string[]).includes(value);
}

/** House accounts, one per currency each (decision 010). */
export const HOUSE_KINDS = [
  'liquidity',
  'fee_revenue',
  'deposits_world',
  'withdrawals_in_flight',
  'card_settlement',
  // What open orders hold until they fill, are cancelled or expire (decision 427).
  'order_holds',
] as const;
export type HouseKind = (typeof HOUSE_KINDS)[number];

export type AccountRef = { userId: string; currency: LedgerCurrency } | { house: HouseKind; currency: LedgerCurrency };

export interface TransferSpec {
  from: AccountRef;
  to: AccountRef;
  /** Base units, above zero. */
  amount: bigint;
}

export type MovementKind =
  | 'swap'
  | 'deposit'
  | 'withdrawal_hold'
  | 'withdrawal_post'
  | 'withdrawal_void'
  | 'card_purchase'
  | 'cash_purchase'
  | 'bank_deposit'
  | 'bank_withdrawal_hold'
  | 'bank_withdrawal_post'
  | 'bank_withdrawal_void'
  | 'bank_withdrawal_return'
  | 'demo_credit'
  | 'order_hold'
  | 'order_fill'
  | 'order_release';

export interface MovementSpec {
  kind: MovementKind;
  /** Business key: at most one movement per ref, ever (e.g. 'swap:<quote id>'). */
  ref: string;
  /** The customer it concerns, if any. */
  userId: string | null;
  /** The Idempotency-Key of the request that caused it: unique per user. */
  idempotencyKey?: string | null;
  transactionClass: TransactionClass;
  /** Shown after the last '/' of the comment; looked up by get-equivalent-usdc. */
  trackingId: string;
  /** Comment text before '/<tracking id>'. */
  note: string;
  network?: string | null;
  sender?: string | null;
  recipient?: string | null;
  paymentMethod?: string | null;
  details?: Record<string, unknown>;
  at: Date;
  transfers: TransferSpec[];
}

export interface PostedTransfer {
  id: number;
  debitAccountId: number;
  creditAccountId: number;
  currency: LedgerCurrency;
  amount: bigint;
}

export interface PostedMovement {
  id: number;
  transfers: PostedTransfer[];
}

/** A user account would go below zero; nothing was moved. */
export class InsufficientFundsError extends Error {
  constructor(readonly currency: string | null) {
    super(`insufficient ${currency ?? 'funds'}`);
    this.name = 'InsufficientFundsError';
  }
}

export function isUserRef(ref: AccountRef): ref is { userId: string; currency: LedgerCurrency } {
  return 'userId' in ref;
}
