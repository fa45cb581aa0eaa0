/** The coin catalogue and fiat currencies of the specification. */

export const COIN_SYMBOLS = ['BTC', 'SOL', 'ETH', 'AVAX', 'XRP', 'USDT', 'USDC'] as const;
export type CoinSymbol = (typeof COIN_SYMBOLS)[number];

export const FIAT_SYMBOLS = ['USD', 'EUR', 'AUD'] as const;
export type FiatSymbol = (typeof FIAT_SYMBOLS)[number];
export type MarketCurrency = FiatSymbol;

interface Coin {
  symbol: CoinSymbol;
  name: string;
  /** Decimals of the base unit (satoshi, wei, lamport, drop...). */
  scale: number;
  /** Decimals shown to the customer; "up to 8 decimals" is a display rule only. */
  displayPrecision: number;
  stablecoin: boolean;
}

export const COINS: Record<CoinSymbol, Coin> = {
  BTC: { symbol: 'BTC', name: 'Bitcoin', scale: 8, displayPrecision: 8, stablecoin: false },
  SOL: { symbol: 'SOL', name: 'Solana', scale: 9, displayPrecision: 8, stablecoin: false },
  ETH: { symbol: 'ETH', name: 'Ethereum', scale: 18, displayPrecision: 8, stablecoin: false },
  AVAX: { symbol: 'AVAX', name: 'Avax', scale: 18, displayPrecision: 8, stablecoin: false },
  XRP: { symbol: 'XRP', name: 'Ripple', scale: 6, displayPrecision: 6, stablecoin: false },
  USDT: { symbol: 'USDT', name: 'Tether', scale: 6, displayPrecision: 6, stablecoin: true },
  USDC: { symbol: 'USDC', name: 'USDC', scale: 6, displayPrecision: 6, stablecoin: true },
};

export const FIAT_SCALE = 2;

/** Currency symbols of the specification, including the ones only shown (GBP, CAD, JPY). */
export const CURRENCY_SYMBOLS: Record<string, string> = {
  USD: '$',
  EUR: '€',
  AUD: 'AU$',
  GBP: '£',
  CAD: 'C$',
  JPY: '¥',
};

export function isCoin(value: unknown): value is CoinSymbol {
  return typeof value === 'string' && (COIN_SYMBOLS as readonly string[]).includes(value);
}

export function isFiat(value: unknown): value is FiatSymbol {
  return typeof value === 'string' && (FIAT_SYMBOLS as readonly string[]).includes(value);
}

/**
 * Coins offered in pickers, swap and buy: USDT is not offered to EUR-market customers
 * (decision 070 records the reading chosen).
 */
export function offeredCoins(market: MarketCurrency): CoinSymbol[] {
  return COIN_SYMBOLS.filter((s) => !(market === 'EUR' && s === 'USDT'));
}

/** The refusal of a coin outside offeredCoins (code COIN_NOT_OFFERED, decision 103). */
export function coinNotOfferedMessage(symbol: string): string {
  return `${symbol} is not available in your market`;
}

/** Default swap pair: BTC to USDC for EUR customers, BTC to USDT otherwise. */
export function defaultSwapPair(market: MarketCurrency): [CoinSymbol, CoinSymbol] {
  return market === 'EUR' ? ['BTC', 'USDC'] : ['BTC', 'USDT'];
}
