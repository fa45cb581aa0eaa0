/**
 * Market prices: the port and the simulated market, the exchange ticker, the sandbox market's
 * route, and the settings.
 */
export * from './port.js';
export { type MarketSandboxHook, registerMarketSandbox } from './sandbox-routes.js';
export { type PriceSettings, parsePriceSettings } from './settings.js';
export { createPriceSource } from './setup.js';
