/**
 * The price source settings, read at start: PRICES_URL (the exchange ticker; required in
 * production), else the simulated market's MARKET_REFERENCE_PRICES, MARKET_SEED,
 * MARKET_VOLATILITY_BPS and MARKET_STEP_MS.
 */
import type { CoinSymbol } from '../../../contract/assets.js';
import { ConfigError } from '../../lib/config-error.js';
import type { AppMode, Env } from '../../lib/env.js';
import { intSetting } from '../../lib/settings.js';
import { parseReferencePrices } from './port.js';

export type PriceSettings =
  | { kind: 'exchange'; url: string }
  | { kind: 'simulated'; reference: Record<CoinSymbol, string>; seed: number; volatilityBps: number; stepMs: number };

export function parsePriceSettings(env: Env, mode: AppMode, pricesUrl: string | undefined): PriceSettings {
  if (pricesUrl) return { kind: 'exchange', url: pricesUrl };
  if (mode === 'production')
    throw new ConfigError('PRICES_URL', 'is required when APP_MODE=production (the simulated market is local only)');
  return {
    kind: 'simulated',
    reference: parseReferencePrices(env.MARKET_REFERENCE_PRICES),
    seed: intSetting('MARKET_SEED', env.MARKET_SEED, 1, 0, 2 ** 31),
    volatilityBps: intSetting('MARKET_VOLATILITY_BPS', env.MARKET_VOLATILITY_BPS, 5, 0, 1_000),
    stepMs: intSetting('MARKET_STEP_MS', env.MARKET_STEP_MS, 5_000, 100, 3_600_000),
  };
}
