/** The money calls of the wallet: balances, market, swaps, deposit addresses, withdrawals, history. */
import { custom, type GenericSchema, nullish, optional, picklist, pipe, transform } from 'valibot';
import { type CoinSymbol, isCoin } from '../assets.js';
import type { CardPurchaseAttempt } from '../card-purchases.js';
import { isCashCurrency, type SwapTarget } from '../cash-trade.js';
import {
  type AccountTransaction,
  type ConfirmSwapAnswer,
  type CurrencyPrice,
  type EquivalentUsdc,
  type GenerateAddressAnswer,
  HISTORY_DEFAULT_LIMIT,
  HISTORY_MAX_LIMIT,
  INSTRUMENTS_PAGE_SIZE,
  type InstrumentsAnswer,
  isValidQuoteTtl,
  PAYMENT_ROUTES_PAGE_SIZE,
  type PaymentRouteDto,
  QUOTE_TTL_DEFAULT_SECONDS,
  QUOTE_TTL_MAX_SECONDS,
  QUOTE_TTL_MIN_SECONDS,
  type SwapQuoteAnswer,
  type WalletEntry,
  type WithdrawalAnswer,
} from '../exchange.js';
import type { MarketTickerEntry } from '../market-ticker.js';
import { isDecimalString } from '../money.js';
import type { WithdrawalCheckAnswer } from '../withdrawal-check.js';
import type { WithdrawalFeeAnswer } from '../withdrawal-fee.js';
import type { WithdrawalLimitsAnswer } from '../withdrawal-limits.js';
import {
  cardPurchasesAnswer,
  currencyPriceAnswer,
  instrumentsAnswer,
  marketTickerAnswer,
  paymentRoutesAnswer,
  transactionHistoryAnswer,
  walletListAnswer,
} from './answer-schemas.js';
import { defineSpec } from './define.js';
import { noFields, payload, required, requiredString, uuid, wholeNumber } from './fields.js';
import { routeId, withdrawalConfirmFields, withdrawalFields } from './withdrawal-fields.js';

const UNKNOWN_CURRENCY = 'Unknown currency';
/** A coin of the catalogue; any text may be sent, an unknown one is refused. */
const coin = () => required((v): v is CoinSymbol => isCoin(v), UNKNOWN_CURRENCY) as GenericSchema<string, CoinSymbol>;

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** A field that may be left out (absent, null or ''), else refused with `message` unless `check` holds. */
function leftOutOr<I, O>(check: (v: unknown) => boolean, message: string, read: (v: I) => O) {
  return optional(
    pipe(
      custom<I | null>((v) => blank(v) || check(v), message),
      transform((v): O | undefined => (blank(v) ? undefined : read(v as I))),
    ),
  );
}

export const getWalletList = defineSpec<WalletEntry[]>()({
  path: '/exchange/get-wallet-list',
  answerSchema: walletListAnswer,
  readOnly: true,
  access: 'user',
  // Stablecoins count as dollars.
  payload: payload({
    quoteCurrencyId: nullish(picklist(['USD', 'USDT', 'USDC'], 'Balances are quoted in USD'), 'USD'),
  }),
});

export const getInstruments = defineSpec<InstrumentsAnswer>()({
  path: '/exchange/get-instruments',
  answerSchema: instrumentsAnswer,
  readOnly: true,
  access: 'user',
  payload: payload({ limit: wholeNumber(INSTRUMENTS_PAGE_SIZE, 1, 1_000) }),
});

export const getCurrencyPrice = defineSpec<CurrencyPrice[]>()({
  path: '/exchange/get-currency-price',
  answerSchema: currencyPriceAnswer,
  readOnly: true,
  access: 'user',
  payload: payload({ base_currency: requiredString(10), quote_currency: requiredString(10) }),
});

export const getMarketTicker = defineSpec<MarketTickerEntry[]>()({
  path: '/exchange/get-market-ticker',
  answerSchema: marketTickerAnswer,
  readOnly: true,
  access: 'user',
  // Only USD is offered: the browser converts with the forex rates.
  payload: payload({ quote_currency: optional(picklist(['USD'], 'Prices are quoted in USD')) }),
});

export const swapCrypto = defineSpec<SwapQuoteAnswer>()({
  path: '/exchange/swap-crypto',
  access: 'user',
  payload: payload({
    sourceCurrencyId: coin(),
    /** A coin, or the customer's cash currency (AUD, EUR) to sell for cash (decision 266). */
    targetCurrencyId: required(
      (v): v is SwapTarget => isCoin(v) || isCashCurrency(v),
      UNKNOWN_CURRENCY,
    ) as GenericSchema<string, SwapTarget>,
    /** Seconds the quote holds (QUOTE_TTL_*). */
    ttl: nullish(
      custom<number>(
        isValidQuoteTtl,
        `must be a whole number of seconds from ${QUOTE_TTL_MIN_SECONDS} to ${QUOTE_TTL_MAX_SECONDS}`,
      ),
      QUOTE_TTL_DEFAULT_SECONDS,
    ),
    /** A decimal string in the source coin; its decimals are the coin's rule. */
    sourceCurrencyAmount: required(isDecimalString, 'Please enter a valid amount'),
  }),
});

