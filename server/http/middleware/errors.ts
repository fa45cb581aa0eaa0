/**
 * Error mapping: what a later stage or the call's handler throws becomes its answer. A refusal
 * (ApiError) answers its code; a database that cannot serve answers 503 with Retry-After; anything
 * else is logged and answers a generic 500 with the request's id, never the error itself.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER_SECONDS } from '../../db/faults.js';
import type { AppDeps } from '../../deps.js';
import { createFaultLog } from '../../lib/fault-log.js';
import { ApiError, GENERIC_ERROR_MESSAGE, UNAVAILABLE_MESSAGE } from '../errors.js';
import { answerWith, type CallEnv } from './context.js';

/** The answer while the database cannot serve; the outage is noted (and logged at its start). */
export function unavailable(c: Context<CallEnv>, deps: Pick<AppDeps, 'outage'>, e: unknown): void {
  deps.outage.failed(e);
  c.header('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
  answerWith(c, 503, { status: 'error', code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE });
}

/** A repeated failure is over once no call has met it for this long (decision 282). */
export const CALL_FAULT_QUIET_MS = 60_000;

export function errors(deps: Pick<AppDeps, 'outage' | 'log'>) {
  // The same failure on every call (a full disk, a broken dependency) is one fault: logged when it
  // starts, counted, and summed when it ends, not a line per request.
  const faults = createFaultLog(deps.log);
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
      const error = e instanceof Error ? `${e.name}: ${e.message}`.slice(0, 500) : 'non-error thrown';
      faults.failed(error, 'call failed', { requestId, path: c.get('path'), error }, { quietMs: CALL_FAULT_QUIET_MS });
      answerWith(c, 500, {
        status: 'error',
        code: 'INTERNAL',
        message: `${GENERIC_ERROR_MESSAGE} (ref ${requestId})`,
      });
    }
  });
}
