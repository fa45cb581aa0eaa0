/**
 * Authentication in two steps around admission, so that admission reads the session in its one
 * round trip: `accessToken` checks the token itself (signature, type, expiry; no database), and
 * `authenticate` then requires a live session of an active user whose role may make the call.
 */
import { createMiddleware } from 'hono/factory';
import { FROZEN_MESSAGE, FROZEN_REFUSED } from '../../../contract/frozen.js';
import type { AppDeps } from '../../deps.js';
import { readAccessToken, sessionUser } from '../../modules/accounts/index.js';
import { writeAudit } from '../audit.js';
import { rolesFor } from '../call.js';
import { clientIp } from '../client-ip.js';
import { ApiError } from '../errors.js';
import { type CallEnv, knownCall } from './context.js';

/** Before admission: the claims of the Bearer token of a call that is not public. */
export function accessToken(deps: Pick<AppDeps, 'secrets' | 'clock'>) {
  return createMiddleware<CallEnv>(async (c, next) => {
    const call = c.get('call');
    const signedIn = call !== undefined && call.access !== 'public';
    const token = signedIn ? /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1] : undefined;
    c.set('claims', token ? await readAccessToken(deps, token) : null);
    await next();
  });
}

/** After admission: the signed-in user, else UNAUTHORIZED; the wrong role is FORBIDDEN and audited. */
export function authenticate(deps: Pick<AppDeps, 'db' | 'log'> & { config: Pick<AppDeps['config'], 'trustProxy'> }) {
  return createMiddleware<CallEnv>(async (c, next) => {
    const call = knownCall(c);
    if (call.access === 'public') {
      c.set('user', null);
      await next();
      return;
    }
    const claims = c.get('claims');
    const now = c.get('now');
    const user = claims ? sessionUser(claims, c.get('admission').session, now) : null;
    if (!user) throw new ApiError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
    c.set('user', user);
    const roles = rolesFor(call.access);
    if (roles && !roles.includes(user.role)) {
      const path = c.get('path');
      await writeAudit(deps.db, now, {
        actorId: user.id,
        actorRole: user.role,
        action: path,
        outcome: 'denied',
        ip: clientIp(c, deps.config.trustProxy),
      });
      deps.log.warn('forbidden call', { requestId: c.get('requestId'), path, userId: user.id, role: user.role });
      throw new ApiError('FORBIDDEN', 'You do not have access to this.');
    }
    // A frozen customer reads everything but trades, buys and withdraws nothing (decision 237).
    if (c.get('admission').session?.frozen && FROZEN_REFUSED.has(c.get('path')))
      throw new ApiError('ACCOUNT_FROZEN', FROZEN_MESSAGE);
    await next();
  });
}
