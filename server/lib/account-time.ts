/**
 * A time in an email or a refusal the customer reads: in the account's time zone, always named,
 * since the server cannot know the zone of the device reading it (decision 181). The same words
 * as the screens: 'January 5, 2026 at 3:04 PM (Sydney time)'. An unknown zone reads in UTC.
 */
import { FULL_DATE_FIELDS, fullDateText } from '../../contract/full-date.js';
import { zoneName } from '../../contract/zone-names.js';

// A formatter per zone, made once: making one is the costly part.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat | null {
  let made = formatters.get(zone);
  if (!made) {
    try {
      made = new Intl.DateTimeFormat('en-US', { ...FULL_DATE_FIELDS, timeZone: zone });
    } catch {
      return null;
    }
    if (formatters.size < 500) formatters.set(zone, made);
  }
  return made;
}

export function accountTimeText(at: Date, timeZone: string | null | undefined): string {
  const zone = timeZone && timeZone.length <= 64 && formatterFor(timeZone) ? timeZone : 'UTC';
  const p: Record<string, string> = {};
  for (const part of (formatterFor(zone) as Intl.DateTimeFormat).formatToParts(at)) p[part.type] = part.value;
  return `${fullDateText(p)} (${zoneName(zone)})`;
}
