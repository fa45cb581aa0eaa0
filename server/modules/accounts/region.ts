/**
 * The registration region rule: sign-up is open only where the caller's geolocated currency is
 * AUD or EUR. The server decides from the caller's address; what the browser claims
 * (country_code, currency_code, is_eu, ip in the payload) is not trusted (decision 024).
 */
import { ACCOUNT_MESSAGES, type GeoResult, REGISTRATION_CURRENCIES } from '../../../contract/accounts.js';
import type { MarketCurrency } from '../../../contract/assets.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../http/errors.js';

export function registrationGeo(deps: AppDeps, ip: string): GeoResult & { currency: MarketCurrency } {
  const geo = deps.providers.geo.locate(ip, deps.config.defaultCountry);
  if (!(REGISTRATION_CURRENCIES as readonly string[]).includes(geo.currency))
    throw new ApiError('REGION_NOT_SUPPORTED', ACCOUNT_MESSAGES.regionNotSupported);
  return geo as GeoResult & { currency: MarketCurrency };
}
