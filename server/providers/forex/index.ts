/** Foreign exchange rates: an HTTP rates service, or the local-mode sandbox, and the settings. */
import { urlSetting } from '../../lib/settings.js';
import { defineProvider } from '../descriptor.js';
import { parsePriceSettings } from '../prices/index.js';
import { createForex } from './forex.js';
import { parseForexSettings } from './settings.js';

export * from './forex.js';
export * from './port.js';
export { REFERENCE_RATES } from './reference.js';

export const forexProvider = defineProvider({
  name: 'forex',
  // The sandbox steps with the simulated market's settings, so it reads them as the prices do.
  settings: (env, mode) => {
    const ratesUrl = urlSetting('RATES_URL', env.RATES_URL, ['https:', 'http:']);
    const prices = parsePriceSettings(env, mode, urlSetting('PRICES_URL', env.PRICES_URL, ['https:', 'http:']));
    return parseForexSettings(mode, ratesUrl, prices);
  },
  create: (settings, { clock }) => createForex(settings, clock),
});
