import { t } from '@lingui/core/macro';
import { formatClockWhen, formatFullDate, formatWhen } from '../lib/dates.js';
import { locale } from '../state/locale.js';
import { ApiCallError } from './api-error.js';

// The error class is a module of its own: forms check for it without loading these texts.
export { ApiCallError } from './api-error.js';

/** "14:32", or the full date when not today, in the account's zone, named where it differs. */
function lockLiftsText(iso: string, now = new Date()): string {
  const zone = locale.timeZone;
  const sameDay = formatFullDate(iso, zone).split(' at ')[0] === formatFullDate(now, zone).split(' at ')[0];
  return sameDay ? formatClockWhen(iso, zone) : formatWhen(iso, zone);
}

/**
 * The server's message, with when a 2FA lock lifts in the customer's own time
 * ("... Codes are accepted again at 14:32.").
 */
export function messageOf(e: unknown, fallback: string): string {
  if (e instanceof ApiCallError && e.code === 'OTP_LOCKED' && e.retryAt) {
    const time = lockLiftsText(e.retryAt);
    return `${e.message} ${t`Codes are accepted again at ${time}.`}`;
  }
  if (e instanceof ApiCallError && e.message) return e.message;
  return fallback;
}

/**
 * The server's refusal (as messageOf says it), or the screen's own words when the call did not get
 * through: "no connection" says nothing about what was asked, and the offline notice says it.
 */
export function refusalOf(e: unknown, fallback: string): string {
  if (e instanceof ApiCallError && e.code === 'NETWORK') return fallback;
  return messageOf(e, fallback);
}
