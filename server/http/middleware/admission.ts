/**
 * Admission in one database round trip (../admission.ts): the envelope's nonce, the token's
 * session and the Idempotency-Key's claim. A replayed nonce is refused (plain JSON, as the
 * envelope's other refusals), then an unknown call (404), so neither can be sent twice either.
 * From here until it answers, this request holds the key if it claimed it: its answer (or its
 * release) is written before it answers; if neither could be, the key is released once the
 * database answers again (key-claims.ts).
 */
import { createMiddleware } from 'hono/factory';
import { isDatabaseUnavailable } from '../../db/faults.js';
import type { AppDeps } from '../../deps.js';
import { admit } from '../admission.js';
import { rolesFor } from '../call.js';
import { keyClaimsOf } from '../key-claims.js';
import { answerWith, type CallEnv, type HeldKey } from './context.js';
import { plainRefusal } from './envelope.js';
import { unavailable } from './errors.js';

export function admission(deps: AppDeps) {
  return createMiddleware<CallEnv>(async (c, next) => {
    const call = c.get('call');
    const claims = c.get('claims');
    const key = c.get('idempotencyKey');
    const signedIn = call !== undefined && call.access !== 'public';
    const keyClaims = keyClaimsOf(deps);
    // A key is claimed only for a caller it can belong to: the public, or a token's user.
    const claim =
      key && (!signedIn || claims)
        ? { scope: key.scope, key: key.key, path: c.get('path'), hash: key.hash, holder: deps.instanceId }
        : undefined;
    const admitNow = () =>
      admit(deps.db, {
        nonce: c.get('nonce'),
        now: c.get('now'),
        session: claims ? { id: claims.sid, userId: claims.sub } : undefined,
        roles: call ? rolesFor(call.access) : null,
        claim,
      });
    let admitted: Awaited<ReturnType<typeof admit>>;
    try {
      admitted = claim
        ? await keyClaims.inTurn(claim.scope, claim.key, async () => {
            try {
              const a = await admitNow();
              if (a.claimed) keyClaims.hold(claim.scope, claim.key);
              return a;
            } catch (e) {
              // The claim may have been written even though its reply was lost.
              keyClaims.mayHaveLeft(claim.scope, claim.key);
              throw e;
            }
          })
        : await admitNow();
    } catch (e) {
      if (isDatabaseUnavailable(e)) return unavailable(c, deps, e);
      throw e;
    }
    deps.outage.recovered();
    const held: HeldKey = { holding: admitted.claimed, settled: false };
    c.set('admission', admitted);
    c.set('heldKey', held);
    try {
      if (!admitted.fresh) return plainRefusal(c, 'REPLAYED_NONCE', 'Request nonce was already used');
      if (!call) return answerWith(c, 404, { status: 'error', code: 'NOT_FOUND', message: 'Unknown call' });
      await next();
    } finally {
      if (held.holding && key) keyClaims.letGo(key.scope, key.key, held.settled);
    }
  });
}
