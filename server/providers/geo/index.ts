/** Where a caller is: country, region and currency from the address (a local GeoLite2 database). */
import { defineProvider } from '../descriptor.js';
import { geoipLocator } from './geoip.js';

export * from './geoip.js';

export const geoProvider = defineProvider({
  name: 'geo',
  settings: () => ({}),
  create: () => geoipLocator,
});
