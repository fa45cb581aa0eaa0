/** 'Rates from 14:05': when the forex rates behind the values shown were produced. */
import { formatClock } from '../lib/dates.js';

export function RatesNote({ fetchedAt, timeZone }: { fetchedAt: string | null; timeZone: string }) {
  if (!fetchedAt) return null;
  return <p className="rates-note">Rates from {formatClock(fetchedAt, timeZone)}</p>;
}
