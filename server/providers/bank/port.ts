/**
 * The bank payments provider (decision 241): each verified customer's own deposit details
 * (accounts per customer), incoming payments told by signed notifications, returns of payments we
 * will not keep, and payouts whose outcome arrives by a signed status notification. Two
 * implementations: an Airwallex client (airwallex.ts, when BANK_CLIENT_ID is set) and the local
 * sandbox bank (sandbox.ts) with its page under /sandbox/bank.
 *
 * Notifications are trusted only with an x-signature that is the hex HMAC-SHA256, keyed with the
 * webhook secret, of x-timestamp followed by the exact bytes received, and an x-timestamp within
 * NOTIFICATION_TOLERANCE_MS of our clock: a forged body or a stale replay is refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type BankCurrency = 'AUD' | 'EUR';

/**
 * The longest payout reference each currency's rail carries: Australia's direct entry takes 18
 * characters, SEPA's remittance information 140 (decision 387).
 */
export const PAYOUT_REFERENCE_MAX: Readonly<Record<BankCurrency, number>> = { AUD: 18, EUR: 140 };

export interface OpenAccountRequest {
  /** Our own key for the request: asking again with the same one answers the same account. */
  requestId: string;
  currency: BankCurrency;
  /** The customer's verified name: the account is held in it. */
  holderName: string;
}

/** A customer's deposit details: PayID, BSB and account number (AUD) or IBAN and BIC (EUR). */
export interface DepositAccount {
  accountId: string;
  currency: BankCurrency;
  accountName: string;
  payid: string | null;
  bsb: string | null;
  accountNumber: string | null;
  iban: string | null;
  bic: string | null;
  /** What the sender writes as the payment's reference. */
  reference: string;
}

/** A payment received into one of the customers' accounts. */
export interface IncomingPayment {
  paymentId: string;
  accountId: string;
  currency: string;
  /** Cents. */
  amountMinor: bigint;
  payerName: string;
  /** The sending account as the bank names it: "BSB account-number" (AUD) or the IBAN (EUR). */
  payerAccount: string;
  /** 'payid' | 'npp' | 'sepa' | 'sepa_instant' */
  method: string;
}

export interface PayoutRequest {
  /** Our withdrawal's id: the provider pays once per request id. */
  requestId: string;
  currency: BankCurrency;
  amountMinor: bigint;
  beneficiary: { name: string; bsb?: string; accountNumber?: string; iban?: string };
  reference: string;
  /**
   * Whose withdrawal it is, kept by the bank with the payout (metadata): a database restored from
   * before the payout can debit the right customer for it (decision 377). None for a returned deposit.
   */
  customerId?: string;
}

export type PayoutStatus = 'submitted' | 'paid' | 'failed' | 'returned';

export interface Payout {
  payoutId: string;
  requestId: string;
  status: PayoutStatus;
  reason: string | null;
}

/** A payout as the bank's listing tells it (decision 377): where it stands and when that last changed. */
export interface ListedPayout extends Payout {
  currency: string;
  amountMinor: bigint;
  changedAt: Date;
  /** As given with the payout; null when none was. */
  customerId: string | null;
}

/** A verified notification: a payment received, or a payout's outcome. */
export type BankEvent =
  | { eventId: string; kind: 'deposit'; payment: IncomingPayment }
  | { eventId: string; kind: 'payout'; payout: Payout }
  | { eventId: string; kind: 'other'; name: string };

export interface BankNotificationRequest {
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
}

export interface BankProvider {
  readonly kind: 'airwallex' | 'sandbox';
  openAccount(req: OpenAccountRequest): Promise<DepositAccount>;
  /** Sends a received payment back to its sender (a name that is not the customer's); once per payment. */
  returnPayment(payment: IncomingPayment, reason: string): Promise<void>;
  /** Once per request id: asking again answers the first payout. Throws BankError when the bank cannot say. */
  createPayout(req: PayoutRequest): Promise<Payout>;
  /** Every payout made or ended at or after `since`, whoever asked for it: a restore reconciles with it. */
  payoutsSince(since: Date): Promise<ListedPayout[]>;
  /** The notification's event when the request is authentic and fresh; throws BankNotificationRejected otherwise. */
  verifyNotification(req: BankNotificationRequest, now: Date): BankEvent;
}

/** Client errors that say nothing about the payout itself: our login, a timeout, a conflict, a rate limit. */
const TRANSIENT_CLIENT_STATUSES = new Set([401, 403, 408, 409, 425, 429]);

