/**
 * The statement's year for the customer's region (decision 140): Australian customers get the
 * financial year, 1 July to 30 June, counted in Australia/Sydney; EU customers the calendar year,
 * counted in their profile's time zone. Years run from the one the account was opened in to the
 * current one.
 */
import { EXPORT_MESSAGES, isTimeZone, type StatementRegion, type StatementYear } from '../../../contract/statements.js';
import { WALL_OPTIONS, wallClockMs } from '../../../contract/wall-clock.js';
import { validationError } from '../../http/errors.js';

const AU_STATEMENT_ZONE = 'Australia/Sydney';

export function statementZone(region: StatementRegion, profileZone: string): string {
  if (region === 'AU') return AU_STATEMENT_ZONE;
  return isTimeZone(profileZone) ? profileZone : 'UTC';
}

/** One formatter per zone: making one costs far more than using it, and the tax view asks per disposal. */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { ...WALL_OPTIONS, timeZone: zone });
    formats.set(zone, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a zone. */
function wall(instant: Date, zone: string): { year: number; month: number; ms: number } {
  const ms = wallClockMs(formatIn(zone), instant);
  const reading = new Date(ms);
  return { year: reading.getUTCFullYear(), month: reading.getUTCMonth() + 1, ms };
}

/** 'YYYY-MM-DD HH:mm:ss' as the zone's clocks show the instant. */
export function wallText(instant: Date, zone: string): string {
  return new Date(wall(instant, zone).ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** The instant the zone's clocks show midnight starting this date (month 1-12). */
function midnightIn(zone: string, year: number, month: number, day: number): Date {
  const target = Date.UTC(year, month - 1, day);
  let guess = target;
  // The offset at the target may differ from the first guess's; two corrections settle it.
  for (let i = 0; i < 2; i++) guess = target - (wall(new Date(guess), zone).ms - Math.floor(guess / 1000) * 1000);
  return new Date(guess);
}

/** The statement year an instant falls in. */
function yearOf(region: StatementRegion, zone: string, instant: Date): number {
  const w = wall(instant, zone);
  return region === 'AU' && w.month < 7 ? w.year - 1 : w.year;
}

function statementYear(region: StatementRegion, zone: string, year: number): StatementYear {
  const startMonth = region === 'AU' ? 7 : 1;
  return {
    year,
    label: region === 'AU' ? `FY ${year}-${String((year + 1) % 100).padStart(2, '0')}` : String(year),
    from: midnightIn(zone, year, startMonth, 1).toISOString(),
    to: midnightIn(zone, year + 1, startMonth, 1).toISOString(),
  };
}

/** Every statement year of the account, newest first. */
export function accountYears(region: StatementRegion, zone: string, openedAt: Date, now: Date): StatementYear[] {
  const first = yearOf(region, zone, openedAt);
  const last = yearOf(region, zone, now);
  const years: StatementYear[] = [];
  for (let y = last; y >= first; y--) years.push(statementYear(region, zone, y));
  return years;
}

/** The asked year (null: not a whole number), refused on `year` unless within the account's years. */
export function checkedYear(value: number | null, years: readonly StatementYear[]): StatementYear {
  const newest = years[0]?.year ?? 0;
  const oldest = years[years.length - 1]?.year ?? newest;
  const found = years.find((y) => y.year === value);
  if (!found) throw validationError({ year: EXPORT_MESSAGES.year(oldest, newest) });
  return found;
}
