/**
 * 'Rates from 14:05': when the forex rates behind the values shown were produced ('Rates from
 * Aug 22, 14:05' once a day old, as rates kept with an offline snapshot can be).
 */
import { ratesFromText } from '../offline/age.js';

export function RatesNote({ fetchedAt, timeZone }: { fetchedAt: string | null; timeZone: string }) {
  const text = ratesFromText(fetchedAt, timeZone);
  if (!text) return null;
  return <p className="rates-note">{text}</p>;
}
