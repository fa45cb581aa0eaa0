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
  const limited = (maxSize: number) => ({ maxSize, streamed: bodyLimit({ maxSize, onError: tooLarge }) });
  const fallback = limited(DEFAULT_BODY_MAX_BYTES);
  const byPath = new Map(Object.entries(own).map(([path, maxSize]) => [path, limited(maxSize)]));
  return async (c, next) => {
    const limit = byPath.get(c.req.path) ?? fallback;
    // GET and HEAD carry no body. A declared length without chunking is judged from the header
    // alone, as hono's own check does, but without asking for the request's body stream: that
    // would build a full web Request for every call, where the Node adapter otherwise reads the
    // body straight from the socket (decision 216). Chunked bodies are counted as they stream in.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined)
      return Number.parseInt(length, 10) > limit.maxSize ? tooLarge(c) : next();
    return limit.streamed(c, next);
  };
}
