/** The price source the settings chose: the exchange ticker, or the simulated market. */
import type { Clock } from '../../clock.js';
import type { Logger } from '../../log.js';
import { exchangeTicker } from './exchange.js';
import { type PriceSource, simulatedMarket } from './port.js';
import type { PriceSettings } from './settings.js';

export function createPriceSource(settings: PriceSettings, log: Logger, clock: Clock): PriceSource {
  if (settings.kind === 'exchange') return exchangeTicker({ url: settings.url, clock, log });
  const { kind: _, ...market } = settings;
  return simulatedMarket({ ...market, clock });
}
