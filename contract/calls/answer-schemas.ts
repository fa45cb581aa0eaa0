/**
 * The schemas of the success answers' `data` that screens read as lists or records (decision 204).
 * The client checks an answer against its call's schema before any screen sees it, so a screen can
 * trust the type the call table gives it. Each schema is held to its type by `answerSchema<T>()`:
 * a field added to the type and not here (or the other way round) fails the typecheck.
 */
import {
  array,
  boolean,
  type GenericSchema,
  type InferOutput,
  nullable,
  number,
  object,
  optional,
  picklist,
  record,
  string,
  unknown,
} from 'valibot';
import { COIN_SYMBOLS, FIAT_SYMBOLS } from '../assets.js';
import type { CardPurchaseAttempt } from '../card-purchases.js';
import type { SessionsData } from '../devices.js';
import type {
  AccountTransaction,
  CurrencyPrice,
  InstrumentsAnswer,
  PaymentRouteDto,
  WalletEntry,
} from '../exchange.js';
import { KYC_STATUSES, type KycTokenData, type UpdateKycStatusData } from '../kyc.js';
import type { MarketTickerEntry } from '../market-ticker.js';
import type { ListingAnswer, Merchant } from '../merchants.js';
import type { PasskeyOptionsData, PasskeyView } from '../passkeys.js';
import { POINT_PRICINGS, PORTFOLIO_RANGES, type PortfolioHistory } from '../portfolio-history.js';
import { PRICE_RANGES, type PriceHistoryAnswer } from '../price-history.js';
import type { Generate2faData, RecoveryCodesData, SecuritySettingsData } from '../profile.js';
import type { Portfolio } from '../statements.js';
import { TAX_VIEWS, type TaxReport } from '../tax-report.js';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** `schema` as the schema of `T`; refused by the typecheck unless its output is exactly `T`. */
function answerSchema<T>() {
  return <S extends GenericSchema>(schema: S & (Same<InferOutput<S>, T> extends true ? unknown : never)) =>
    schema as unknown as GenericSchema<unknown, T>;
}

const coin = picklist(COIN_SYMBOLS);
/** A coin, or the region's cash (AUD, EUR) of a bank movement (decision 287). */
const coinOrCash = picklist([...COIN_SYMBOLS, 'AUD', 'EUR'] as const);
const onOff = picklist(['on', 'off']);

export const walletListAnswer = answerSchema<WalletEntry[]>()(
  array(
    object({
      currency: object({ currency_id: coin, precision: number(), name: string() }),
      free_balance: string(),
      free_balance_quoted: string(),
    }),
  ),
);

export const instrumentsAnswer = answerSchema<InstrumentsAnswer>()(
  object({
    instruments: array(
      object({
        instrument_id: string(),
        base_currency_id: coin,
        quote_currency_id: coin,
        is_active: onOff,
        min_quantity: string(),
      }),
    ),
  }),
);

export const currencyPriceAnswer = answerSchema<CurrencyPrice[]>()(
  array(object({ base_currency: string(), quote_currency: string(), bid: string(), ask: string() })),
);

export const marketTickerAnswer = answerSchema<MarketTickerEntry[]>()(
  array(object({ currency_id: coin, price: string(), change_24h: nullable(string()), at: string() })),
);

export const paymentRoutesAnswer = answerSchema<PaymentRouteDto[]>()(
  array(object({ payment_route_id: number(), currency_id: coin, crypto_network_name: string(), is_active: onOff })),
);

export const transactionHistoryAnswer = answerSchema<AccountTransaction[]>()(
  array(
    object({
      account_transaction_id: string(),
      transaction_class: picklist(['conversion', 'payment', 'manual', 'trade']),
      type: picklist(['credit', 'debit']),
      amount: string(),
      currency_id: coinOrCash,
      created_at: string(),
      comment: string(),
      network: nullable(string()),
      sender: nullable(string()),
      recipient: nullable(string()),
      payment_method: nullable(string()),
      payment_method_code: optional(nullable(string())),
      status: picklist(['pending', 'completed', 'failed', 'returned']),
      under_review: optional(boolean()),
      return_reason: optional(nullable(string())),
      reference: optional(string()),
      tx_hash: optional(nullable(string())),
      explorer_url: optional(nullable(string())),
      network_fee: optional(nullable(string())),
    }),
  ),
);

export const cardPurchasesAnswer = answerSchema<CardPurchaseAttempt[]>()(
  array(
    object({
      reference: string(),
      tracking_id: string(),
      status: picklist(['pending', 'failed', 'declined', 'cancelled', 'expired']),
      coin,
      crypto_amount: string(),
      fiat_currency: picklist(FIAT_SYMBOLS),
      total_amount: string(),
      created_at: string(),
      reason: nullable(string()),
      expires_at: nullable(string()),
    }),
  ),
);

const amountOrNull = nullable(string());

