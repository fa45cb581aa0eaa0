/**
 * Coin prices in USD and their change over 24 hours, from the server's price source, for the
 * wallet's asset rows. Refreshed at most once a minute.
 */
import { proxy } from 'valtio';
import { getMarketTicker } from '../api/exchange.js';
import type { MarketTick } from '../lib/assets-view.js';

export const MARKET_REFRESH_MS = 60_000;

export interface MarketState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  ticks: Record<string, MarketTick>;
  loadedAt: number | null;
}

export const market = proxy<MarketState>({ status: 'idle', ticks: {}, loadedAt: null });

let pending: Promise<void> | null = null;

export function loadMarket(now = Date.now()): Promise<void> {
  if (market.loadedAt !== null && now - market.loadedAt < MARKET_REFRESH_MS) return Promise.resolve();
  if (pending) return pending;
  if (market.status !== 'ready') market.status = 'loading';
  pending = getMarketTicker()
    .then((list) => {
      const ticks: Record<string, MarketTick> = {};
      for (const t of list) ticks[t.currency_id] = { priceUsd: t.price, change24h: t.change_24h };
      market.ticks = ticks;
      market.status = 'ready';
      market.loadedAt = Date.now();
    })
    .catch(() => {
      market.status = 'error';
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
