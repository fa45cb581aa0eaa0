/** Chooses the price source: the exchange ticker when PRICES_URL is set, else the simulated market. */
import type { Clock } from '../clock.js';
import { type Config, ConfigError } from '../config.js';
import { intSetting } from '../lib/settings.js';
import type { Logger } from '../log.js';
import { type PriceSource, parseReferencePrices, simulatedMarket } from './prices.js';
import { exchangeTicker } from './prices-exchange.js';

export function createPriceSource(config: Config, log: Logger, clock: Clock): PriceSource {
  if (config.pricesUrl) return exchangeTicker({ url: config.pricesUrl, clock, log });
  if (config.mode === 'production')
    throw new ConfigError('PRICES_URL', 'is required when APP_MODE=production (the simulated market is local only)');
  const env = config.env;
  return simulatedMarket({
    reference: parseReferencePrices(env.MARKET_REFERENCE_PRICES),
    seed: intSetting('MARKET_SEED', env.MARKET_SEED, 1, 0, 2 ** 31),
    volatilityBps: intSetting('MARKET_VOLATILITY_BPS', env.MARKET_VOLATILITY_BPS, 5, 0, 1_000),
    stepMs: intSetting('MARKET_STEP_MS', env.MARKET_STEP_MS, 5_000, 100, 3_600_000),
    clock,
  });
}
