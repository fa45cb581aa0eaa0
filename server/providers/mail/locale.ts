/**
 * Numbers, amounts, durations and times in an email, written as the recipient's language writes
 * them (Intl), so a German customer reads "1.234,56 €" and "5. Januar 2026 um 15:04". English
 * keeps the app's own forms (the wallet's 'AU$166,650.00', 'January 5, 2026 at 3:04 PM (Sydney
 * time)'), so an English email reads exactly as the screens do.
 */
import { coinDigits } from '../../../contract/coin-format.js';
import { joinGrouped } from '../../../contract/digit-grouping.js';
import { formatFiat } from '../../../contract/fiat-format.js';
import { isLanguage, type Language } from '../../../contract/languages.js';
import { zoneName } from '../../../contract/zone-names.js';
import { accountTimeText } from '../../lib/account-time.js';
import { type MailLocale, mailTexts } from './texts.js';

/** The account's language when it has one, else the one the request asked for, else English. */
export function mailLanguage(account: string | null | undefined, requested?: Language): Language {
  if (isLanguage(account)) return account;
  return requested ?? 'en';
}

const ZONE = mailTexts('time zone', {
  en: { zone: (city: string) => `${city} time` },
  de: { zone: (city: string) => `Zeitzone ${city}` },
  fr: { zone: (city: string) => `heure de ${city}` },
  es: { zone: (city: string) => `hora de ${city}` },
  it: { zone: (city: string) => `ora di ${city}` },
  nl: { zone: (city: string) => `tijdzone ${city}` },
  pl: { zone: (city: string) => `strefa czasowa ${city}` },
});

const SAFE_ZONE = /^[A-Za-z0-9_+\-/]{1,64}$/;

function decimals(value: string): number {
  return Math.min((value.split('.')[1] ?? '').length, 100);
}

/** Intl takes a decimal string as it is (no float), so no digit is lost. */
function asDecimal(value: string): Intl.StringNumericLiteral {
  return (/^-?\d+(\.\d+)?$/.test(value) ? value : '0') as Intl.StringNumericLiteral;
}

/**
 * The zones found to be real, each tried once: trying means making a formatter, and a statement's
 * PDF asks for the zone of each of its thousands of dates (half a second of a 10,000-movement year).
 */
const realZones = new Set<string>();

function zoneOf(zone: string | null | undefined): string {
  if (!zone || !SAFE_ZONE.test(zone)) return 'UTC';
  if (realZones.has(zone)) return zone;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    realZones.add(zone);
    return zone;
  } catch {
    return 'UTC';
  }
}

/** English writes numeric dates day first, as Australia and the United Kingdom do (decision 401). */
const NUMERIC_DATE_LOCALE: Record<Language, string> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
  nl: 'nl-NL',
  pl: 'pl-PL',
};

const DAY_FIELDS: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const DAY_TIME_FIELDS: Intl.DateTimeFormatOptions = {
  ...DAY_FIELDS,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

const numericFormats = new Map<string, Intl.DateTimeFormat>();

/** Made once per language, zone and fields: a file of many rows makes two. */
function numericFormat(language: Language, zone: string, fields: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const z = zoneOf(zone);
  const key = `${language}|${z}|${fields.hour ? 't' : 'd'}`;
  let made = numericFormats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(NUMERIC_DATE_LOCALE[language], { ...fields, timeZone: z });
    numericFormats.set(key, made);
  }
  return made;
}

export function mailLocale(language: Language): MailLocale {
  // Grouped from four digits on as the app groups them (decision 260), not CLDR's Polish '1234'.
  const number = (value: string, options: Intl.NumberFormatOptions = {}) =>
    joinGrouped(
      new Intl.NumberFormat(language, { maximumFractionDigits: decimals(value), ...options }).formatToParts(
        asDecimal(value),
      ),
      language,
    );
  const unit = (n: number, u: 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: u, unitDisplay: 'long' }).format(n);
  const rules = new Intl.PluralRules(language);
  return {
    language,
    time(at, zone) {
      if (language === 'en') return accountTimeText(at, zone);
      const z = zoneOf(zone);
      const text = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: z }).format(at);
      const name = zoneName(z);
      if (name === 'UTC') return `${text} (UTC)`;
      // The language's own name of the zone ('Mitteleuropäische Zeit'); where Intl has none and
      // falls back to an offset ('GMT+11'), the zone's city, as the screens name it.
      const own = new Intl.DateTimeFormat(language, { timeZone: z, timeZoneName: 'longGeneric' })
        .formatToParts(at)
        .find((p) => p.type === 'timeZoneName')?.value;
      return `${text} (${own && !/GMT|UTC|^[+-−]/.test(own) ? own : ZONE[language].zone(name.replace(/ time$/, ''))})`;
    },
    dateTime: (at, zone) => numericFormat(language, zone, DAY_TIME_FIELDS).format(at),
    day: (at, zone) => numericFormat(language, zone, DAY_FIELDS).format(at),
    fiat(value, currency) {
      if (language === 'en') return formatFiat(value, currency);
      return number(value, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    },
    // The screens' digits (contract/coin-format.ts), grouped as the screens group them, in English too.
    coin: (value, ticker) => `${number(coinDigits(value))} ${ticker}`,
    number: (value) => number(value),
    percent: (value) => number(value, { style: 'unit', unit: 'percent' }),
    duration(seconds) {
      if (seconds % 3600 === 0) return unit(seconds / 3600, 'hour');
      if (seconds % 60 === 0) return unit(seconds / 60, 'minute');
      return unit(seconds, 'second');
    },
    plural: (count) => rules.select(count),
  };
}
