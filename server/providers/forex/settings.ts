/**
 * Where forex rates come from, read at start: RATES_URL (the real service) when set; else, in
 * local mode only, the forex sandbox, stepping with the simulated market's MARKET_SEED,
 * MARKET_VOLATILITY_BPS and MARKET_STEP_MS; else (production without RATES_URL) no source, and the
 * locale module answers the stored or dated reference rates, which screens show as out of date.
 */
import type { AppMode } from '../../lib/env.js';
import type { PriceSettings } from '../prices/index.js';

export type ForexSettings =
  | { kind: 'http'; url: string }
  | { kind: 'sandbox'; seed: number; volatilityBps: number; stepMs: number }
  | { kind: 'none' };

const MARKET_DEFAULTS = { seed: 1, volatilityBps: 5, stepMs: 5_000 };

export function parseForexSettings(mode: AppMode, ratesUrl: string | undefined, prices: PriceSettings): ForexSettings {
  if (ratesUrl) return { kind: 'http', url: ratesUrl };
  if (mode !== 'local') return { kind: 'none' };
  const { seed, volatilityBps, stepMs } = prices.kind === 'simulated' ? prices : MARKET_DEFAULTS;
  return { kind: 'sandbox', seed, volatilityBps, stepMs };
}
