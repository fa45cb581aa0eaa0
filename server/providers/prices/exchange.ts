/**
 * Prices from an exchange's public ticker, Binance-compatible: GET
 * {PRICES_URL}/api/v3/ticker/bookTicker?symbols=[...] answers [{symbol, bidPrice, askPrice}].
 * Each coin is read against USDT (USDT itself counts as 1 USD); the mid of bid and ask is used.
 * Answers are cached for a moment, concurrent readers share one request, and a last good
 * snapshot is served for a while when the exchange is unreachable, never longer.
 */
import Big from 'big.js';
import { COIN_SYMBOLS, type CoinSymbol } from '../../../contract/assets.js';
import { isPositiveDecimal } from '../../../contract/money.js';
import type { Clock } from '../../clock.js';
import type { Logger } from '../../log.js';
import { type PriceSnapshot, type PriceSource, PriceUnavailableError } from './port.js';

interface ExchangeTickerOptions {
  url: string;
  clock: Clock;
  log?: Logger;
  fetch?: typeof fetch;
  /** Reuse an answer this long before asking again. */
  cacheMs?: number;
  /** Serve the last good answer this long when the exchange fails. */
  maxAgeMs?: number;
  timeoutMs?: number;
}

const TICKER_COINS = COIN_SYMBOLS.filter((s) => s !== 'USDT');

export function exchangeTicker(opts: ExchangeTickerOptions): PriceSource {
  const doFetch = opts.fetch ?? fetch;
  const cacheMs = opts.cacheMs ?? 2_000;
  const maxAgeMs = opts.maxAgeMs ?? 30_000;
  const timeoutMs = opts.timeoutMs ?? 3_000;
  const symbols = TICKER_COINS.map((s) => `${s}USDT`);
  const endpoint = `${opts.url.replace(/\/$/, '')}/api/v3/ticker/bookTicker?symbols=${encodeURIComponent(JSON.stringify(symbols))}`;
  let last: PriceSnapshot | null = null;
  let inFlight: Promise<PriceSnapshot> | null = null;

  const load = async (): Promise<PriceSnapshot> => {
    const res = await doFetch(endpoint, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`ticker answered HTTP ${res.status}`);
    const rows = (await res.json()) as unknown;
    if (!Array.isArray(rows)) throw new Error('ticker answer is not a list');
    const usd = { USDT: '1' } as Record<CoinSymbol, string>;
    for (const coin of TICKER_COINS) {
      const row = rows.find(
        (r) => r && typeof r === 'object' && (r as { symbol?: unknown }).symbol === `${coin}USDT`,
      ) as { bidPrice?: unknown; askPrice?: unknown } | undefined;
      const bid = row?.bidPrice;
      const ask = row?.askPrice;
      if (typeof bid !== 'string' || typeof ask !== 'string' || !isPositiveDecimal(bid) || !isPositiveDecimal(ask))
        throw new Error(`ticker has no usable price for ${coin}USDT`);
      if (new Big(bid).gt(ask)) throw new Error(`ticker bid above ask for ${coin}USDT`);
      usd[coin] = new Big(bid).plus(ask).div(2).round(10, Big.roundDown).toFixed();
    }
    return { usd, at: opts.clock.now() };
  };

  return {
    kind: 'exchange',
    async snapshot() {
      const now = opts.clock.now().getTime();
      if (last && now - last.at.getTime() < cacheMs) return last;
      inFlight ??= load().finally(() => {
        inFlight = null;
      });
      try {
        last = await inFlight;
        return last;
      } catch (e) {
        opts.log?.warn('price ticker failed', { error: (e as Error).message });
        if (last && now - last.at.getTime() < maxAgeMs) return last;
        throw new PriceUnavailableError('No fresh price from the exchange');
      }
    },
  };
}
