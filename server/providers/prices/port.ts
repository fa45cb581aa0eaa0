/**
 * Where coin prices come from. Every source gives USD mid prices of all coins; the market module
 * derives pair prices, spread and fees from them. Two implementations: an exchange ticker
 * (prices-exchange.ts, used when PRICES_URL is set) and a simulated market for local mode.
 */
import Big from 'big.js';
import { COIN_SYMBOLS, type CoinSymbol } from '../../../contract/assets.js';
import { isPositiveDecimal } from '../../../contract/money.js';
import type { Clock } from '../../clock.js';
import { ConfigError } from '../../lib/config-error.js';
import { randomWalk } from '../../lib/random-walk.js';

export interface PriceSnapshot {
  /** USD per one coin, decimal strings. */
  usd: Record<CoinSymbol, string>;
  at: Date;
}

export interface PriceSource {
  readonly kind: 'exchange' | 'simulated';
  /** Current prices; throws PriceUnavailableError when no fresh price is known. */
  snapshot(): Promise<PriceSnapshot>;
  /** Local mode only: hold a coin at a USD price (null lets it walk again), for trying price alerts. */
  readonly sandbox?: { pin(coin: CoinSymbol, usd: string | null): void };
}

export class PriceUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PriceUnavailableError';
  }
}

export const DEFAULT_REFERENCE_PRICES: Record<CoinSymbol, string> = {
  BTC: '97000',
  ETH: '3400',
  SOL: '190',
  AVAX: '35',
  XRP: '2.3',
  USDT: '1',
  USDC: '1',
};

/** MARKET_REFERENCE_PRICES="BTC=97000,ETH=3400,...": overrides of the defaults. */
export function parseReferencePrices(value: string | undefined): Record<CoinSymbol, string> {
  const prices = { ...DEFAULT_REFERENCE_PRICES };
  if (!value) return prices;
  for (const part of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [symbol = '', price = ''] = part.split('=').map((s) => s.trim());
    if (!(COIN_SYMBOLS as readonly string[]).includes(symbol))
      throw new ConfigError('MARKET_REFERENCE_PRICES', `unknown coin "${symbol}"`);
    if (!isPositiveDecimal(price))
      throw new ConfigError('MARKET_REFERENCE_PRICES', `price of ${symbol} must be a positive decimal, got "${price}"`);
    prices[symbol as CoinSymbol] = price;
  }
  return prices;
}

interface SimulatedMarketOptions {
  reference: Record<CoinSymbol, string>;
  seed: number;
  /** Standard deviation of one step, in basis points (stablecoins move a twentieth of it). */
  volatilityBps: number;
  stepMs: number;
  clock: Clock;
}

/**
 * A seeded random walk (mean-reverting, in log space) around the reference prices, advancing one
 * step per `stepMs` of clock time. The same seed and the same clock give the same prices, so a
 * test clock that does not move sees constant prices.
 */
export function simulatedMarket(opts: SimulatedMarketOptions): PriceSource {
  const walk = randomWalk({
    seed: opts.seed,
    keys: COIN_SYMBOLS,
    sigma: (s) => (opts.volatilityBps / 10_000) * (s === 'USDT' || s === 'USDC' ? 0.05 : 1),
    stepMs: opts.stepMs,
  });
  let cached: { step: number | null; usd: Record<CoinSymbol, string> } | null = null;
  const pinned: Partial<Record<CoinSymbol, string>> = {};
  return {
    kind: 'simulated',
    async snapshot() {
      const at = opts.clock.now();
      walk.advance(at.getTime());
      // Prices only change when the walk steps: reuse them until then.
      if (!cached || cached.step !== walk.step()) {
        const usd = {} as Record<CoinSymbol, string>;
        for (const s of COIN_SYMBOLS) {
          usd[s] = new Big(opts.reference[s]).times(walk.factor(s)).round(10, Big.roundDown).toFixed();
        }
        cached = { step: walk.step(), usd: Object.freeze(usd) };
      }
      const held = Object.keys(pinned).length > 0;
      return { usd: held ? Object.freeze({ ...cached.usd, ...pinned }) : cached.usd, at };
    },
    sandbox: {
      pin(coin, usd) {
        if (usd === null) delete pinned[coin];
        else pinned[coin] = usd;
      },
    },
  };
}
