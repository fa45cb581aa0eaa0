/**
 * Typed calls of the exchange (balances, market, swaps, deposit addresses, withdrawals, history),
 * as the API contract fixes them. Money-moving calls take the caller's Idempotency-Key, kept for
 * one attempt.
 */
import type {
  AccountTransaction,
  ConfirmSwapAnswer,
  CurrencyPrice,
  EquivalentUsdc,
  GenerateAddressAnswer,
  Instrument,
  InstrumentsAnswer,
  PaymentRouteDto,
  SwapQuoteAnswer,
  SwapQuotePayload,
  TransactionHistoryPayload,
  WalletEntry,
  WithdrawalAnswer,
  WithdrawalPayload,
} from '../../contract/exchange.js';
import { HISTORY_MAX_LIMIT, INSTRUMENTS_PAGE_SIZE, PAYMENT_ROUTES_PAGE_SIZE } from '../../contract/exchange.js';
import { MARKET_TICKER_PATH, type MarketTickerEntry } from '../../contract/market-ticker.js';
import { api } from './client.js';

export async function getWalletList(quoteCurrencyId = 'USD'): Promise<WalletEntry[]> {
  const r = await api.call<WalletEntry[]>('/exchange/get-wallet-list', { quoteCurrencyId });
  return Array.isArray(r.data) ? r.data : [];
}

export async function getInstruments(limit = INSTRUMENTS_PAGE_SIZE): Promise<Instrument[]> {
  const r = await api.call<InstrumentsAnswer | Instrument[]>('/exchange/get-instruments', { limit });
  const d = r.data;
  if (Array.isArray(d)) return d;
  return Array.isArray(d?.instruments) ? d.instruments : [];
}

export async function getCurrencyPrice(base: string, quote: string): Promise<CurrencyPrice | null> {
  const r = await api.call<CurrencyPrice[]>('/exchange/get-currency-price', {
    base_currency: base,
    quote_currency: quote,
  });
  return Array.isArray(r.data) && r.data.length > 0 ? r.data[0] : null;
}

export async function requestSwapQuote(payload: SwapQuotePayload, signal?: AbortSignal): Promise<SwapQuoteAnswer> {
  const r = await api.call<SwapQuoteAnswer>('/exchange/swap-crypto', payload, { signal });
  return r.data;
}

export async function confirmSwap(conversionQuoteId: string, idempotencyKey: string) {
  return api.call<ConfirmSwapAnswer>('/exchange/confirm-swap', { conversionQuoteId }, { idempotencyKey });
}

/** One page of history, newest first; `cursor` is the last id already shown. */
export async function getTransactionHistory(payload: TransactionHistoryPayload = {}): Promise<AccountTransaction[]> {
  const r = await api.call<AccountTransaction[]>('/exchange/transaction-history', payload);
  if (!Array.isArray(r.data)) throw new Error('Invalid response');
  return r.data;
}

/** The pages of history up to `maxRows`, so that both legs of a swap are on hand for pairing. */
export async function getAllTransactions(maxRows = 2000): Promise<AccountTransaction[]> {
  const all: AccountTransaction[] = [];
  let cursor: string | undefined;
  while (all.length < maxRows) {
    const page = await getTransactionHistory({ limit: HISTORY_MAX_LIMIT, ...(cursor ? { cursor } : {}) });
    all.push(...page);
    if (page.length < HISTORY_MAX_LIMIT) break;
    cursor = page[page.length - 1].account_transaction_id;
  }
  return all;
}

export async function getPaymentRoutes(): Promise<PaymentRouteDto[]> {
  const r = await api.call<PaymentRouteDto[]>('/exchange/get-payment-route-id', {
    limit: PAYMENT_ROUTES_PAGE_SIZE,
    offset: 0,
  });
  return Array.isArray(r.data) ? r.data : [];
}

export async function generateAddress(
  currencyId: string,
  paymentRouteId: number,
  idempotencyKey?: string,
): Promise<GenerateAddressAnswer> {
  const r = await api.call<GenerateAddressAnswer>(
    '/exchange/generate-address',
    { currencyId, paymentRouteId },
    { idempotencyKey },
  );
  return r.data;
}

export async function createWithdrawal(payload: WithdrawalPayload, idempotencyKey: string) {
  return api.call<WithdrawalAnswer>('/exchange/create-withdrawal-action', payload, { idempotencyKey });
}

export async function getEquivalentUsdc(transactionId: string): Promise<EquivalentUsdc> {
  const r = await api.call<EquivalentUsdc>('/exchange/get-equivalent-usdc', { transaction_id: transactionId });
  return r.data;
}

/** USD prices and 24-hour changes of every coin. */
export async function getMarketTicker(): Promise<MarketTickerEntry[]> {
  const r = await api.call<MarketTickerEntry[]>(MARKET_TICKER_PATH, { quote_currency: 'USD' });
  return Array.isArray(r.data) ? r.data : [];
}
