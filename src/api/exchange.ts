/**
 * Typed calls of the exchange (balances, market, swaps, deposit addresses, withdrawals, history),
 * as the API contract fixes them. Money-moving calls take the caller's Idempotency-Key, kept for
 * one attempt.
 */

import type { PayloadOf } from '../../contract/calls/define.js';
import * as calls from '../../contract/calls/exchange.js';
import type {
  AccountTransaction,
  CurrencyPrice,
  EquivalentUsdc,
  GenerateAddressAnswer,
  Instrument,
  PaymentRouteDto,
  SwapQuoteAnswer,
  WalletEntry,
} from '../../contract/exchange.js';
import { HISTORY_MAX_LIMIT, INSTRUMENTS_PAGE_SIZE, PAYMENT_ROUTES_PAGE_SIZE } from '../../contract/exchange.js';
import type { MarketTickerEntry } from '../../contract/market-ticker.js';
import { api } from './client.js';

export async function getWalletList(
  quoteCurrencyId: PayloadOf<typeof calls.getWalletList>['quoteCurrencyId'] = 'USD',
): Promise<WalletEntry[]> {
  const r = await api.call(calls.getWalletList, { quoteCurrencyId });
  return r.data;
}

export async function getInstruments(limit = INSTRUMENTS_PAGE_SIZE): Promise<Instrument[]> {
  const r = await api.call(calls.getInstruments, { limit });
  return r.data.instruments;
}

export async function getCurrencyPrice(base: string, quote: string): Promise<CurrencyPrice | null> {
  const r = await api.call(calls.getCurrencyPrice, {
    base_currency: base,
    quote_currency: quote,
  });
  return r.data[0] ?? null;
}

export async function requestSwapQuote(
  payload: PayloadOf<typeof calls.swapCrypto>,
  signal?: AbortSignal,
): Promise<SwapQuoteAnswer> {
  const r = await api.call(calls.swapCrypto, payload, { signal });
  return r.data;
}

export async function confirmSwap(conversionQuoteId: string, idempotencyKey: string) {
  return api.call(calls.confirmSwap, { conversionQuoteId }, { idempotencyKey });
}

/** One page of history, newest first; `cursor` is the last id already shown. */
async function getTransactionHistory(
  payload: PayloadOf<typeof calls.getTransactionHistory> = {},
): Promise<AccountTransaction[]> {
  const r = await api.call(calls.getTransactionHistory, payload);
  return r.data;
}

/** A page of history and the cursor of the next one (null: this was the last page). */
export interface HistoryPage {
  rows: AccountTransaction[];
  next: string | null;
}

/**
 * One page of history (by default the contract's largest), newest first, after `cursor`. The list
 * shows it at once and asks for the next page only as the customer reaches its end (decision 221).
 */
export async function getHistoryPage(cursor?: string, limit = HISTORY_MAX_LIMIT): Promise<HistoryPage> {
  const rows = await getTransactionHistory({ limit, ...(cursor ? { cursor } : {}) });
  // Only ledger transfers count toward the page and can be its cursor: a held deposit or a
  // returned bank deposit beside them (decisions 397 and 494) has no transfer number.
  const ledger = rows.filter((r) => /^\d+$/.test(r.account_transaction_id));
  const last = ledger.at(-1);
  return { rows, next: last && ledger.length >= limit ? last.account_transaction_id : null };
}

export async function getPaymentRoutes(): Promise<PaymentRouteDto[]> {
  const r = await api.call(calls.getPaymentRoutes, {
    limit: PAYMENT_ROUTES_PAGE_SIZE,
    offset: 0,
  });
  return r.data;
}

export async function generateAddress(
  currencyId: string,
  paymentRouteId: number,
  idempotencyKey?: string,
): Promise<GenerateAddressAnswer> {
  const r = await api.call(calls.generateAddress, { currencyId, paymentRouteId }, { idempotencyKey });
  return r.data;
}

export async function createWithdrawal(payload: PayloadOf<typeof calls.createWithdrawal>, idempotencyKey: string) {
  return api.call(calls.createWithdrawal, payload, { idempotencyKey });
}

export async function getEquivalentUsdc(transactionId: string): Promise<EquivalentUsdc> {
  const r = await api.call(calls.getEquivalentUsdc, { transaction_id: transactionId });
  return r.data;
}

/** USD prices and 24-hour changes of every coin. */
export async function getMarketTicker(): Promise<MarketTickerEntry[]> {
  const r = await api.call(calls.getMarketTicker, { quote_currency: 'USD' });
  return r.data;
}
