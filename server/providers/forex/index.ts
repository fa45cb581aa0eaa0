/** Foreign exchange rates: an HTTP rates service, or the local-mode sandbox, and the settings. */
export * from './forex.js';
export { REFERENCE_RATES } from './reference.js';
export { type ForexSettings, parseForexSettings } from './settings.js';
