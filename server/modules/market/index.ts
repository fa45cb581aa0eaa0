export { marketCalls } from './calls.js';
export { seedDemoPriceHistory } from './demo-history.js';
export { priceHistoryCalls } from './price-history.js';
export { pairPrice } from './pricing.js';
export { confirmQuote, createQuote } from './quotes.js';
export { startPriceSampling } from './samples.js';
export { type MarketSettings, parseMarketSettings } from './settings.js';
export { marketTicker, tickerCalls } from './ticker.js';
