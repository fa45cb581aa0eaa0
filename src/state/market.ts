/**
 * Coin prices in USD and their change over 24 hours, from the server's price source, for the
 * wallet's asset rows. A screen opening reuses prices less than a minute old; live updates load
 * them again on every tick while the wallet is open (decision 177).
 */

import { proxy } from 'valtio';
import { getMarketTicker } from '../api/exchange.js';
import type { MarketTick } from '../lib/assets-view.js';
import { sameData } from '../offline/load.js';

const MARKET_REFRESH_MS = 60_000;

interface MarketState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  ticks: Record<string, MarketTick>;
  loadedAt: number | null;
}

export const market = proxy<MarketState>({ status: 'idle', ticks: {}, loadedAt: null });

let pending: Promise<Record<string, MarketTick>> | null = null;

/**
 * Gets the prices without showing them; `apply()` puts them (or the failure) in the store, so a
 * screen can show them in the same render as its balances. Prices younger than `maxAgeMs` are
 * kept (a screen opening reuses them; live updates pass 0 to follow the market). Never rejects.
 */
export function requestMarket(maxAgeMs = MARKET_REFRESH_MS, now = Date.now()): Promise<() => void> {
  if (market.loadedAt !== null && now - market.loadedAt < maxAgeMs) return Promise.resolve(() => {});
  if (!pending) {
    // Nothing shows 'loading' apart from 'idle': only a retry after an error changes the status.
    if (market.status === 'error') market.status = 'loading';
    pending = getMarketTicker()
      .then((list) => {
        const ticks: Record<string, MarketTick> = {};
        for (const t of list) ticks[t.currency_id] = { priceUsd: t.price, change24h: t.change_24h };
        return ticks;
      })
      .finally(() => {
        pending = null;
      });
  }
  return pending.then(
    (ticks) => {
      const loadedAt = Date.now();
      return () => {
        // The same prices as on screen (most live updates) leave the screens that show them alone.
        if (!sameData(market.ticks, ticks)) market.ticks = ticks;
        market.status = 'ready';
        market.loadedAt = loadedAt;
      };
    },
    () => () => {
      market.status = 'error';
    },
  );
}
