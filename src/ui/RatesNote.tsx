/**
 * 'Rates from 14:05': when the forex rates behind the values shown were produced ('Rates from
 * Oct 1, 2025, 10:00 (out of date)' once a day old, shown as a warning).
 */
import { ratesAreStale, ratesFromText } from '../offline/age.js';

export function RatesNote({ fetchedAt, timeZone }: { fetchedAt: string | null; timeZone: string }) {
  const text = ratesFromText(fetchedAt, timeZone);
  if (!text) return null;
  const stale = ratesAreStale(fetchedAt);
  return (
    <p className={`rates-note${stale ? ' rates-note-stale' : ''}`} data-stale={stale || undefined}>
      {text}
    </p>
  );
}