export const confirmSwap = defineSpec<ConfirmSwapAnswer>()({
  path: '/exchange/confirm-swap',
  access: 'user',
  idempotent: true,
  payload: payload({ conversionQuoteId: uuid('is required') }),
});

export const getPaymentRoutes = defineSpec<PaymentRouteDto[]>()({
  path: '/exchange/get-payment-route-id',
  answerSchema: paymentRoutesAnswer,
  readOnly: true,
  access: 'user',
  payload: payload({
    limit: wholeNumber(PAYMENT_ROUTES_PAGE_SIZE, 1, 1_000),
    offset: wholeNumber(0, 0, 1_000_000),
  }),
});

export const generateAddress = defineSpec<GenerateAddressAnswer>()({
  path: '/exchange/generate-address',
  access: 'user',
  idempotent: true,
  payload: payload({ currencyId: coin(), paymentRouteId: routeId() }),
});

export const createWithdrawal = defineSpec<WithdrawalAnswer>()({
  path: '/exchange/create-withdrawal-action',
  access: 'user',
  idempotent: true,
  payload: payload({
    ...withdrawalFields,
    ...withdrawalConfirmFields,
    /** Who receives it (decision 256); absent: the saved address's answers. Checked by the call. */
    beneficiary: optional(custom<unknown>(() => true)),
  }),
});

/** Not in the specification's call list (decision 115). */
export const getWithdrawalFee = defineSpec<WithdrawalFeeAnswer>()({
  path: '/exchange/get-withdrawal-fee',
  readOnly: true,
  access: 'user',
  payload: payload({ paymentRouteId: routeId() }),
});

/**
 * Not in the specification's call list (decision 178): whether withdrawals are held, or the
 * allowlist refuses this address, before the form asks for an amount's review or a 2FA code.
 */
export const checkWithdrawal = defineSpec<WithdrawalCheckAnswer>()({
  path: '/exchange/check-withdrawal',
  readOnly: true,
  access: 'user',
  payload: payload({
    paymentRouteId: routeId(),
    /** Absent reads as no address yet. */
    cryptoAddress: optional(
      pipe(
        custom<string | null>((v) => v === undefined || v === null || typeof v === 'string', 'must be text'),
        transform((v) => (typeof v === 'string' ? v.trim() : '')),
      ),
      '',
    ),
  }),
});

/** Not in the specification's call list (decision 135): what is left of the withdrawal limits. */
export const getWithdrawalLimits = defineSpec<WithdrawalLimitsAnswer>()({
  path: '/exchange/get-withdrawal-limits',
  readOnly: true,
  access: 'user',
  payload: noFields,
});

/** One page, newest first; `cursor` is the last id already shown. */
export const getTransactionHistory = defineSpec<AccountTransaction[]>()({
  path: '/exchange/transaction-history',
  answerSchema: transactionHistoryAnswer,
  readOnly: true,
  access: 'user',
  payload: payload({
    limit: wholeNumber(HISTORY_DEFAULT_LIMIT, 1, HISTORY_MAX_LIMIT),
    cursor: leftOutOr(
      (v) => typeof v === 'string' && /^[1-9]\d{0,15}$/.test(v),
      'is not a transaction id',
      (v: string) => Number(v),
    ),
    currency_id: leftOutOr(isCoin, UNKNOWN_CURRENCY, (v: string) => v as CoinSymbol),
  }),
});

export const getEquivalentUsdc = defineSpec<EquivalentUsdc>()({
  path: '/exchange/get-equivalent-usdc',
  readOnly: true,
  access: 'user',
  /** The tracking id as text; a number is taken as its digits. */
  payload: payload({
    transaction_id: pipe(
      required(
        (v): v is string | number =>
          (typeof v === 'string' || typeof v === 'number') && String(v).length > 0 && String(v).length <= 200,
        'is required',
      ),
      transform((v) => String(v)),
    ),
  }),
});

/**
 * Not in the specification's call list (decision 180): cancels a pending card purchase (its
 * checkout left open). Cancelling one already ended answers it as it is; a paid one is refused.
 */
export const cancelCardPurchase = defineSpec<CardPurchaseAttempt>()({
  path: '/exchange/cancel-card-purchase',
  access: 'user',
  payload: payload({ tracking_id: uuid('is not a purchase id') }),
});

/** Not in the specification's call list (decision 117). */
export const getCardPurchases = defineSpec<CardPurchaseAttempt[]>()({
  path: '/exchange/get-card-purchases',
  answerSchema: cardPurchasesAnswer,
  readOnly: true,
  access: 'user',
  payload: noFields,
});
