export { marketCalls } from './calls.js';
export { pairPrice, priceSwap, usdValue } from './pricing.js';
export { confirmQuote, createQuote } from './quotes.js';
export { findInstrument, type MarketSettings, parseMarketSettings } from './settings.js';
export { marketTicker, tickerCalls } from './ticker.js';
