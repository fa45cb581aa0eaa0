/**
 * The withdrawal address book (decision 134): what a saved address looks like on the wire, the
 * bounds of its fields, and the words both sides show.
 */
import { isPlainText } from './validation/plain-text.js';

/** A label is 1 to 40 characters. */
export const ADDRESS_LABEL_MAX = 40;
/** The longest address of any chain, with room to spare; longer text is refused unread. */
export const SAVED_ADDRESS_MAX = 128;
/** How many addresses one customer may save. */
export const ADDRESS_BOOK_MAX = 50;
/** Ids are UUIDs; confirmation tokens are 43 base64url characters. */
export const ADDRESS_ID_MAX = 64;
export const CONFIRM_TOKEN_MAX = 128;

/** pending: waiting for the emailed link; holding: confirmed, usable at `usableAt`; usable. */
export type SavedAddressState = 'pending' | 'holding' | 'usable';

export interface SavedAddress {
  id: string;
  paymentRouteId: number;
  currency: string;
  networkName: string;
  address: string;
  label: string;
  state: SavedAddressState;
  createdAt: string;
  confirmedAt: string | null;
  usableAt: string | null;
  /** Who receives withdrawals to it, as answered on the first one (decision 256); null: not asked yet. */
  beneficiary: import('./travel-rule.js').BeneficiaryAnswers | null;
}

/** on, off, or on until `allowlistOffAt` (turning off waits out the hold). */
export type AllowlistState = 'on' | 'turning_off' | 'off';

export interface AddressBookData {
  addresses: SavedAddress[];
  allowlist: AllowlistState;
  /** When a requested switch-off takes effect. */
  allowlistOffAt: string | null;
  /** How long a confirmed address waits before it can be used, in seconds. */
  holdSeconds: number;
}

export interface AddAddressData {
  address: SavedAddress;
}

export interface ConfirmAddressData {
  label: string;
  usableAt: string;
}

export const ADDRESS_BOOK_MESSAGES = {
  labelInvalid: `Give the address a label of 1 to ${ADDRESS_LABEL_MAX} characters, without control characters.`,
  addressRequired: 'Enter an address.',
  routeRequired: 'Choose a network.',
  full: `Your address book holds at most ${ADDRESS_BOOK_MAX} addresses. Remove one to add another.`,
  duplicate: 'This address is already in your address book for this network.',
  notFound: 'This address is not in your address book.',
  added: 'Address saved. Open the link we emailed you to confirm it.',
  removed: 'Address removed.',
  confirmed: 'Address confirmed.',
  linkInvalid: 'This confirmation link is not valid. Add the address again to get a new link.',
  linkUsed: 'This confirmation link was already used: the address is confirmed.',
  linkExpired: 'This confirmation link has expired. Remove the address and add it again to get a new link.',
  allowlistOn: 'Withdrawals now go only to confirmed addresses of your address book.',
  allowlistTurningOff: 'Allowlist-only ends after the security hold.',
  allowlistAlreadyOff: 'Allowlist-only is already off.',
  notAllowed:
    'Withdrawals from this account go only to confirmed addresses of your address book that are past their security hold.',
} as const;

/** True for a label the address book accepts: trimmed, 1 to 40 characters, plain text (the rule of every label). */
export function isValidAddressLabel(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  const t = v.trim();
  return t.length >= 1 && [...t].length <= ADDRESS_LABEL_MAX && isPlainText(t);
}

/** How long a hold of `seconds` is, in words ("24 hours", "10 minutes", "5 seconds"). */
export function holdText(seconds: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (seconds % 3600 === 0) return unit(seconds / 3600, 'hour');
  if (seconds % 60 === 0) return unit(seconds / 60, 'minute');
  return unit(seconds, 'second');
}
