import { PAYLOAD_TOO_LARGE_MESSAGE, UNAVAILABLE_MESSAGE } from '../../contract/answers.js';
import { formatClockWhen, formatFullDate, formatWhen } from '../lib/dates.js';
import { locale } from '../state/locale.js';
import { ApiCallError, type ClientErrorCode } from './api-error.js';

// The error class is a module of its own: forms check for it without loading these texts.
export { ApiCallError } from './api-error.js';

/**
 * What the client says for the failures it names itself (no answer, or none it can read, or one
 * from a proxy): one text per code, defined here only. The server's refusals carry their own.
 */
export const CLIENT_ERROR_TEXT = {
  NETWORK: 'Network error - please check your connection',
  SERVICE_UNAVAILABLE: UNAVAILABLE_MESSAGE,
  PAYLOAD_TOO_LARGE: PAYLOAD_TOO_LARGE_MESSAGE,
  DECRYPTION_FAILED: 'The server answered in a way this app cannot read. Please try again.',
  INVALID_RESPONSE_FORMAT: 'The server answered in a way this app cannot read. Please try again.',
} as const satisfies Partial<Record<ClientErrorCode, string>>;

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
  if (e instanceof ApiCallError && e.code === 'OTP_LOCKED' && e.retryAt)
    return `${e.message} Codes are accepted again at ${lockLiftsText(e.retryAt)}.`;
  if (e instanceof ApiCallError && e.message) return e.message;
  return fallback;
}
