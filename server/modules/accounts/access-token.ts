/**
 * Access tokens: HS256 JWTs (jose) living 15 minutes, with an algorithm allow-list and a type
 * claim so a token of another kind can never pass as an access token. Each carries its session
 * (refresh-token family) id, so revoking a session ends its access tokens at once.
 */
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '../../../contract/staff.js';
import type { AppDeps } from '../../deps.js';
import type { AuthUser } from '../../http/call.js';

const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'coinvault';
const TYPE = 'access';

export async function signAccessToken(
  deps: Pick<AppDeps, 'secrets' | 'clock'>,
  user: { id: string; role: Role },
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

/** What a signature-checked access token says: its user and its session. */
interface AccessClaims {
  sub: string;
  sid: string;
  /** Expiry, Unix seconds. */
  exp: number;
}

// Tokens whose signature was already checked, per signing key (each test environment has its
// own). A hit skips the HMAC, not the expiry check, and never the session lookup: revoking a
// session still ends its tokens at once. Bounded; cleared whole when full.
const checked = new WeakMap<Uint8Array, Map<string, AccessClaims>>();
const CHECKED_LIMIT = 20_000;

/** Claims of an access token with a valid signature, issuer, type and expiry; otherwise null. */
export async function readAccessToken(
  deps: Pick<AppDeps, 'secrets' | 'clock'>,
  token: string,
): Promise<AccessClaims | null> {
  const nowSeconds = deps.clock.now().getTime() / 1000;
  let cache = checked.get(deps.secrets.jwt);
  if (!cache) {
    cache = new Map();
    checked.set(deps.secrets.jwt, cache);
  }
  const hit = cache.get(token);
  if (hit) return hit.exp > nowSeconds ? hit : null;
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
  if (typeof payload.exp !== 'number') return null;
  const claims = { sub: payload.sub, sid: payload.sid, exp: payload.exp };
  if (cache.size >= CHECKED_LIMIT) cache.clear();
  cache.set(token, claims);
  return claims;
}

/** The session row behind a token, as the pipeline's admission query reads it. */
export interface SessionRow {
  role: Role;
  status: string;
  revoked_at: Date | string | null;
  expires_at: Date | string;
  /** The account is frozen (decision 237): money calls are refused. */
  frozen?: boolean;
}

/** The signed-in user when the token's session is live and its user active; otherwise null. */
export function sessionUser(claims: AccessClaims, row: SessionRow | null | undefined, now: Date): AuthUser | null {
  if (!row || row.revoked_at || row.status !== 'active') return null;
  if (new Date(row.expires_at).getTime() <= now.getTime()) return null;
  return { id: claims.sub, role: row.role, sessionId: claims.sid };
}
