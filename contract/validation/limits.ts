/**
 * The outer bounds of every payload: the longest text each field may carry, how deep a payload may
 * nest, and the characters no text may hold. The server applies them to every opened payload
 * before a call's own checks run, so no input reaches arithmetic, a hash or the database unbounded.
 *
 * A cap sits at or above the field's own rule (a name's 50 characters, a password's 128), so
 * ordinary input still meets that rule and its message; the cap only stops what no form sends.
 */

import { ALERT_TOKEN_MAX, SESSION_ID_MAX } from '../devices.js';

/** Longest decimal amount, in characters: 40 holds any amount of any asset with all its decimals. */
export const AMOUNT_MAX_LENGTH = 40;
/** A field this table does not name. */
export const UNLISTED_FIELD_MAX_LENGTH = 200;
/** Text inside an object or array field (the gateway's data, device details). */
const NESTED_TEXT_MAX_LENGTH = 1_000;
/** Objects and arrays inside a payload, counted from the payload itself. */
export const PAYLOAD_MAX_DEPTH = 8;
/** Fields of one payload, and elements of all its arrays and objects together. */
export const PAYLOAD_MAX_VALUES = 500;

const SHORT_ID = 16;
const URL_MAX = 2_048;

/** Every field of every call, by name; a name means the same kind of value wherever it appears. */
export const FIELD_MAX_LENGTH: Readonly<Record<string, number>> = {
  // accounts
  email: 320,
  password: 256,
  oldPassword: 256,
  newPassword: 256,
  otp: 16,
  /** The code emailed to confirm a withdrawal (decision 367). */
  emailCode: 16,
  // A code from the authenticator or a recovery code, as typed (spaces and a hyphen allowed).
  totp: 32,
  without2fa: SHORT_ID,
  type: SHORT_ID,
  first_name: 100,
  last_name: 100,
  dob: 32,
  country_code: SHORT_ID,
  currency_code: SHORT_ID,
  is_eu: SHORT_ID,
  ip: 64,
  device_info: 512,
  /** Sign-up's acceptance of the Terms (contract/legal.ts). */
  accept_terms: SHORT_ID,
  terms_version: 32,
  refreshToken: 128,
  // profile and security
  address: 240,
  city: 120,
  state: 120,
  direction: 16,
  postal: 24,
  security_key: 128,
  code: 64,
  kyc_status: 40,
  // passkeys: a WebAuthn response (nested text), a credential id (base64url) and its name
  response: NESTED_TEXT_MAX_LENGTH,
  passkey: NESTED_TEXT_MAX_LENGTH,
  id: 1_400,
  name: 120,
  // recurring buys (decision 143): a plan's id, its coin and how often it runs
  planId: 64,
  coin: SHORT_ID,
  frequency: SHORT_ID,
  save_card: SHORT_ID,
  // money
  amount: AMOUNT_MAX_LENGTH,
  sourceCurrencyAmount: AMOUNT_MAX_LENGTH,
  crypto_value: AMOUNT_MAX_LENGTH,
  usdc: AMOUNT_MAX_LENGTH,
  networkFee: AMOUNT_MAX_LENGTH,
  currency: SHORT_ID,
  language: SHORT_ID,
  crypto_currency: SHORT_ID,
  currency_id: SHORT_ID,
  currencyId: SHORT_ID,
  quoteCurrencyId: SHORT_ID,
  base_currency: SHORT_ID,
  quote_currency: SHORT_ID,
  /** A price chart's range: 24h, 7d or 30d (decision 149). */
  range: SHORT_ID,
  sourceCurrencyId: SHORT_ID,
  targetCurrencyId: SHORT_ID,
  /** Limit and stop orders (decision 427): an order's id, and the ISO date-time it ends. */
  order_id: 64,
  expiresAt: 40,
  /** A deposit's cost the customer gives, and the deposit (its movement) it is for (issue 46). */
  cost: AMOUNT_MAX_LENGTH,
  lot_ref: 200,
  ttl: SHORT_ID,
  limit: SHORT_ID,
  offset: SHORT_ID,
  page: SHORT_ID,
  cursor: 20,
  paymentRouteId: SHORT_ID,
  cryptoAddress: 128,
  conversionQuoteId: 64,
  userId: 64,
  transaction_id: 100,
  // a card purchase the customer cancels (decision 180): a UUID
  tracking_id: 64,
  status: 20,
  device_type: 100,
  data: NESTED_TEXT_MAX_LENGTH,
  success_url: URL_MAX,
  decline_url: URL_MAX,
  fail_url: URL_MAX,
  cancel_url: URL_MAX,
  payment_test_env: SHORT_ID,
  // admin listing
  search_key: 100,
  order: SHORT_ID,
  sourceSearch: 64,
  statusSearch: 20,
  user_id: 64,
  // sessions and security alerts (decisions 136 and 137)
  sessionId: SESSION_ID_MAX,
  token: ALERT_TOKEN_MAX,
  // price alerts and Web Push (decision 142): an endpoint is the push service's URL, keys the
  // subscription's {p256dh, auth} (base64url, 87 and 22 characters); an alert's `id` shares the
  // passkeys' cap and `coin` the recurring buys'; `kind` also names a ledger movement kind in the
  // desk's filter (decision 326), up to 20 characters (bank_withdrawal_hold)
  kind: 24,
  price: AMOUNT_MAX_LENGTH,
  percent: AMOUNT_MAX_LENGTH,
  endpoint: URL_MAX,
  keys: 128,
  // the address book (decision 134): a label's rule counts 40 characters, an emoji as one; an
  // address's `id` shares the passkeys' cap
  label: 160,
  enabled: SHORT_ID,
  // customer exports (decisions 139 and 140)
  format: SHORT_ID,
  from: 40,
  to: 40,
  timeZone: 64,
  year: SHORT_ID,
  // the contact form (decision 186): its rule allows 120 and 2,000 characters
  subject: 240,
  message: 4_000,
  // address-ownership proofs (decision 247): a BIP-322 witness in base64, an XRP key in hex
  signature: 2_048,
  publicKey: 200,
  challengeId: 64,
  // who receives a withdrawal (decision 256), its texts capped as nested ones; a withdrawal's id (272)
  beneficiary: NESTED_TEXT_MAX_LENGTH,
  withdrawalId: 64,
  // staff (decisions 234-237)
  firstName: 100,
  lastName: 100,
  role: SHORT_ID,
  query: 320,
  customerId: 64,
  // the case queue (decision 277)
  caseId: SHORT_ID,
  mine: SHORT_ID,
  decision: SHORT_ID,
  // a deposit's sender, answered by the customer, and a record's export (decisions 274 and 276)
  depositId: 64,
  owner: SHORT_ID,
  wallet: SHORT_ID,
  providerId: 64,
  /** A provider not in the directory, named by the customer (decision 368). */
  providerName: 128,
  recordId: 64,
  reason: 600,
  hours: SHORT_ID,
  note: 2_100,
  approvalId: 64,
  // an admin's changes to a staff member (decision 320)
  staffId: 64,
  disabled: SHORT_ID,
  // a second admin's decision on a waiting role grant (decision 359)
  requestId: 64,
  approve: SHORT_ID,
  subjectId: 128,
  actorId: 128,
  action: 128,
  beforeSeq: 24,
  /** The desk's transaction cursor (decision 326): a transfer id. */
  before: 24,
  // saved bank accounts (decision 243): rules of 70, 7, 9 and 34 characters
  holder_name: 160,
  bsb: 16,
  account_number: 32,
  iban: 64,
  bank_account_id: 64,
};

