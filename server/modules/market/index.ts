export { marketCalls } from './calls.js';
export { pairPrice, priceSwap, usdValue } from './pricing.js';
export { confirmQuote, createQuote } from './quotes.js';
export { findInstrument, marketSettings, parseMarketSettings } from './settings.js';
