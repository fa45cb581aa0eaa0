/**
 * The card purchase calls: open a checkout, report what the payment form said. The fields are
 * listed in the order their refusals are named. The crypto amount's decimals depend on the coin,
 * the currency must be the account's and the return addresses must point back at this
 * application: the calls check those.
 */
import { check, custom, type GenericSchema, optional, pipe, transform } from 'valibot';
import { type CoinSymbol, FIAT_SCALE, isCoin } from '../assets.js';
import { type BuyWithBalanceAnswer, CASH_TRADE_MESSAGES } from '../cash-trade.js';
import { compareDecimal, isDecimalString } from '../money.js';
import {
  BUY_MESSAGES,
  FIAT_PRICE_DECIMALS,
  hasAtMostDecimals,
  type InitTransactionAnswer,
  type InsertTransactionAnswer,
  REPORTED_STATUSES,
  type ReportedStatus,
} from '../payments.js';
import { defineSpec } from './define.js';
import { payload, required, textOrNone } from './fields.js';

/** Wire amounts longer than this are refused before any arithmetic (decision 101). */
const MAX_AMOUNT_CHARS = 24;
/** No fiat amount, crypto amount or client USDC figure is above this. */
const MAX_WIRE_VALUE = '1000000000';
/** The most decimals a crypto amount may have for any coin (the coin may allow fewer). */
const MAX_CRYPTO_DECIMALS = 8;

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** A positive decimal string of sane size, at most `dp` decimals. */
function boundedDecimal(dp: number) {
  return (v: unknown): v is string =>
    isDecimalString(v) &&
    v.length <= MAX_AMOUNT_CHARS &&
    hasAtMostDecimals(v, dp) &&
    compareDecimal(v, '0') > 0 &&
    compareDecimal(v, MAX_WIRE_VALUE) <= 0;
}

/** Left out (absent, null or '') as null; otherwise refused with `message` unless `check` holds. */
function leftOutOr(check: (v: unknown) => v is string, message: string) {
  return optional(
    pipe(
      custom<string | null>((v) => blank(v) || check(v), message),
      transform((v): string | null => (blank(v) ? null : v)),
    ),
    null,
  );
}

/** A yes/no that must be one when sent; `orNull` lets null read as no. */
function yesNo(message: string, orNull: boolean) {
  return optional(
    pipe(
      custom<boolean>((v) => typeof v === 'boolean' || (orNull && v === null), message),
      transform((v): boolean => v === true),
    ),
    false,
  );
}

/** The coin a purchase buys, and the crypto amount the customer asked for: the server never credits more. */
const COIN_ASKED = {
  crypto_currency: required((v): v is CoinSymbol => isCoin(v), 'Unknown crypto currency') as GenericSchema<
    string,
    CoinSymbol
  >,
  crypto_value: required(boundedDecimal(MAX_CRYPTO_DECIMALS), BUY_MESSAGES.invalidAmount),
};

export const initTransaction = defineSpec<InitTransactionAnswer>()({
  path: '/exchange/init-transaction',
  access: 'user',
  idempotent: true,
  payload: payload({
    /** Fiat amount the crypto is worth (before the fee), 2 decimals at most. */
    amount: required(boundedDecimal(FIAT_SCALE), BUY_MESSAGES.invalidCalculated),
    ...COIN_ASKED,
    /** Left out, or the account's currency. */
    currency: leftOutOr(
      (v): v is string => typeof v === 'string' && /^[A-Za-z]{3}$/.test(v),
      'Currency must be a currency code',
    ),
    /** The client's USDC rate; recorded only. */
    usdc: leftOutOr(boundedDecimal(18), 'usdc must be a positive decimal string'),
    payment_test_env: yesNo('payment_test_env must be true or false', false),
    /** The customer agreed to keep the card for recurring buys (decision 143). */
    save_card: yesNo('save_card must be true or false', true),
    success_url: textOrNone(),
    decline_url: textOrNone(),
    fail_url: textOrNone(),
    cancel_url: textOrNone(),
  }),
});

/**
 * Buys a coin with the cash balance at once (decision 267): the cash amount (region currency, at
 * most 2 decimals) and the most crypto asked for; no card fee. Verified customers of a cash region.
 * With the price the customer confirmed, a price risen since is refused: what arrives is what was reviewed.
 */
export const buyWithBalance = defineSpec<BuyWithBalanceAnswer>()({
  path: '/exchange/buy-with-balance',
  access: 'user',
  idempotent: true,
  payload: payload({
    amount: required(boundedDecimal(FIAT_SCALE), CASH_TRADE_MESSAGES.invalidAmount),
    ...COIN_ASKED,
    /** The price the customer confirmed on the review; a higher price now answers PRICE_CHANGED. */
    shown_price: leftOutOr(boundedDecimal(FIAT_PRICE_DECIMALS), CASH_TRADE_MESSAGES.invalidPrice),
  }),
});

const MAX_TEXT = 100;
const MAX_DATA = 8 * 1024;

/** A short text as the client reported it (a number as its digits); left out as null. */
function reported(key: string) {
  return optional(
    pipe(
      custom<string | number | null>(
        (v) =>
          blank(v) || (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.length <= MAX_TEXT),
        `${key} must be text of at most ${MAX_TEXT} characters`,
      ),
      transform((v): string | null => (blank(v) ? null : String(v))),
    ),
    null,
  );
}

const isStatus = (v: unknown): v is string =>
  typeof v === 'string' && (REPORTED_STATUSES as readonly string[]).includes(v.toLowerCase());

const isDataObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The card purchase record of spec section 3, as the client reports it. */
export const insertTransaction = defineSpec<InsertTransactionAnswer>()({
  path: '/exchange/insert-transaction',
  access: 'user',
  idempotent: true,
  payload: payload({
    /** The tracking id of init-transaction. */
    transaction_id: required(
      (v): v is string => typeof v === 'string' && v !== '' && v.length <= MAX_TEXT,
      'transaction_id must be the tracking id of the purchase',
    ),
    status: pipe(
      required(isStatus, `status must be one of ${REPORTED_STATUSES.join(', ')}`),
      transform((v) => v.toLowerCase() as ReportedStatus),
    ),
    amount: reported('amount'),
    currency: reported('currency'),
    crypto_value: reported('crypto_value'),
    crypto_currency: reported('crypto_currency'),
    usdc: reported('usdc'),
    device_type: reported('device_type'),
    /** Kept as JSON text, at most MAX_DATA characters. */
    data: optional(
      pipe(
        custom<Record<string, unknown> | null>((v) => v === null || isDataObject(v), 'data must be an object'),
        transform((v): string | null => (v === null ? null : JSON.stringify(v))),
        check((v) => v === null || v.length <= MAX_DATA, `data must be at most ${MAX_DATA} bytes`),
      ),
      null,
    ),
  }),
});