export const INPUT_MESSAGES = {
  refused: 'Some of what was sent is too long or contains characters that are not allowed.',
  notAllowed: 'contains characters that are not allowed',
  tooLong: (max: number) => `must be at most ${max} characters`,
  tooDeep: `must not nest more than ${PAYLOAD_MAX_DEPTH} levels`,
  tooMany: `must not hold more than ${PAYLOAD_MAX_VALUES} values`,
} as const;

/** UTF-16 surrogates without their pair: text that cannot be encoded (nor stored). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with one piece of text, or undefined when it is fine. */
export function textProblem(value: string, max: number): string | undefined {
  if (value.length > max) return INPUT_MESSAGES.tooLong(max);
  // PostgreSQL text cannot hold NUL.
  if (value.includes('\u0000') || LONE_SURROGATE.test(value)) return INPUT_MESSAGES.notAllowed;
  return undefined;
}

export function fieldMaxLength(field: string): number {
  return (Object.hasOwn(FIELD_MAX_LENGTH, field) ? FIELD_MAX_LENGTH[field] : undefined) ?? UNLISTED_FIELD_MAX_LENGTH;
}

/**
 * Field errors for a payload that breaks the outer bounds, keyed by its top-level field ('payload'
 * for the payload itself), or undefined when it keeps within them. Bounded work: it stops at the
 * depth and value limits, whatever the payload holds.
 */
export function payloadBoundsErrors(payload: unknown): Record<string, string> | undefined {
  // A Map, so a field named like an Object method (toString, __proto__) is just a name.
  const errors = new Map<string, string>();
  const fail = (field: string, message: string) => {
    if (!errors.has(field)) errors.set(field, message);
  };
  let values = 0;
  const walk = (value: unknown, field: string, max: number, depth: number): void => {
    if (errors.has(field)) return;
    values += 1;
    if (values > PAYLOAD_MAX_VALUES) {
      fail('payload', INPUT_MESSAGES.tooMany);
      return;
    }
    if (typeof value === 'string') {
      const problem = textProblem(value, max);
      if (problem) fail(field, problem);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    if (depth >= PAYLOAD_MAX_DEPTH) {
      fail(field, INPUT_MESSAGES.tooDeep);
      return;
    }
    for (const [key, inner] of Object.entries(value)) {
      if (values > PAYLOAD_MAX_VALUES) return;
      if (textProblem(key, NESTED_TEXT_MAX_LENGTH)) {
        fail(field, INPUT_MESSAGES.notAllowed);
        return;
      }
      walk(inner, field, NESTED_TEXT_MAX_LENGTH, depth + 1);
    }
  };

  if (typeof payload === 'object' && payload !== null && !Array.isArray(payload)) {
    for (const [field, value] of Object.entries(payload)) {
      if (textProblem(field, UNLISTED_FIELD_MAX_LENGTH)) {
        fail('payload', INPUT_MESSAGES.notAllowed);
        continue;
      }
      walk(value, field, fieldMaxLength(field), 1);
      if (values > PAYLOAD_MAX_VALUES) break;
    }
  } else walk(payload, 'payload', UNLISTED_FIELD_MAX_LENGTH, 0);
  return errors.size > 0 ? Object.fromEntries(errors) : undefined;
}
