/**
 * Request body limits for every route, enforced while the body streams in (hono/body-limit):
 * a declared Content-Length over the limit is refused before a byte is read, and a chunked body
 * is counted as it arrives and refused as soon as it passes the limit. Nothing over a limit is
 * ever held in memory whole.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PAYLOAD_TOO_LARGE_MESSAGE } from '../../contract/answers.js';

/** Every product call, public route and sandbox without a limit of its own. */
export const DEFAULT_BODY_MAX_BYTES = 256 * 1024;

function tooLarge(c: Context) {
  c.header('Cache-Control', 'no-store');
  // The rest of the body is not wanted: close rather than read it to keep the connection.
  c.header('Connection', 'close');
  return c.json({ status: 'error', code: 'PAYLOAD_TOO_LARGE', message: PAYLOAD_TOO_LARGE_MESSAGE }, 413);
}

/** `own`: paths whose limit differs from the default (webhooks, uploads), in bytes. */
export function bodyLimits(own: Readonly<Record<string, number>>): MiddlewareHandler {
  const fallback = bodyLimit({ maxSize: DEFAULT_BODY_MAX_BYTES, onError: tooLarge });
  const byPath = new Map(
    Object.entries(own).map(([path, maxSize]) => [path, bodyLimit({ maxSize, onError: tooLarge })]),
  );
  return (c, next) => (byPath.get(c.req.path) ?? fallback)(c, next);
}
