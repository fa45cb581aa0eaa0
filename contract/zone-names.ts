/**
 * How a time zone is named to a customer, on screens and in emails alike: by its city
 * ('Sydney time', 'Buenos Aires time'), which a customer recognises and which holds across
 * daylight-saving changes, where abbreviations ('AEDT') are unknown to many and Intl's long names
 * fall back to 'GMT+11' for many zones. UTC (and its aliases) stays 'UTC'.
 */
const UTC_NAMES = new Set(['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT', 'Etc/Universal', 'Universal', 'Zulu', 'Etc/Zulu']);

export function zoneName(timeZone: string): string {
  if (UTC_NAMES.has(timeZone)) return 'UTC';
  const city = timeZone.split('/').pop() ?? timeZone;
  return `${city.replace(/_/g, ' ')} time`;
}
