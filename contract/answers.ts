/** The opened answer of every product call (see the API contract, "Answers"). */

import type { LimitRefusal } from './withdrawal-limits.js';

export const ERROR_CODES = [
  'BAD_ENVELOPE',
  'STALE_REQUEST',
  'REPLAYED_NONCE',
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'IDEMPOTENCY_CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  // accounts
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_REQUIRED',
  'OTP_LOCKED',
  'EMAIL_TAKEN',
  'REGION_NOT_SUPPORTED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'REFRESH_TOKEN_EXPIRED',
  'UNAUTHORIZED_ACCESS',
  'WRONG_PASSWORD',
  'BALANCE_NOT_EMPTY',
  'MAIL_FAILED',
  'KYC_UNAVAILABLE',
  'LINK_INVALID',
  'LINK_EXPIRED',
  'PASSKEY_REFUSED',
  // a reset by email of an account with passkeys and no 2FA: confirmed, it removes them (decision 490)
  'RESET_REMOVES_PASSKEYS',
  // a withdrawal from an account with a passkey and no 2FA is confirmed with the passkey (decision 367)
  'PASSKEY_REQUIRED',
  // a withdrawal from an account with neither: the emailed code and the password (decision 367)
  'EMAIL_CODE_REQUIRED',
  // money
  'PAIR_NOT_AVAILABLE',
  'BELOW_MIN_AMOUNT',
  'INSUFFICIENT_BALANCE',
  'QUOTE_EXPIRED',
  'QUOTE_USED',
  'ROUTE_NOT_FOUND',
  'KYC_REQUIRED',
  // the identity check was rejected: no verification prompt can help (decision 205)
  'KYC_REJECTED',
  'INVALID_ADDRESS',
  'PROFILE_INCOMPLETE',
  'PURCHASE_OPEN',
  'WITHDRAWAL_OPEN',
  'ABOVE_MAX_AMOUNT',
  'COIN_NOT_OFFERED',
  'FEE_CHANGED',
  // the buy price rose after the customer confirmed it (decision 395)
  'PRICE_CHANGED',
  'WITHDRAWALS_HELD',
  'LIMIT_EXCEEDED',
  // recurring buys (decision 143)
  'PLAN_LIMIT',
  'CARD_REQUIRED',
  'ADDRESS_NOT_ALLOWED',
  // a card purchase the customer asked to cancel was already paid (decision 180)
  'PURCHASE_PAID',
  // a regulated-transfer check stopped it; the customer is told only that it is under review (decision 250)
  'TRANSFER_UNDER_REVIEW',
  // staff (decision 234): a staff account signs in only with 2FA or a passkey
  'STAFF_SECOND_FACTOR_REQUIRED',
  // four-eyes and frozen accounts (decision 237)
  'ACCOUNT_FROZEN',
  'OWN_REQUEST',
  'ALREADY_DECIDED',
  // a self-hosted address of the customer's own, above the threshold, not yet proven theirs (decision 272)
  'OWNERSHIP_PROOF_REQUIRED',
  // a verification reminder for a customer whose check is under review or decided (decision 327)
  'VERIFICATION_NOT_OPEN',
  // an admin changing their own staff account: another admin must (decision 320)
  'OWN_ACCOUNT',
  // a staff member turning off 2FA: staff sign in only with a second factor (decision 321)
  'STAFF_TWO_FACTOR_KEPT',
  // money may not leave the customer now (frozen, an open sanctions case, withdrawals paused: decision 347)
  'EXIT_STOPPED',
  // a grant of compliance or admin already waits for a second admin (decision 359)
  'ROLE_CHANGE_WAITING',
  // a limit or stop order that has already filled, been cancelled or expired (decision 427)
  'ORDER_NOT_OPEN',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface SuccessAnswer<T = unknown> {
  status: 'success';
  message?: string;
  data?: T;
}

export interface ErrorAnswer {
  status: 'error';
  code: ErrorCode;
  message: string;
  errors?: Record<string, string>;
  /** A business refusal about one payload field (BELOW_MIN_AMOUNT on the amount, say): its name. */
  field?: string;
  /** OTP_LOCKED: when codes are accepted again (ISO 8601). */
  retryAt?: string;
  /** LIMIT_EXCEEDED: the window that refused ('24h' or '30d') and what it still allows. */
  limit?: LimitRefusal;
  security?: false;
  securityRefresh?: false;
}

export type Answer<T = unknown> = SuccessAnswer<T> | ErrorAnswer;

/**
 * What every sealed answer to a signed-in call adds beside the call's own fields (decision 390):
 * whether the account is frozen now. Absent on public calls and on a refusal of the session itself.
 * The reader of the wire (calls/wire.ts) takes it off, so the call's answer stays the call's.
 */
export interface AccountStanding {
  frozen?: boolean;
}

/** HTTP status for each code; business rules not listed here answer 422. */
const HTTP_STATUS: Partial<Record<ErrorCode, number>> = {
  BAD_ENVELOPE: 400,
  STALE_REQUEST: 400,
  REPLAYED_NONCE: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  REFRESH_TOKEN_EXPIRED: 401,
  UNAUTHORIZED_ACCESS: 401,
  FORBIDDEN: 403,
  STAFF_SECOND_FACTOR_REQUIRED: 403,
  ACCOUNT_FROZEN: 403,
  OWN_REQUEST: 403,
  OWN_ACCOUNT: 403,
  STAFF_TWO_FACTOR_KEPT: 403,
  ALREADY_DECIDED: 409,
  EXIT_STOPPED: 409,
  ROLE_CHANGE_WAITING: 409,
  VERIFICATION_NOT_OPEN: 409,
  ORDER_NOT_OPEN: 409,
  NOT_FOUND: 404,
  IDEMPOTENCY_CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  OTP_LOCKED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  MAIL_FAILED: 502,
  KYC_UNAVAILABLE: 503,
};

/** What a customer reads when a request is refused for its size (413), whoever refused it. */
export const PAYLOAD_TOO_LARGE_MESSAGE = 'This request is too large.';

/** A 503: the server or its database is briefly down (restart, failover); nothing was changed. */
export const UNAVAILABLE_MESSAGE = 'CoinVault is briefly unavailable. Please try again shortly.';

export function httpStatusFor(code: ErrorCode): number {
  return HTTP_STATUS[code] ?? 422;
}
