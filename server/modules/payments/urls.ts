/**
 * Addresses the gateway is told. Return addresses come from the client (the routes the hosted
 * form sends the browser to) but must point back at this application, so a purchase can never be
 * used to send a customer elsewhere; the notification address is always the server's own.
 */
import { PAYMENT_SERVER_MESSAGES } from '../../../contract/payments.js';
import type { Config } from '../../config.js';
import { ApiError } from '../../http/errors.js';
import { NOTIFICATION_PATH } from '../../providers/gateway/index.js';

export { NOTIFICATION_PATH };

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The return address, normalised, or a VALIDATION refusal naming the field. */
export function checkReturnUrl(
  config: Pick<Config, 'publicUrl' | 'mode'>,
  field: string,
  /** Null: the payload schema found no text. */
  value: string | null,
): string {
  const refuse = () =>
    new ApiError('VALIDATION', PAYMENT_SERVER_MESSAGES.badReturnUrl, {
      errors: { [field]: PAYMENT_SERVER_MESSAGES.badReturnUrl },
    });
  if (value === null || value.length > 2000) throw refuse();
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw refuse();
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw refuse();
  if (u.username || u.password) throw refuse();
  const own = new URL(config.publicUrl).origin;
  // Locally the app is also reached as 127.0.0.1 or through the dev server's port.
  const localOk = config.mode === 'local' && LOOPBACK.has(u.hostname);
  if (u.origin !== own && !localOk) throw refuse();
  u.hash = '';
  return u.toString();
}

export function notificationUrl(config: Pick<Config, 'publicUrl'>): string {
  return `${config.publicUrl}${NOTIFICATION_PATH}`;
}
