/**
 * The envelope (api.md): opens the sealed request and seals the answer the later stages leave in
 * `answer`, with the account's standing for a signed-in call (account-standing.ts). Refusals before the envelope opens, and a replayed nonce, are plain JSON: the client
 * cannot read a sealed answer to a request that could not be opened.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ENVELOPE_WINDOW_MS, EnvelopeError, parseSealedRequest } from '../../../contract/envelope.js';
import { INPUT_MESSAGES, payloadBoundsErrors } from '../../../contract/validation/limits.js';
import type { Config } from '../../config.js';
import type { AppDeps } from '../../deps.js';
import { withRequestId } from '../../log.js';
import { openRequestNow, sealAnswerNow } from '../envelope-cipher.js';
import { validationError } from '../errors.js';
import { withAccountStanding } from './account-standing.js';
import type { CallEnv } from './context.js';

export function plainRefusal(
  c: Context,
  code: 'BAD_ENVELOPE' | 'STALE_REQUEST' | 'REPLAYED_NONCE',
  message: string,
): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ status: 'error', code, message }, 400);
}

export function envelope(deps: Pick<AppDeps, 'clock'> & { config: Pick<Config, 'transportKey'> }) {
  return createMiddleware<CallEnv>(async (c, next) => {
    const path = c.req.path.replace(/^\/api/, '');
    const requestId = randomUUID();
    c.header('Cache-Control', 'no-store');
    c.header('X-Request-Id', requestId);

    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return plainRefusal(c, 'BAD_ENVELOPE', 'Request body is not JSON');
    }
    let sealed: ReturnType<typeof parseSealedRequest>;
    try {
      sealed = parseSealedRequest(body);
    } catch (e) {
      return plainRefusal(c, 'BAD_ENVELOPE', (e as Error).message);
    }
    const now = deps.clock.now();
    if (Math.abs(now.getTime() - sealed.ts) > ENVELOPE_WINDOW_MS) {
      return plainRefusal(c, 'STALE_REQUEST', 'Request timestamp is outside the allowed window');
    }
    let payload: unknown;
    try {
      payload = openRequestNow(deps.config.transportKey, path, sealed);
    } catch (e) {
      if (e instanceof EnvelopeError) return plainRefusal(c, 'BAD_ENVELOPE', 'Request envelope cannot be opened');
      throw e;
    }
    // Checked before anything walks the payload (the Idempotency-Key's hash); refused after the
    // access checks (run-call.ts).
    const boundsErrors = payloadBoundsErrors(payload);
    c.set('requestId', requestId);
    c.set('path', path);
    c.set('now', now);
    c.set('nonce', sealed.nonce);
    c.set('payload', payload);
    c.set('refused', boundsErrors ? validationError(boundsErrors, INPUT_MESSAGES.refused) : undefined);

    await withRequestId(requestId, next);

    const answer = c.get('answer');
    if (answer) {
      const body = withAccountStanding(c, answer.body);
      return c.json(sealAnswerNow(deps.config.transportKey, path, sealed.nonce, body), answer.status as 200);
    }
  });
}
