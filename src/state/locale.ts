/**
 * The visitor's location and market currency, kept in sessionStorage under the keys of the
 * specification. Loaded once per browser session from GET /api/geo.
 */
import { proxy } from 'valtio';
import { type GeoResult, REGISTRATION_CURRENCIES } from '../../contract/accounts.js';
import type { MarketCurrency } from '../../contract/assets.js';
import { currencyByContinent, marketCurrencyOf } from '../../contract/market-currency.js';
import { isStaffRole } from '../../contract/staff.js';
import { auth } from './auth.js';
import { removeKey, session } from './storage.js';

export const SESSION_KEYS = {
  countryName: 'userCountryName',
  country: 'userCountry',
  continentCode: 'userContinentCode',
  currency: 'userCurrencyName',
  timeZone: 'userTimeZone',
  forexRates: 'forexRates',
  seenVerificationPopup: 'hasSeenAccountVerificationPopup',
  registrationOpen: 'userRegistrationOpen',
} as const;

type GeoAnswer = GeoResult;

interface LocaleState {
  country: string | null;
  countryName: string | null;
  continentCode: string | null;
  currency: MarketCurrency;
  timeZone: string;
  isEu: boolean;
  loaded: boolean;
  /**
   * Whether sign-up is open where the visitor is, by the same rule the server applies to the same
   * address (the location's own currency is AUD or EUR); null while unknown.
   */
  registrationOpen: boolean | null;
}

/**
 * The browser's own zone. Asking is the page's first Intl call, which sets up ICU: 15 to 60 ms of
 * main thread (decision 162). So it is asked for only when needed: at start for a signed-in
 * customer with no zone of their own, else when a visitor signs in.
 */
function detectedTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

function get(key: string): string | null {
  try {
    return session?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function set(key: string, value: string): void {
  try {
    session?.setItem(key, value);
  } catch {
    // ignore: storage disabled
  }
}

/**
 * Staff read times in their device's zone, whatever zone their account or their address gives: a
 * staff account's zone is its region's, set when the account was made, and says nothing of where
 * the officer sits (an officer in Vilnius was shown Sydney time). Null for a customer, whose own
 * account zone wins.
 */
function staffZone(role: string | null | undefined): string | null {
  return isStaffRole(role) ? detectedTimeZone() : null;
}

// A signed-in staff member's device zone; else this session's zone, else (a new session of a
// signed-in customer) the zone they signed in with.
const startZone =
  (auth.isAuthenticated ? staffZone(auth.user?.role) : null) ??
  get(SESSION_KEYS.timeZone) ??
  (auth.isAuthenticated ? (auth.timeZone ?? detectedTimeZone()) : null);
/** Whether `locale.timeZone` is a zone found for this visitor rather than the stand-in. */
let zoneKnown = startZone !== null;

/** Every zone found for the visitor goes through here, so the stand-in is never taken for one. */
function knowZone(zone: string): void {
  locale.timeZone = zone;
  zoneKnown = true;
}

export const locale = proxy<LocaleState>({
  country: get(SESSION_KEYS.country),
  countryName: get(SESSION_KEYS.countryName),
  continentCode: get(SESSION_KEYS.continentCode),
  currency: marketCurrencyOf(get(SESSION_KEYS.currency)),
  // Signed out and with no zone yet, nothing on the page shows one: UTC stands in until the
  // location answers or the visitor signs in (settledTimeZone), without asking the browser.
  timeZone: startZone ?? 'UTC',
  isEu: false,
  loaded: get(SESSION_KEYS.country) !== null,
  registrationOpen: get(SESSION_KEYS.registrationOpen) === null ? null : get(SESSION_KEYS.registrationOpen) === 'true',
});

/** Applies a geolocation answer: currency EUR or AUD, else by continent, else USD. */
function applyGeo(geo: Partial<GeoAnswer>): void {
  const currency =
    geo.currency === 'EUR' || geo.currency === 'AUD' ? geo.currency : currencyByContinent(geo.continentCode);
  locale.country = geo.countryCode ?? geo.country ?? null;
  locale.countryName = geo.countryName ?? null;
  locale.continentCode = geo.continentCode ?? null;
  locale.currency = marketCurrencyOf(currency);
  knowZone((auth.isAuthenticated ? staffZone(auth.user?.role) : null) ?? (geo.timezone || detectedTimeZone()));
  locale.isEu = Boolean(geo.isEu);
  locale.registrationOpen = geo.currency ? (REGISTRATION_CURRENCIES as readonly string[]).includes(geo.currency) : null;
  locale.loaded = true;
  if (locale.registrationOpen !== null) set(SESSION_KEYS.registrationOpen, String(locale.registrationOpen));
  if (locale.country) set(SESSION_KEYS.country, locale.country);
  if (locale.countryName) set(SESSION_KEYS.countryName, locale.countryName);
  if (locale.continentCode) set(SESSION_KEYS.continentCode, locale.continentCode);
  set(SESSION_KEYS.currency, locale.currency);
  set(SESSION_KEYS.timeZone, locale.timeZone);
}

/**
 * The signed-in user's own market currency and time zone win over the visitor's location; a staff
 * member's zone is their device's (staffZone).
 */
export function applyUserLocale(currency: string | undefined, timeZone: string | undefined, role?: string): void {
  if (currency) {
    locale.currency = marketCurrencyOf(currency);
    set(SESSION_KEYS.currency, locale.currency);
  }
  const zone = staffZone(role) ?? timeZone;
  if (zone) {
    knowZone(zone);
    set(SESSION_KEYS.timeZone, zone);
  }
}

/** The visitor's zone, asking the browser for its own if none is known yet (signing in). */
export function settledTimeZone(): string {
  if (!zoneKnown) knowZone(detectedTimeZone());
  return locale.timeZone;
}

let pending: Promise<void> | null = null;

/** Loads the geolocation once per session; on failure keeps USD (and the zone unknown until sign-in). */
export function ensureGeo(): Promise<void> {
  if (locale.loaded) return Promise.resolve();
  pending ??= fetch('/api/geo', { headers: { accept: 'application/json' } })
    .then((r) => (r.ok ? (r.json() as Promise<GeoAnswer>) : Promise.reject(new Error(`geo ${r.status}`))))
    .then(applyGeo)
    .catch(() => {
      locale.loaded = true;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Logout clears every session key except the forex rates cache. */
export function clearSessionKeys(): void {
  for (const [name, key] of Object.entries(SESSION_KEYS)) {
    if (name !== 'forexRates') removeKey(session, key);
  }
  locale.loaded = false;
  locale.country = null;
  locale.countryName = null;
  locale.continentCode = null;
  locale.registrationOpen = null;
  locale.currency = 'USD';
  knowZone(detectedTimeZone());
}
