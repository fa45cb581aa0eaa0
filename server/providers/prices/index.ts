/** Market prices: the port and the simulated market, the exchange ticker, and the settings. */
export * from './port.js';
export { type PriceSettings, parsePriceSettings } from './settings.js';
export { createPriceSource } from './setup.js';
