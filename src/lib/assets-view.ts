/**
 * The assets as the wallet screens show them: each offered coin with its balance, its USD value
 * and that value in the market currency, plus the state handed to the next screen when one is
 * chosen (specification section 2, Asset picker).
 */
import { COINS, type CoinSymbol, type MarketCurrency } from '../../contract/assets.js';
import type { WalletEntry } from '../../contract/exchange.js';
import { addDecimal, compareDecimal, isDecimalString, mulDecimal } from '../../contract/money.js';
import { formatCrypto, formatFiat } from './money-format.js';

export interface MarketTick {
  /** USD per coin. */
  priceUsd: string;
  /** Change over 24 hours in percent, signed decimal string ('-1.25'), or null when unknown. */
  change24h: string | null;
}

export interface DisplayAsset {
  symbol: CoinSymbol;
  name: string;
  /** Decimals shown for the coin (at most 8). */
  precision: number;
  /** Raw balance, decimal string. */
  balance: string;
  /** Raw USD value of the balance. */
  usdValue: string;
  /** The value in the market currency, or null while rates are missing. */
  value: string | null;
  /** Price of one coin in the market currency, or null when unknown. */
  price: string | null;
  change24h: string | null;
}

function rateFor(currency: MarketCurrency, rates: Record<string, string> | null | undefined): string | null {
  if (currency === 'USD') return '1';
  const r = rates?.[currency];
  return isDecimalString(r) ? r : null;
}

export function buildAssets(
  entries: readonly WalletEntry[],
  offered: readonly CoinSymbol[],
  currency: MarketCurrency,
  rates: Record<string, string> | null | undefined,
  ticks: Partial<Record<string, MarketTick>> = {},
): DisplayAsset[] {
  const rate = rateFor(currency, rates);
  return offered.map((symbol) => {
    const e = entries.find((x) => x.currency.currency_id === symbol);
    const balance = e && isDecimalString(e.free_balance) ? e.free_balance : '0';
    const usdValue = e && isDecimalString(e.free_balance_quoted) ? e.free_balance_quoted : '0';
    const tick = ticks[symbol];
    return {
      symbol,
      name: COINS[symbol].name,
      precision: Math.min(e?.currency.precision ?? COINS[symbol].displayPrecision ?? 8, 8),
      balance,
      usdValue,
      value: rate ? mulDecimal(usdValue, rate, 8, 'half-up') : null,
      price: rate && tick && isDecimalString(tick.priceUsd) ? mulDecimal(tick.priceUsd, rate, 8, 'half-up') : null,
      change24h: tick?.change24h ?? null,
    };
  });
}

/** Matches name or symbol, case-insensitive. */
export function searchAssets<T extends { name: string; symbol: string }>(list: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...list];
  return list.filter((a) => a.name.toLowerCase().includes(q) || a.symbol.toLowerCase().includes(q));
}

/** The With Balance toggle: only assets with a balance above 0. */
export function withBalance<T extends { balance: string }>(list: readonly T[]): T[] {
  return list.filter((a) => isDecimalString(a.balance) && compareDecimal(a.balance, '0') > 0);
}

/** Total Account Balance in the market currency, or null while rates are missing. */
export function totalValue(list: readonly DisplayAsset[]): string | null {
  let sum = '0';
  for (const a of list) {
    if (a.value === null) return null;
    sum = addDecimal(sum, a.value);
  }
  return sum;
}

/**
 * The Total Account Balance: the coins' value and the cash balance. A region's cash currency is
 * usually the currency shown (AUD, EUR), and the cash adds as it is. Shown in another currency, the
 * cash is converted at the same forex rates as the coins' values (`convert`); without a rate it is
 * left out rather than added at a made-up one.
 */
export function accountTotal(
  coins: string | null,
  cash: { currency: string; balance: string } | null,
  currency: string,
  convert?: (amount: string, from: string) => string | null,
): string | null {
  if (coins === null) return null;
  if (!cash || !isDecimalString(cash.balance)) return coins;
  if (cash.currency === currency) return addDecimal(coins, cash.balance);
  const converted = convert?.(cash.balance, cash.currency) ?? null;
  return converted === null || !isDecimalString(converted) ? coins : addDecimal(coins, converted);
}

type AssetMode = 'send' | 'receive' | 'detail';

/** What the picker hands to /send, /receive or /asset-detail (specification section 2). */
interface AssetNavState {
  asset: {
    formattedBalance: string;
    rawBalance: string;
    formattedValue: string;
    rawValue: string;
    convertedValue: string | null;
    userCurrency: MarketCurrency;
    isUSD: boolean;
    precision: number;
    currency: { name: string; symbol: CoinSymbol; image?: string; precision: number };
  };
  mode: AssetMode;
  timestamp: number;
}

export function toNavState(
  a: DisplayAsset,
  mode: AssetMode,
  currency: MarketCurrency,
  image?: string,
  now = Date.now(),
): AssetNavState {
  return {
    asset: {
      formattedBalance: formatCrypto(a.balance, a.precision),
      rawBalance: a.balance,
      formattedValue: a.value === null ? '' : formatFiat(a.value, currency),
      rawValue: a.usdValue,
      convertedValue: a.value,
      userCurrency: currency,
      isUSD: currency === 'USD',
      precision: a.precision,
      currency: { name: a.name, symbol: a.symbol, image, precision: a.precision },
    },
    mode,
    timestamp: now,
  };
}

/** The asset named by a navigation state, if the state is one of ours. */
export function assetOfState(state: unknown): AssetNavState['asset'] | null {
  const s = state as Partial<AssetNavState> | null | undefined;
  const symbol = s?.asset?.currency?.symbol;
  return symbol && COINS[symbol] ? (s.asset as AssetNavState['asset']) : null;
}
