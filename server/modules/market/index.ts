/** The market: quotes and swaps, the ticker, price history and its sampling, and the settings. */
import { defineModule } from '../descriptor.js';
import { marketCalls } from './calls.js';
import { priceHistoryCalls } from './price-history.js';
import { startPriceSampling } from './samples.js';
import { parseMarketSettings } from './settings.js';
import { tickerCalls } from './ticker.js';

export { seedDemoPriceHistory } from './demo-history.js';
export { downsample } from './price-history.js';
export { pairPrice } from './pricing.js';
export { claimSwapQuote } from './quote-limit.js';
export {
  confirmQuote,
  createQuote,
  marketRates,
  type PairRate,
  type PricedTrade,
  pairNotAvailable,
  priceTrade,
  scaleOf,
  snapshotOrRefuse,
} from './quotes.js';
export { type KeptSample, sampleAt, samplesFrom } from './samples.js';
export { marketTicker } from './ticker.js';

export const marketModule = defineModule({
  name: 'market',
  needs: ['db', 'providers'],
  settings: (env) => ({ market: parseMarketSettings(env) }),
  calls: [...marketCalls, ...tickerCalls, ...priceHistoryCalls],
  jobs: (deps, jobs) => {
    startPriceSampling(deps, jobs);
    return undefined;
  },
});
