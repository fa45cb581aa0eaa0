/**
 * Error mapping: what a later stage or the call's handler throws becomes its answer. A refusal
 * (ApiError) answers its code; a database that cannot serve answers 503 with Retry-After; anything
 * else is logged and answers a generic 500 with the request's id, never the error itself.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER_SECONDS } from '../../db/faults.js';
import type { AppDeps } from '../../deps.js';
import { ApiError, GENERIC_ERROR_MESSAGE, UNAVAILABLE_MESSAGE } from '../errors.js';
import { answerWith, type CallEnv } from './context.js';

/** The answer while the database cannot serve; the outage is noted (and logged at its start). */
export function unavailable(c: Context<CallEnv>, deps: Pick<AppDeps, 'outage'>, e: unknown): void {
  deps.outage.failed(e);
  c.header('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
  answerWith(c, 503, { status: 'error', code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE });
}

export function errors(deps: Pick<AppDeps, 'outage' | 'log'>) {
  return createMiddleware<CallEnv>(async (c, next) => {
    try {
      await next();
    } catch (e) {
      if (e instanceof ApiError) {
        if (e.extra.retryAfterSeconds !== undefined) c.header('Retry-After', String(e.extra.retryAfterSeconds));
        return answerWith(c, e.status, e.toAnswer());
      }
      if (isDatabaseUnavailable(e)) return unavailable(c, deps, e);
      const requestId = c.get('requestId');
      deps.log.error('call failed', {
        requestId,
        path: c.get('path'),
        error: e instanceof Error ? `${e.name}: ${e.message}` : 'non-error thrown',
      });
      answerWith(c, 500, {
        status: 'error',
        code: 'INTERNAL',
        message: `${GENERIC_ERROR_MESSAGE} (ref ${requestId})`,
      });
    }
  });
}
