/**
 * Idempotency (api.md, decisions 011 and 189), in two steps around admission: `idempotencyKey`
 * reads the call's Idempotency-Key for admission to claim in its one round trip, and
 * `idempotency` then answers a retry with the stored answer of the request that holds the key
 * (waiting while that one still runs), or runs the call and stores its answer.
 */
import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../errors.js';
import { awaitIdempotentAnswer, finishIdempotencyKey, releaseIdempotencyKey } from '../idempotent-answers.js';
import { answerWith, type CallEnv, knownCall } from './context.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Before admission: the well-formed Idempotency-Key of a call that takes one. */
export function idempotencyKey() {
  return createMiddleware<CallEnv>(async (c, next) => {
    const header = c.get('call')?.idempotent ? c.req.header('idempotency-key') : undefined;
    // A UUID names the same key in either case: one spelling, so a retry cannot run twice.
    const key = header !== undefined && UUID_V4.test(header) ? header.toLowerCase() : undefined;
    const hash = !key
      ? ''
      : c.get('refused')
        ? 'refused'
        : createHash('sha256')
            .update(`${c.get('path')}\n${JSON.stringify(c.get('payload'))}`)
            .digest('hex');
    c.set('idempotencyKey', key ? { scope: c.get('claims')?.sub ?? 'public', key, hash } : undefined);
    await next();
  });
}

/** After authentication: a call that takes a key requires one; its answer is stored, or replayed. */
export function idempotency(deps: AppDeps) {
  return createMiddleware<CallEnv>(async (c, next) => {
    if (!knownCall(c).idempotent) {
      await next();
      return;
    }
    const key = c.get('idempotencyKey');
    if (!key)
      throw new ApiError('VALIDATION', 'Idempotency-Key header must be a UUID v4', {
        errors: { 'Idempotency-Key': 'must be a UUID v4' },
      });
    const { scope, hash } = key;
    const held = c.get('heldKey');
    if (!c.get('admission').claimed) {
      const replay = await awaitIdempotentAnswer(deps, scope, key.key, c.get('path'), hash, c.get('now'));
      if (replay) return answerWith(c, replay.status, replay.answer);
      held.holding = true;
    }
    try {
      await next();
      const answer = c.get('answer');
      if (!answer) throw new Error('the call left no answer');
      await finishIdempotencyKey(deps, scope, key.key, answer.status, answer.body);
      held.settled = true;
    } catch (e) {
      if (e instanceof ApiError) {
        await finishIdempotencyKey(deps, scope, key.key, e.status, e.toAnswer());
        held.settled = true;
      } else {
        // Unexpected failure: free the key so a retry can run again. With the database gone
        // this fails too; the key is then released once the database answers (key-claims.ts).
        if (await releaseIdempotencyKey(deps, scope, key.key)) held.settled = true;
      }
      throw e;
    }
  });
}
