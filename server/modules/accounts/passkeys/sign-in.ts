/**
 * Signing in with a passkey instead of password and code, and the challenge that lets a signed-in
 * customer confirm an action with a passkey instead of a TOTP code. A passkey verifies the user
 * itself (PIN or biometric), so it stands for both factors.
 */
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { ACCOUNT_MESSAGES, type LoginData } from '../../../../contract/accounts.js';
import { CALLS } from '../../../../contract/calls/index.js';
import type { PasskeyOptionsData } from '../../../../contract/passkeys.js';
import { writeAudit } from '../../../http/audit.js';
import { defineCall } from '../../../http/call.js';
import { ApiError } from '../../../http/errors.js';
import { startSession } from '../sessions.js';
import { alertIfUnfamiliar } from '../unfamiliar-sign-in.js';
import { findUserById, toUserView } from '../users.js';
import { verifyPasskeyAssertion } from './assertion.js';
import { storeChallenge } from './challenges.js';
import { signedInUser } from './gate.js';
import { relyingParty } from './relying-party.js';
import { readTransports } from './store.js';

export const passkeySignInOptions = defineCall(CALLS.passkeySignInOptions, {
  async handle(ctx): Promise<{ data: PasskeyOptionsData }> {
    const { rpID } = relyingParty(ctx.deps);
    // No allowed list: the browser offers the site's discoverable passkeys.
    const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' });
    await storeChallenge(ctx.deps, options.challenge, 'sign-in', null);
    return { data: { options: options as unknown as Record<string, unknown> } };
  },
});

export const passkeyConfirmOptions = defineCall(CALLS.passkeyConfirmOptions, {
  async handle(ctx): Promise<{ data: PasskeyOptionsData }> {
    const user = await signedInUser(ctx);
    const own = await ctx.deps.db
      .selectFrom('passkeys')
      .select(['id', 'transports'])
      .where('user_id', '=', user.id)
      .execute();
    const { rpID } = relyingParty(ctx.deps);
    const options = await generateAuthenticationOptions({
      rpID,
      userVerification: 'required',
      allowCredentials: own.map((c) => ({ id: c.id, transports: readTransports(c.transports) })),
    });
    await storeChallenge(ctx.deps, options.challenge, 'confirm', user.id);
    return { data: { options: options as unknown as Record<string, unknown> } };
  },
});

export const passkeyLogin = defineCall(CALLS.passkeyLogin, {
  async handle(ctx, p): Promise<{ message: string; data: LoginData }> {
    const { deps } = ctx;
    const { userId, passkeyId } = await verifyPasskeyAssertion(deps, p.response, 'sign-in', null);
    const user = await findUserById(deps.db, userId);
    if (user?.status !== 'active') throw new ApiError('INVALID_CREDENTIALS', ACCOUNT_MESSAGES.loginFailed);
    const session = await startSession(deps, user, { ip: ctx.ip, userAgent: ctx.userAgent });
    await writeAudit(deps.db, deps.clock.now(), {
      actorId: user.id,
      actorRole: user.role,
      action: 'login',
      outcome: 'allowed',
      ip: ctx.ip,
      details: { sessionId: session.sessionId, passkey: passkeyId },
    });
    await alertIfUnfamiliar(deps, user, session, { ip: ctx.ip, userAgent: ctx.userAgent });
    return {
      message: ACCOUNT_MESSAGES.loggedIn,
      data: { user: toUserView(user), token: session.token, refreshToken: session.refreshToken },
    };
  },
});