export class BankError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'BankError';
  }

  /**
   * The bank refused the request itself (a 4xx about what was asked: a closed account, a bad
   * beneficiary): asking again would be refused again. No answer, a 5xx or the statuses above
   * may pass (decision 290).
   */
  get permanent(): boolean {
    return (
      this.status !== undefined &&
      this.status >= 400 &&
      this.status < 500 &&
      !TRANSIENT_CLIENT_STATUSES.has(this.status)
    );
  }
}

export class BankNotificationRejected extends Error {
  constructor(readonly reason: string) {
    super(`bank notification rejected: ${reason}`);
    this.name = 'BankNotificationRejected';
  }
}

/** How far a notification's timestamp may be from our clock: older ones are replays. */
export const NOTIFICATION_TOLERANCE_MS = 5 * 60_000;

/** Where the bank delivers its signed notifications. */
export const BANK_NOTIFICATION_PATH = '/api/bank/notification';

export function signBankBody(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(timestamp).update(rawBody).digest('hex');
}

/** Checks the signature and the timestamp; answers the parsed body. */
export function verifySignedBody(secret: string, req: BankNotificationRequest, now: Date): unknown {
  const ts = req.timestamp?.trim() ?? '';
  if (!/^\d{10,16}$/.test(ts)) throw new BankNotificationRejected('missing timestamp');
  const sig = req.signature?.trim().toLowerCase() ?? '';
  if (!/^[0-9a-f]{64}$/.test(sig)) throw new BankNotificationRejected('missing signature');
  const expected = Buffer.from(signBankBody(secret, ts, req.rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) throw new BankNotificationRejected('bad signature');
  if (Math.abs(now.getTime() - Number(ts)) > NOTIFICATION_TOLERANCE_MS)
    throw new BankNotificationRejected('stale timestamp');
  try {
    return JSON.parse(req.rawBody);
  } catch {
    throw new BankNotificationRejected('body is not JSON');
  }
}

function str(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}

/** A decimal amount with at most two decimals (the bank's own form) in cents, or null. */
export function centsOf(v: unknown): bigint | null {
  const s = typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : '';
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  return BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

export function decimalOfCents(cents: bigint): string {
  const s = cents.toString().padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
}

const PAYOUT_STATUS: Record<string, PayoutStatus> = {
  'payout.transfer.paid': 'paid',
  'payout.transfer.failed': 'failed',
  'payout.transfer.cancelled': 'failed',
  'payout.transfer.returned': 'returned',
};

/**
 * An Airwallex-shaped event body: {id, name, data: {...}}. `deposit.settled` is a payment
 * received into a global account; `payout.transfer.*` is a payout's outcome.
 */
export function eventFromBody(body: unknown): BankEvent {
  if (typeof body !== 'object' || body === null) throw new BankNotificationRejected('no event in body');
  const o = body as Record<string, unknown>;
  const eventId = str(o.id);
  const name = str(o.name);
  const data = (typeof o.data === 'object' && o.data !== null ? o.data : {}) as Record<string, unknown>;
  if (!eventId || !name) throw new BankNotificationRejected('no event in body');
  if (name === 'deposit.settled') {
    const payer = (typeof data.payer === 'object' && data.payer !== null ? data.payer : {}) as Record<string, unknown>;
    const paymentId = str(data.id);
    const accountId = str(data.global_account_id);
    const currency = str(data.currency);
    const amountMinor = centsOf(data.amount);
    if (!paymentId || !accountId || !currency || amountMinor === null)
      throw new BankNotificationRejected('deposit without its fields');
    return {
      eventId,
      kind: 'deposit',
      payment: {
        paymentId,
        accountId,
        currency: currency.toUpperCase(),
        amountMinor,
        payerName: str(payer.name) ?? '',
        payerAccount: str(payer.account) ?? '',
        method: str(data.method) ?? 'bank_transfer',
      },
    };
  }
  const status = PAYOUT_STATUS[name];
  if (status) {
    const payoutId = str(data.id);
    const requestId = str(data.request_id);
    if (!payoutId || !requestId) throw new BankNotificationRejected('payout without its ids');
    return { eventId, kind: 'payout', payout: { payoutId, requestId, status, reason: str(data.failure_reason) } };
  }
  return { eventId, kind: 'other', name };
}
