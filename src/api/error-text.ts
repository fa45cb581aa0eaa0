/**
 * The app's own words for every error code (decision 264). The server's `message` stays English
 * for outside clients; the app shows these in the customer's language. In English the server's
 * message is the source text itself, often more exact (which minimum, how long to wait), so it is
 * kept; every other language shows the text of its code, and a field's message a text of its own.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ERRORS_CATALOG, loadCatalogs } from '../i18n/catalogs.js';
import type { ClientErrorCode } from './api-error.js';
import { STAFF_ERROR_TEXT, type StaffErrorCode } from './staff-error-text.js';

const CUSTOMER_ERROR_TEXT: Record<Exclude<ClientErrorCode, StaffErrorCode>, MessageDescriptor> = {
  BAD_ENVELOPE: msg`The app sent a request the server could not read. Please try again.`,
  STALE_REQUEST: msg`This device's clock seems to be wrong. Check the date and time, then try again.`,
  REPLAYED_NONCE: msg`This request was already sent. Please try again.`,
  VALIDATION: msg`Some of the details are not valid. Check them and try again.`,
  UNAUTHORIZED: msg`Please sign in again.`,
  FORBIDDEN: msg`You are not allowed to do this.`,
  NOT_FOUND: msg`We could not find what you asked for.`,
  IDEMPOTENCY_CONFLICT: msg`This request was already made with other details. Please start again.`,
  RATE_LIMITED: msg`Too many attempts. Please wait a moment and try again.`,
  PAYLOAD_TOO_LARGE: msg`This request is too large.`,
  INTERNAL: msg`Something went wrong on our side. Please try again.`,
  SERVICE_UNAVAILABLE: msg`CoinVault is briefly unavailable. Please try again shortly.`,
  OTP_INVALID: msg`The code is not correct.`,
  OTP_EXPIRED: msg`The code has expired. Ask for a new one.`,
  OTP_REQUIRED: msg`Enter the code from your authenticator app.`,
  OTP_LOCKED: msg`Too many incorrect codes. For your security, codes are paused for a while.`,
  EMAIL_TAKEN: msg`An account with this email already exists.`,
  REGION_NOT_SUPPORTED: msg`CoinVault is not available in your country yet.`,
  INVALID_CREDENTIALS: msg`The email or password is not correct.`,
  ACCOUNT_LOCKED: msg`This account is locked for now. Please try again later or contact support.`,
  REFRESH_TOKEN_EXPIRED: msg`Your session has ended. Please sign in again.`,
  UNAUTHORIZED_ACCESS: msg`Your session has ended. Please sign in again.`,
  WRONG_PASSWORD: msg`The password is not correct.`,
  BALANCE_NOT_EMPTY: msg`Your account still holds a balance. Withdraw or sell it first.`,
  MAIL_FAILED: msg`We could not send the email. Please try again.`,
  KYC_UNAVAILABLE: msg`Identity verification is unavailable right now. Please try again later.`,
  LINK_INVALID: msg`This link is not valid.`,
  LINK_EXPIRED: msg`This link has expired.`,
  PASSKEY_REFUSED: msg`The passkey was not accepted.`,
  RESET_REMOVES_PASSKEYS: msg`Your account is protected by a passkey: sign in with it instead, or confirm that resetting by email removes your passkeys and pauses withdrawals for 24 hours.`,
  PASSKEY_REQUIRED: msg`Confirm with a passkey you already have.`,
  EMAIL_CODE_REQUIRED: msg`Confirm with the code we email you and your password.`,
  PAIR_NOT_AVAILABLE: msg`This pair cannot be traded right now.`,
  BELOW_MIN_AMOUNT: msg`The amount is below the minimum.`,
  INSUFFICIENT_BALANCE: msg`Your balance is too low for this.`,
  QUOTE_EXPIRED: msg`The quote has expired. Get a new one.`,
  QUOTE_USED: msg`This quote was already used. Get a new one.`,
  ROUTE_NOT_FOUND: msg`This coin cannot be sent on that network.`,
  KYC_REQUIRED: msg`Verify your identity first.`,
  KYC_REJECTED: msg`Your identity verification was not successful. Please contact support.`,
  INVALID_ADDRESS: msg`This address is not valid.`,
  PROFILE_INCOMPLETE: msg`Complete your profile first.`,
  PURCHASE_OPEN: msg`You already have a purchase in progress.`,
  WITHDRAWAL_OPEN: msg`You already have a withdrawal in progress.`,
  ABOVE_MAX_AMOUNT: msg`The amount is above the maximum.`,
  COIN_NOT_OFFERED: msg`This coin is not offered.`,
  FEE_CHANGED: msg`The fee has changed. Check the new fee and try again.`,
  PRICE_CHANGED: msg`The price has changed. Check the new price and confirm again.`,
  WITHDRAWALS_HELD: msg`Withdrawals are paused on your account for now.`,
  LIMIT_EXCEEDED: msg`This is above your withdrawal limit.`,
  PLAN_LIMIT: msg`You have reached the number of recurring buys you can have.`,
  CARD_REQUIRED: msg`Add a card first.`,
  ADDRESS_NOT_ALLOWED: msg`Withdrawals go only to confirmed addresses of your address book.`,
  PURCHASE_PAID: msg`This purchase was already paid, so it can no longer be cancelled.`,
  TRANSFER_UNDER_REVIEW: msg`This transfer is under review. We will email you when it is done.`,
  STAFF_SECOND_FACTOR_REQUIRED: msg`Staff accounts sign in with two-factor authentication or a passkey.`,
  ACCOUNT_FROZEN: msg`This account is frozen.`,
  OWNERSHIP_PROOF_REQUIRED: msg`Prove that this wallet is yours before sending this amount to it.`,
  ORDER_NOT_OPEN: msg`This order is no longer open.`,
  NETWORK: msg`Network error - please check your connection`,
  DECRYPTION_FAILED: msg`The server answered in a way this app cannot read. Please try again.`,
  INVALID_RESPONSE_FORMAT: msg`The server answered in a way this app cannot read. Please try again.`,
};

/** Every code's text: the customer's, and the back office's (whose words are in the later catalog). */
export const ERROR_TEXT: Record<ClientErrorCode, MessageDescriptor> = { ...CUSTOMER_ERROR_TEXT, ...STAFF_ERROR_TEXT };

