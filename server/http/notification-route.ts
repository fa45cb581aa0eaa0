/**
 * The shape every provider notification shares (bank, card gateway, KYC): the raw body is read
 * whole because the signature covers it; the answer is JSON and never cached; a failure to apply
 * is a 503 so that the provider delivers again, which is safe because applying is idempotent.
 */
import type { Context, Hono } from 'hono';
import type { Logger } from '../log.js';

export interface NotificationAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** Mounts a provider's notification at `path`; `handle` gets the request and its raw body. */
export function postNotification(
  app: Hono,
  path: string,
  handle: (c: Context, rawBody: string) => Promise<NotificationAnswer>,
): void {
  app.post(path, async (c) => {
    const result = await handle(c, await c.req.text());
    c.header('Cache-Control', 'no-store');
    return c.json(result.body, result.status as 200);
  });
}

/** Logs why `what` could not be applied, and answers so that the provider delivers it again later. */
export function tryAgainLater(
  log: Logger,
  what: string,
  fields: Record<string, unknown>,
  e: unknown,
): NotificationAnswer {
  log.error(`${what} could not be applied`, {
    ...fields,
    error: e instanceof Error ? `${e.name}: ${e.message}` : 'unknown',
  });
  return { status: 503, body: { status: 'error', message: 'Try again later' } };
}
