/**
 * Sessions (decision 022). A session is a refresh-token family with an absolute 30-day life.
 * Each refresh token is 256 random bits, stored only as its SHA-256, and is retired the first time
 * it is used. A retired token still works for 30 s (two tabs refreshing at once both succeed), and
 * answers with the same successor every time (decision 167): a copy never starts a second branch.
 * Used after that it can only be a stolen copy, and the whole family is revoked.
 * Access tokens (access-token.ts) name their session, so revoking a session ends them at once.
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES, type RefreshData } from '../../../contract/accounts.js';
import { isStaffRole, type Role } from '../../../contract/staff.js';
import type { Database } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { writeAudit } from '../../http/audit.js';
import { ApiError } from '../../http/errors.js';
import { signAccessToken } from './access-token.js';
import { deviceKey, parseDevice, USER_AGENT_MAX } from './devices.js';

const SESSION_TTL_MS = 30 * 86_400_000;
const REFRESH_GRACE_MS = 30_000;

type RevokeReason =
  | 'logout'
  | 'password_reset'
  | 'password_change'
  | '2fa_change'
  | 'account_deleted'
  | 'reuse'
  /** Signed out from another of the customer's sessions (decision 136). */
  | 'signed_out_elsewhere'
  /** "This wasn't me" in a security alert (decision 137). */
  | 'not_me'
  /** Support signed the customer out everywhere (decision 236). */
  | 'support'
  /** An admin disabled the staff account (decision 320). */
  | 'staff_disabled';

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function refreshTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function issueRefreshToken(db: Database, sessionId: string, now: Date): Promise<string> {
  const token = newRefreshToken();
  await db
    .insertInto('refresh_tokens')
    .values({ token_hash: refreshTokenHash(token), session_id: sessionId, created_at: now })
    .execute();
  return token;
}

const successorKeys = new WeakMap<Uint8Array, Buffer>();

/**
 * The one successor of a refresh token: an HMAC of it under a key derived from the data key, so
 * every use within the grace, in parallel or one after another, gets the same token back without
 * the server keeping any token it could leak. Only the server can derive it.
 */
function successorOf(dataKey: Uint8Array, token: string): string {
  let key = successorKeys.get(dataKey);
  if (!key) {
    key = createHmac('sha256', dataKey).update('refresh token successors').digest();
    successorKeys.set(dataKey, key);
  }
  return createHmac('sha256', key).update(token).digest('base64url');
}

/** Stores the successor once: later uses of the same token find it already there. */
async function issueSuccessor(deps: AppDeps, token: string, sessionId: string, now: Date): Promise<string> {
  const next = successorOf(deps.secrets.data, token);
  await deps.db
    .insertInto('refresh_tokens')
    .values({ token_hash: refreshTokenHash(next), session_id: sessionId, created_at: now })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .execute();
  return next;
}

export async function startSession(
  deps: AppDeps,
  user: { id: string; role: Role },
  meta: { ip: string; userAgent: string },
): Promise<{ sessionId: string; token: string; refreshToken: string; deviceKey: string; country: string }> {
  const now = deps.clock.now();
  const sessionId = randomUUID();
  const userAgent = meta.userAgent.slice(0, USER_AGENT_MAX);
  const key = deviceKey(parseDevice(userAgent));
  const country = deps.providers.geo.locate(meta.ip, deps.config.defaultCountry).countryCode;
  await deps.db
    .insertInto('sessions')
    .values({
      id: sessionId,
      user_id: user.id,
      created_at: now,
      // Staff sessions end sooner (STAFF_SESSION_HOURS, decision 234).
      expires_at: new Date(now.getTime() + (isStaffRole(user.role) ? deps.config.staff.sessionMs : SESSION_TTL_MS)),
      ip: meta.ip,
      user_agent: userAgent,
      device_key: key,
      country,
      last_active_at: now,
    })
    .execute();
  const refreshToken = await issueRefreshToken(deps.db, sessionId, now);
  const token = await signAccessToken(deps, user, sessionId);
  return { sessionId, token, refreshToken, deviceKey: key, country };
}

const unauthorized = () => new ApiError('UNAUTHORIZED_ACCESS', ACCOUNT_MESSAGES.unauthorizedAccess);

/** /users/get-new-token: a new access token and the next refresh token of the family. */
export async function rotateRefreshToken(deps: AppDeps, refreshToken: string | null, ip: string): Promise<RefreshData> {
  if (refreshToken === null) throw unauthorized();
  const hash = refreshTokenHash(refreshToken);
  const now = deps.clock.now();
  const row = await deps.db
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'refresh_tokens.retired_at',
      'sessions.id as session_id',
      'sessions.expires_at',
      'sessions.revoked_at',
      'users.id as user_id',
      'users.role',
      'users.status',
      'users.frozen_at',
    ])
    .where('refresh_tokens.token_hash', '=', hash)
    .executeTakeFirst();
  if (!row || row.revoked_at || row.status !== 'active') throw unauthorized();
  if (new Date(row.expires_at).getTime() <= now.getTime())
    throw new ApiError('REFRESH_TOKEN_EXPIRED', ACCOUNT_MESSAGES.unauthorizedAccess);

  let retiredAt = row.retired_at ? new Date(row.retired_at) : null;
  if (!retiredAt) {
    const retired = await deps.db
      .updateTable('refresh_tokens')
      .set({ retired_at: now })
      .where('token_hash', '=', hash)
      .where('retired_at', 'is', null)
      .executeTakeFirst();
    // Losing this race means a concurrent refresh just retired it: that one is within the grace.
    if (Number(retired.numUpdatedRows) === 0) retiredAt = now;
  }
  if (retiredAt && now.getTime() - retiredAt.getTime() > REFRESH_GRACE_MS) {
    await revokeSession(deps.db, row.session_id, 'reuse', now);
    await writeAudit(deps.db, now, {
      actorId: row.user_id,
      actorRole: row.role,
      action: 'session.refresh_reuse',
      outcome: 'denied',
      ip,
      details: { sessionId: row.session_id },
    });
    deps.log.warn('retired refresh token reused; session revoked', { sessionId: row.session_id, userId: row.user_id });
    throw unauthorized();
  }
  const next = await issueSuccessor(deps, refreshToken, row.session_id, now);
  const token = await signAccessToken(deps, { id: row.user_id, role: row.role }, row.session_id);
  return { token, refreshToken: next, frozen: row.frozen_at !== null };
}

export async function revokeSession(db: Database, sessionId: string, reason: RevokeReason, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends every session of a user (password change or reset, 2FA change, account deletion), except
 * `keepSessionId` when the change was made from that session and it should stay signed in.
 * Answers how many sessions it ended.
 */
export async function revokeUserSessions(
  db: Database,
  userId: string,
  reason: RevokeReason,
  now: Date,
  keepSessionId?: string,
): Promise<number> {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now);
  if (keepSessionId) q = q.where('id', '!=', keepSessionId);
  const done = await q.executeTakeFirst();
  return Number(done.numUpdatedRows);
}

/**
 * Removes refresh tokens of sessions that ended more than a day ago, and "This wasn't me" links
 * that expired more than a day ago (housekeeping).
 */
export async function pruneSessions(db: Database, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - 86_400_000);
  const ended = db
    .selectFrom('sessions')
    .select('id')
    .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('revoked_at', '<', cutoff)]));
  await db.deleteFrom('refresh_tokens').where('session_id', 'in', ended).execute();
  await db.deleteFrom('verifications').where('expires_at', '<', now).execute();
  await db.deleteFrom('security_alerts').where('expires_at', '<', cutoff).execute();
}
