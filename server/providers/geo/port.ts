/** The port for geolocation: where an address is, and what a country code stands for. */
import type { GeoResult } from '../../../contract/accounts.js';

export interface GeoLocator {
  readonly kind: 'geolite2';
  /** Private and loopback addresses are placed in defaultCountry; unknown ones get no country. */
  locate(ip: string, defaultCountry: string): GeoResult;
  /** The fields for a country the caller already knows (a stored or chosen one). */
  forCountry(ip: string, code: string): GeoResult;
}
