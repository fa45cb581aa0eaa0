/**
 * Geolocation of a caller's address: country from the GeoLite2-based database shipped in the
 * geoip-country package (decision 020), then continent and currency from countries-list and a
 * time zone from countries-and-timezones. Loopback and private addresses get DEFAULT_COUNTRY;
 * a public address the database does not know gets no country, so it fails any region check.
 */
import { isIP } from 'node:net';
import ct from 'countries-and-timezones';
import { countries, type TCountryCode } from 'countries-list';
import geoip from 'geoip-country';
import type { GeoResult } from '../../../contract/accounts.js';
import { currencyByContinent } from '../../../contract/market-currency.js';
import type { GeoLocator } from './port.js';

/** Member states of the European Union. */
// biome-ignore format: a table reads better packed
const EU = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
]);

/** Countries spanning several zones whose customers mostly live in one of them. */
const MAIN_ZONE: Record<string, string> = {
  AU: 'Australia/Sydney',
  US: 'America/New_York',
  CA: 'America/Toronto',
  RU: 'Europe/Moscow',
  BR: 'America/Sao_Paulo',
  MX: 'America/Mexico_City',
  ID: 'Asia/Jakarta',
  CN: 'Asia/Shanghai',
  KZ: 'Asia/Almaty',
  NZ: 'Pacific/Auckland',
  ES: 'Europe/Madrid',
  PT: 'Europe/Lisbon',
  AR: 'America/Argentina/Buenos_Aires',
  CL: 'America/Santiago',
  EC: 'America/Guayaquil',
  UA: 'Europe/Kyiv',
  DE: 'Europe/Berlin',
  NL: 'Europe/Amsterdam',
  FR: 'Europe/Paris',
  GB: 'Europe/London',
  DK: 'Europe/Copenhagen',
  // Places the zone database files under no zone of their own.
  XK: 'Europe/Belgrade',
  AC: 'Atlantic/St_Helena',
  TA: 'Atlantic/St_Helena',
};

const PRIVATE_V4: Array<[number, number]> = [
  [0x0a000000, 8], // 10/8
  [0x7f000000, 8], // loopback
  [0xac100000, 12], // 172.16/12
  [0xc0a80000, 16], // 192.168/16
  [0xa9fe0000, 16], // link-local
  [0x64400000, 10], // carrier-grade NAT
  [0x00000000, 8], // "this network"
];

function v4ToInt(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

/** Loopback, private, link-local and unparsable addresses: nowhere a database can place. */
export function isPrivateAddress(ip: string): boolean {
  const kind = isIP(ip);
  if (kind === 4) {
    const n = v4ToInt(ip);
    return PRIVATE_V4.some(([base, bits]) => n >>> (32 - bits) === base >>> (32 - bits));
  }
  if (kind === 6) {
    const lower = ip.toLowerCase();
    if (lower === '::1' || lower === '::') return true;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
    if (mapped?.[1]) return isPrivateAddress(mapped[1]);
    return /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
  }
  return true;
}

function timeZoneOf(countryCode: string, capital?: string): string {
  if (MAIN_ZONE[countryCode]) return MAIN_ZONE[countryCode];
  // Deprecated names included: IANA keeps Europe/Stockholm, Europe/Oslo... as links to another
  // country's zone (same rules today), and a Swede must not be told they live in Berlin.
  const zones = ct.getCountry(countryCode, { deprecated: true })?.timezones ?? [];
  const byCapital = capital && zones.find((z) => z.endsWith(`/${capital.replaceAll(' ', '_')}`));
  if (byCapital) return byCapital;
  const own = zones.find((z) => !z.startsWith('Antarctica/') && ct.getTimezone(z)?.countries[0] === countryCode);
  return own ?? zones[0] ?? 'UTC';
}

/** The geolocation fields for a country code (what the address resolved to). */
export function geoForCountry(ip: string, code: string): GeoResult {
  const info = countries[code as TCountryCode];
  if (!info) return unknownGeo(ip);
  const continent = info.continent as string;
  return {
    ip,
    country: code,
    countryName: info.name,
    continentCode: continent,
    currency: info.currency[0] ?? currencyByContinent(continent),
    timezone: timeZoneOf(code, info.capital),
    countryCode: code,
    isEu: EU.has(code),
  };
}

function unknownGeo(ip: string): GeoResult {
  return {
    ip,
    country: '',
    countryName: '',
    continentCode: '',
    currency: currencyByContinent(null),
    timezone: 'UTC',
    countryCode: '',
    isEu: false,
  };
}

export function geolocate(ip: string, defaultCountry: string): GeoResult {
  if (isPrivateAddress(ip)) return geoForCountry(ip, defaultCountry);
  const found = geoip.lookup(ip);
  return found?.country ? geoForCountry(ip, found.country) : unknownGeo(ip);
}

/** The shipped GeoLite2 database behind the port. */
export const geoipLocator: GeoLocator = { kind: 'geolite2', locate: geolocate, forCountry: geoForCountry };
