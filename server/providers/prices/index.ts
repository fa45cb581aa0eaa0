/**
 * Market prices: the port and the simulated market, the exchange ticker, the sandbox market's
 * route, and the settings.
 */
import { urlSetting } from '../../lib/settings.js';
import { defineProvider } from '../descriptor.js';
import { type MarketSandboxHook, registerMarketSandbox } from './sandbox-routes.js';
import { parsePriceSettings } from './settings.js';
import { createPriceSource } from './setup.js';

export * from './port.js';
export type { MarketSandboxHook } from './sandbox-routes.js';
export { type PriceSettings, parsePriceSettings } from './settings.js';

export const pricesProvider = defineProvider({
  name: 'prices',
  settings: (env, mode) => parsePriceSettings(env, mode, urlSetting('PRICES_URL', env.PRICES_URL, ['https:', 'http:'])),
  create: (settings, { log, clock }) => createPriceSource(settings, log, clock),
  sandbox: (app, deps: Parameters<typeof registerMarketSandbox>[1], hooks: { market: MarketSandboxHook }) =>
    registerMarketSandbox(app, deps, hooks.market),
});
