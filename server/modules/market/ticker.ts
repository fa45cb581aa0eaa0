/**
 * The market ticker (get-market-ticker): each coin's USD price now and its change over 24 hours,
 * for the wallet's asset rows. The change compares with the newest sample at least 24 hours old
 * (samples.ts, the same rule as the asset chart's). With no such sample yet (a new installation)
 * the change is null rather than made up.
 */

import { COIN_SYMBOLS } from '../../../contract/assets.js';
import { CALLS } from '../../../contract/calls/index.js';
import type { MarketTickerEntry } from '../../../contract/market-ticker.js';
import type { AppDeps } from '../../deps.js';
import { defineCall } from '../../http/call.js';
import { changesOver, DAY_MS, sampledSnapshot } from './samples.js';

export async function marketTicker(deps: Pick<AppDeps, 'db' | 'providers'>): Promise<MarketTickerEntry[]> {
  const snapshot = await sampledSnapshot(deps);
  const day = await changesOver(deps.db, snapshot, DAY_MS);
  return COIN_SYMBOLS.map((c) => ({
    currency_id: c,
    price: snapshot.usd[c],
    change_24h: day[c]?.change ?? null,
    at: snapshot.at.toISOString(),
  }));
}

const getMarketTicker = defineCall(CALLS.getMarketTicker, {
  async handle(ctx) {
    return { data: await marketTicker(ctx.deps) };
  },
});

export const tickerCalls = [getMarketTicker];
