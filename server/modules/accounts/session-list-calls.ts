/**
 * The customer's signed-in sessions (decision 136): /users/get-sessions lists the live ones,
 * /users/revoke-session signs one out, /users/revoke-other-sessions every one but the caller's
 * (with the password or a passkey, and a security alert).
 * A revoked session's access tokens stop at the next call: every protected call checks that its
 * session is live (decision 022).
 */

import { CALLS } from '../../../contract/calls/index.js';
import type { PasskeyAssertionAnswer } from '../../../contract/calls/passkey-fields.js';
import { SESSION_MESSAGES, type SessionView } from '../../../contract/devices.js';
import { auditCallerAction } from '../../http/audit.js';
import { type CallContext, defineCall, requireUser } from '../../http/call.js';
import { ApiError } from '../../http/errors.js';
import { geoForCountry } from '../../providers/geo/index.js';
import { requireCurrentPassword } from './current-password.js';
import { deviceLabel, parseDevice } from './devices.js';
import { verifyPasskeyAssertion } from './passkeys/assertion.js';
import { sendSecurityAlert } from './security-alerts.js';
import { revokeUserSessions } from './sessions.js';
import { findUserById, type UserRow } from './users.js';

const iso = (t: Date | string) => new Date(t).toISOString();

export const getSessions = defineCall(CALLS.getSessions, {
  async handle(ctx) {
    const auth = requireUser(ctx);
    const now = ctx.deps.clock.now();
    const rows = await ctx.deps.db
      .selectFrom('sessions')
      .select(['id', 'user_agent', 'country', 'created_at', 'last_active_at'])
      .where('user_id', '=', auth.id)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .execute();
    const sessions: SessionView[] = rows.map((r) => {
      const d = parseDevice(r.user_agent);
      const country = r.country ?? '';
      return {
        id: r.id,
        device: deviceLabel(d),
        browser: d.browser,
        os: d.os,
        type: d.type,
        country,
        countryName: country ? geoForCountry('', country).countryName : '',
        signedInAt: iso(r.created_at),
        lastActiveAt: iso(r.last_active_at ?? r.created_at),
        current: r.id === auth.sessionId,
      };
    });
    // This device first, then the most recently active.
    sessions.sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt));
    return { data: { sessions } };
  },
});

function audit(ctx: CallContext, details: Record<string, unknown>) {
  return auditCallerAction(ctx.deps.db, ctx, { action: 'session.sign_out', details });
}

export const revokeSession = defineCall(CALLS.revokeSession, {
  async handle(ctx, p) {
    const auth = requireUser(ctx);
    const now = ctx.deps.clock.now();
    // Scoped to the caller's own live sessions: another customer's id changes nothing and reads as unknown.
    const done = await ctx.deps.db
      .updateTable('sessions')
      .set({ revoked_at: now, revoked_reason: p.sessionId === auth.sessionId ? 'logout' : 'signed_out_elsewhere' })
      .where('id', '=', p.sessionId)
      .where('user_id', '=', auth.id)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0)
      throw new ApiError('NOT_FOUND', SESSION_MESSAGES.notFound, { field: 'sessionId' });
    await audit(ctx, { sessionId: p.sessionId });
    return { message: SESSION_MESSAGES.signedOut };
  },
});

/**
 * The current password, or a passkey assertion in its place: the proof that the owner, not a
 * copied access token, is asking. A wrong password counts towards the sign-in lock.
 */
async function requireOwner(
  ctx: CallContext,
  p: { password: string; passkey?: PasskeyAssertionAnswer | false },
): Promise<UserRow> {
  const user = await findUserById(ctx.deps.db, requireUser(ctx).id);
  if (!user) throw new Error('signed-in user not found');
  if (p.passkey !== undefined && !p.password) await verifyPasskeyAssertion(ctx.deps, p.passkey, 'confirm', user.id);
  else await requireCurrentPassword(ctx.deps, user, p.password, { ip: ctx.ip, action: 'session.sign_out_others' });
  return user;
}

export const revokeOtherSessions = defineCall(CALLS.revokeOtherSessions, {
  async handle(ctx, p) {
    const auth = requireUser(ctx);
    const user = await requireOwner(ctx, p);
    const revoked = await revokeUserSessions(
      ctx.deps.db,
      auth.id,
      'signed_out_elsewhere',
      ctx.deps.clock.now(),
      auth.sessionId,
    );
    await audit(ctx, { others: revoked });
    // The owner hears of it whoever asked: if it was not them, the alert's link takes the account back.
    if (revoked > 0)
      await sendSecurityAlert(ctx.deps, user, {
        kind: 'other_sessions_signed_out',
        origin: { ip: ctx.ip, userAgent: ctx.userAgent },
      });
    return { message: SESSION_MESSAGES.othersSignedOut, data: { revoked } };
  },
});
