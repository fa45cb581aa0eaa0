/**
 * The fields of the wallet calls that name a payment route or ask for a withdrawal. Whether a
 * route exists and is open, and how many decimals an amount may carry, depend on the route: the
 * calls check those. A route id that is not one reads as null and answers ROUTE_NOT_FOUND there.
 */
import { custom, optional, pipe, transform } from 'valibot';
import { WITHDRAW_MESSAGES } from '../exchange.js';
import { isDecimalString } from '../money.js';
import { text } from './fields.js';
import { passkeyAssertion } from './passkey-fields.js';

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** Route ids are numbers; a form may send the digits as text. */
function routeIdOf(v: unknown): number | null {
  if (typeof v === 'number') return Number.isSafeInteger(v) ? v : null;
  return typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : null;
}

/** A payment route's id, or null for anything that names none. */
export function routeId() {
  return optional(
    pipe(
      custom<number | string | null>(() => true),
      transform((v) => routeIdOf(v)),
    ),
    null,
  );
}

/** A route the customer must choose: nothing chosen is refused with `message`. */
function chosenRouteId(message: string) {
  return optional(
    pipe(
      custom<number | string>((v) => !blank(v), message),
      transform((v) => routeIdOf(v)),
    ),
    null as unknown as number,
  );
}

/** Text with its blanks trimmed; nothing (or blanks only) is refused with `message`. */
function filledIn(message: string, notText: string) {
  return optional(
    pipe(
      custom<string>((v) => blank(v) || typeof v === 'string', notText),
      custom<string>((v) => typeof v === 'string' && v.trim() !== '', message),
      transform((v) => v.trim()),
    ),
    '',
  );
}

/** What a withdrawal request carries besides the passkey. */
export const withdrawalFields = {
  /** A decimal string in the route's coin; its decimals are the route's rule. */
  amount: filledIn(WITHDRAW_MESSAGES.amountAndAddressRequired, WITHDRAW_MESSAGES.invalidAmount),
  /** Anything but text reads as no address. */
  cryptoAddress: optional(
    pipe(
      custom<string>((v) => typeof v === 'string' && v.trim() !== '', WITHDRAW_MESSAGES.amountAndAddressRequired),
      transform((v) => v.trim()),
    ),
    '',
  ),
  paymentRouteId: chosenRouteId(WITHDRAW_MESSAGES.networkRequired),
  /** A code as text (a number's digits); anything else is a code that does not match. */
  otp: optional(
    pipe(
      custom<string | number | null>(() => true),
      transform((v): string | undefined => (v === undefined || v === null ? undefined : String(v))),
    ),
  ),
  /** The fee the customer was shown; a different current fee answers FEE_CHANGED. */
  networkFee: optional(
    pipe(
      custom<string | null>((v) => v === null || (isDecimalString(v) && v.length <= 40), 'must be a decimal string'),
      transform((v): string | undefined => v ?? undefined),
    ),
  ),
};

/**
 * What confirms a withdrawal besides the 2FA code, the same for coins and cash (decision 367): a
 * passkey's assertion, or, on an account with neither 2FA nor a passkey, the code emailed for the
 * withdrawal with the account's password.
 */
export const withdrawalConfirmFields = {
  /** A passkey assertion in place of the 2FA code (decision 138). */
  passkey: passkeyAssertion(),
  emailCode: text(),
  password: text(),
};
