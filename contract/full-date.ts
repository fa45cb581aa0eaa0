/**
 * How a time shown on its own is written, on screens and in emails alike: 'January 5, 2026 at
 * 3:04 PM'. One definition, so an email and the screen it points to read the same.
 */
export const FULL_DATE_FIELDS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
};

/** The words from the parts an en-US formatter with FULL_DATE_FIELDS gives, by part type. */
export function fullDateText(p: Record<string, string>): string {
  return `${p.month} ${p.day}, ${p.year} at ${p.hour}:${p.minute} ${p.dayPeriod}`;
}