/** What a field the server refused says, outside English (the server names the field, not why in words we hold). */
const FIELD_TEXT = msg`Check this entry.`;

/**
 * These words are a catalog of their own, fetched with this module rather than with the first
 * screen: the transport waits for it once an answer is in (it has long arrived by then). A fetch
 * that failed is asked again at the next refusal.
 */
export function errorWordsReady(): Promise<void> {
  return loadCatalogs([ERRORS_CATALOG]).catch(() => {
    // Said below: the refusal keeps the server's own words until the catalog arrives.
  });
}
void errorWordsReady();

function say(d: MessageDescriptor, fallback?: string): string {
  // Before any language is active (a unit test, the first instant of start), the English source.
  if (!i18n.locale) return d.message ?? '';
  // The catalog not fetched (offline at the wrong moment): the server's English beats a message id.
  if (fallback && !(d.id in i18n.messages)) return fallback;
  return i18n._(d);
}

function english(): boolean {
  return !i18n.locale || i18n.locale === 'en';
}

/** The text of a refusal: the server's own in English, the code's in every other language. */
export function errorText(code: ClientErrorCode, serverMessage?: string): string {
  if (serverMessage && english()) return serverMessage;
  return say(ERROR_TEXT[code], serverMessage);
}

/** The refusal's field messages, in the customer's language. */
export function fieldTexts(errors: Record<string, string> | undefined): Record<string, string> {
  if (!errors || english()) return errors ?? {};
  return Object.fromEntries(Object.keys(errors).map((field) => [field, say(FIELD_TEXT)]));
}
