/**
 * How long ago, in a language: 'now', '5 minutes ago', '3 hours ago', '1 day ago' (German
 * 'vor 5 Minuten', Polish '5 minut temu'); whole units, counted down. A day is counted, never
 * called 'yesterday', which 47 hours may not be. `locale`: an Intl locale. It imports nothing, so
 * the wallet painted on reopening (decisions 468, 472) writes its age without waiting for another
 * file; the app's screens use it through `formatAgo` (number-format.ts), in the app's language.
 */
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(numeric: 'auto' | 'always', locale: string): Intl.RelativeTimeFormat {
  const key = `${locale}|${numeric}`;
  let made = relativeFormats.get(key);
  if (!made) {
    made = new Intl.RelativeTimeFormat(locale, { numeric, style: 'long' });
    relativeFormats.set(key, made);
  }
  return made;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function ageText(ms: number, locale: string): string {
  const age = Math.max(0, ms);
  if (age < MINUTE) return relativeFormat('auto', locale).format(0, 'second');
  const format = relativeFormat('always', locale);
  if (age < HOUR) return format.format(-Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return format.format(-Math.floor(age / HOUR), 'hour');
  return format.format(-Math.floor(age / DAY), 'day');
}