/** The portfolio the wallet and each coin's screen show (decisions 413 and 430). */
export const portfolioAnswer = answerSchema<Portfolio>()(
  object({
    currency: picklist(['AUD', 'EUR'] as const),
    totals: object({
      value: string(),
      cost_basis: string(),
      unrealised_pnl: string(),
      realised_pnl: string(),
      realised_pnl_year: string(),
      total_return: string(),
      total_return_pct: amountOrNull,
      since: amountOrNull,
      rate_missing: boolean(),
    }),
    assets: array(
      object({
        currency_id: string(),
        amount: string(),
        value: string(),
        cost_basis: string(),
        average_price: amountOrNull,
        unrealised_pnl: string(),
        unrealised_pct: amountOrNull,
        realised_pnl: string(),
        rate_missing: boolean(),
      }),
    ),
  }),
);

/** The portfolio's value over a range (decision 462). */
export const portfolioHistoryAnswer = answerSchema<PortfolioHistory>()(
  object({
    range: picklist(PORTFOLIO_RANGES),
    currency: picklist(['AUD', 'EUR'] as const),
    points: array(object({ at: string(), value: string(), priced: picklist(POINT_PRICINGS) })),
    change: amountOrNull,
    change_pct: amountOrNull,
    market_from: amountOrNull,
  }),
);

/** The tax view of a statement year (decision 457). */
export const taxReportAnswer = answerSchema<TaxReport>()(
  object({
    view: picklist(TAX_VIEWS),
    currency: picklist(['AUD', 'EUR'] as const),
    year: object({ year: number(), label: string(), from: string(), to: string() }),
    disposals: array(
      object({
        ref: string(),
        at: string(),
        currency_id: string(),
        kind: picklist(['sale', 'swap', 'withdrawal'] as const),
        amount: string(),
        proceeds: string(),
        cost: string(),
        gain: string(),
        treatment: picklist(['discount_eligible', 'non_discount', 'taxable', 'tax_free', 'none'] as const),
        rate_missing: boolean(),
        lots: array(object({ acquired_at: string(), amount: string(), cost: string(), estimated: boolean() })),
      }),
    ),
    totals: object({
      gains: string(),
      losses: string(),
      net: string(),
      au: optional(
        object({
          non_discount_gains: string(),
          discount_eligible_gains: string(),
          capital_losses: string(),
          discount: string(),
          net_capital_gain: string(),
        }),
      ),
      de: optional(
        object({
          taxable_net: string(),
          tax_free_net: string(),
          exemption_limit: string(),
          under_limit: boolean(),
          loss_carried_in: string(),
          loss_used: string(),
          loss_carried_forward: string(),
          taxable_after_limit: string(),
        }),
      ),
    }),
    rate_missing: boolean(),
  }),
);

export const priceHistoryAnswer = answerSchema<PriceHistoryAnswer>()(
  object({
    currency_id: coin,
    range: picklist(PRICE_RANGES),
    quote_currency: picklist(FIAT_SYMBOLS),
    points: array(object({ at: string(), price: string() })),
    high: string(),
    low: string(),
    change: nullable(string()),
  }),
);

export const merchantListAnswer = answerSchema<Merchant[]>()(
  array(object({ merchant_id: string(), first_name: string(), last_name: string() })),
);

export const transactionListingAnswer = answerSchema<ListingAnswer>()(
  object({
    details: array(
      object({
        _id: string(),
        transaction_id: string(),
        merchant_id: string(),
        request_type: number(),
        status: boolean(),
        code: string(),
        amount: string(),
        currency: string(),
        currency_amount: nullable(string()),
        currency_value: nullable(string()),
        user_name: string(),
        source: string(),
        orderreference: string(),
        createdAt: string(),
        reference: nullable(string()),
        customer_number: nullable(string()),
        customer_email: nullable(string()),
      }),
    ),
    page: number(),
    limit: number(),
    total: number(),
  }),
);

export const sessionsAnswer = answerSchema<SessionsData>()(
  object({
    sessions: array(
      object({
        id: string(),
        device: string(),
        browser: string(),
        os: string(),
        type: picklist(['desktop', 'mobile', 'tablet']),
        country: string(),
        countryName: string(),
        signedInAt: string(),
        lastActiveAt: string(),
        current: boolean(),
      }),
    ),
  }),
);

export const kycTokenAnswer = answerSchema<KycTokenData>()(
  object({
    token: string(),
    provider: picklist(['sumsub', 'sandbox']),
    widgetUrl: optional(string()),
    apiUrl: optional(string()),
  }),
);

export const updateKycStatusAnswer = answerSchema<UpdateKycStatusData>()(
  object({ kyc_status: picklist(KYC_STATUSES) }),
);

export const generate2faAnswer = answerSchema<Generate2faData>()(object({ base32: string(), qrCodeUrl: string() }));

export const recoveryCodesAnswer = answerSchema<RecoveryCodesData>()(object({ recoveryCodes: array(string()) }));

export const securitySettingsAnswer = answerSchema<SecuritySettingsData>()(
  object({
    is2FA: boolean(),
    antiPhishingCode: nullable(string()),
    recoveryCodesLeft: optional(number()),
    withdrawalsHeldUntil: optional(nullable(string())),
  }),
);

export const passkeyListAnswer = answerSchema<PasskeyView[]>()(
  array(object({ id: string(), name: string(), createdAt: string(), lastUsedAt: nullable(string()) })),
);

export const passkeyOptionsAnswer = answerSchema<PasskeyOptionsData>()(
  object({ options: record(string(), unknown()) }),
);
