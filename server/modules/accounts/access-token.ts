/**
 * Access tokens: HS256 JWTs (jose) living 15 minutes, with an algorithm allow-list and a type
 * claim so a token of another kind can never pass as an access token. Each carries its session
 * (refresh-token family) id, so revoking a session ends its access tokens at once.
 */
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { AppDeps } from '../../deps.js';
import type { AuthUser } from '../../http/call.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'coinvault';
const TYPE = 'access';

export async function signAccessToken(
  deps: Pick<AppDeps, 'secrets' | 'clock'>,
  user: { id: string; role: 'user' | 'admin' },
  sessionId: string,
): Promise<string> {
  const now = Math.floor(deps.clock.now().getTime() / 1000);
  return new SignJWT({ typ: TYPE, role: user.role, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setJti(randomUUID())
    .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
    .sign(deps.secrets.jwt);
}

/** The user behind a valid, unexpired access token whose session is live; otherwise null. */
export async function verifyAccessToken(deps: AppDeps, token: string): Promise<AuthUser | null> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, deps.secrets.jwt, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: deps.clock.now(),
    }));
  } catch {
    return null;
  }
  if (payload.typ !== TYPE || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
  const row = await deps.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.role', 'users.status', 'sessions.revoked_at', 'sessions.expires_at'])
    .where('sessions.id', '=', payload.sid)
    .where('sessions.user_id', '=', payload.sub)
    .executeTakeFirst();
  if (!row || row.revoked_at || row.status !== 'active') return null;
  if (new Date(row.expires_at).getTime() <= deps.clock.now().getTime()) return null;
  return { id: payload.sub, role: row.role, sessionId: payload.sid };
}
