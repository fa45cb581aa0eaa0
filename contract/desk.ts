/**
 * What support reads about a customer (decision 236): everything needed to help, nothing secret
 * (no password hash, 2FA secret, recovery code, card token or number, alert-link token).
 */
export interface CustomerMatch {
  customerId: string;
  customerNumber: string;
  email: string;
  name: string;
  status: string;
  /** What matched: 'email', 'name', 'customer number', 'reference' or 'address'. */
  matchedBy: string;
}

export interface CustomerPage {
  profile: {
    customerId: string;
    customerNumber: string;
    email: string;
    firstName: string;
    lastName: string;
    country: string;
    currency: string;
    timeZone: string;
    status: string;
    createdAt: string;
    twoFactor: boolean;
    passkeys: number;
    withdrawalsHeldUntil: string | null;
    withdrawalsHeldReason: string | null;
    /** When the account was frozen (decision 237); null when it is not. */
    frozenAt: string | null;
  };
  /**
   * The stored status and what the identity provider told us, newest first (decision 325): each
   * review notice's time, type and the status it led to; never a document, an image or an id.
   */
  verification: { status: string; history: VerificationEvent[] };
  devices: Array<{
    sessionId: string;
    device: string | null;
    country: string | null;
    lastActiveAt: string | null;
    createdAt: string;
  }>;
  /** Coins: base units as decimal strings, from the ledger. */
  balances: Record<string, string>;
  /** Cash (AUD, EUR): cents as decimal strings, from the ledger (decision 325). */
  cash: Record<string, string>;
  alerts: Array<{
    coin: string;
    kind: string;
    currency: string;
    price: string | null;
    percent: string | null;
    firedAt: string | null;
  }>;
  recurringPlans: Array<{
    coin: string;
    fiatCurrency: string;
    fiatAmount: string;
    frequency: string;
    status: string;
    nextRunAt: string;
  }>;
  addressBook: Array<{ label: string; address: string; confirmed: boolean }>;
  /** The customer's saved bank accounts, which cash withdrawals go to (decision 243). */
  bankAccounts: Array<{
    label: string;
    currency: string;
    holderName: string;
    iban: string | null;
    bsb: string | null;
    account_number: string | null;
    confirmed: boolean;
  }>;
  securityEvents: Array<{ action: string; outcome: string; at: string; ip: string | null }>;
  notes: Array<{ at: string; staffId: string; text: string }>;
}

export interface VerificationEvent {
  /** When the provider's notice arrived. */
  at: string;
  /** The provider's event type (e.g. applicantReviewed). */
  type: string;
  /** The status the notice led to; null while unprocessed or for no known customer. */
  result: string | null;
}

/** The ledger's movement kinds, the transaction list's kind filter (decision 326). */
export const DESK_TRANSACTION_KINDS = [
  'swap',
  'deposit',
  'withdrawal_hold',
  'withdrawal_post',
  'withdrawal_void',
  'card_purchase',
  'cash_purchase',
  'bank_deposit',
  'bank_withdrawal_hold',
  'bank_withdrawal_post',
  'bank_withdrawal_void',
  'bank_withdrawal_return',
  'demo_credit',
  'order_hold',
  'order_fill',
  'order_release',
] as const;
export type DeskTransactionKind = (typeof DESK_TRANSACTION_KINDS)[number];

/** A withdrawal's hold is pending until sent or failed; every other movement is completed. */
export const DESK_TRANSACTION_STATUSES = ['pending', 'completed', 'failed'] as const;
export type DeskTransactionStatus = (typeof DESK_TRANSACTION_STATUSES)[number];

/** One leg of a movement on one of the customer's accounts (coins or cash). */
export interface DeskTransaction {
  /** The ledger transfer's id: a movement has a leg for each account it touches. */
  id: string;
  reference: string;
  kind: DeskTransactionKind;
  /** A coin symbol, or AUD or EUR for cash. */
  asset: string;
  /** A plain decimal, never negative; `direction` says which way it went. */
  amount: string;
  direction: 'credit' | 'debit';
  status: DeskTransactionStatus;
  at: string;
}

export interface DeskTransactionPage {
  items: DeskTransaction[];
  /** Pass as `before` for the next (older) page; null at the end. */
  next: string | null;
}

export const DESK_LIMITS = { reasonMax: 500, noteMax: 2000, holdHoursMax: 720, transactionsMax: 100 } as const;
