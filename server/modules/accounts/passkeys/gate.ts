/** What the passkey calls share: the signed-in user, the password-and-code gate, the name rule. */
import type { PasskeyAssertionAnswer } from '../../../../contract/calls/passkey-fields.js';
import { PASSKEY_MESSAGES, PASSKEY_NAME_MAX } from '../../../../contract/passkeys.js';
import { writeAudit } from '../../../http/audit.js';
import { type CallContext, requireUser } from '../../../http/call.js';
import { validationError } from '../../../http/errors.js';
import { requireCurrentPassword } from '../current-password.js';
import type { AlertDetail } from '../security-alert-mail.js';
import { findUserById, type UserRow } from '../users.js';
import { confirmFactorChange } from '../withdrawal-confirmation.js';

export async function signedInUser(ctx: CallContext): Promise<UserRow> {
  const auth = requireUser(ctx);
  const user = await findUserById(ctx.deps.db, auth.id);
  if (!user) throw new Error('signed-in user not found');
  return user;
}

/**
 * Adding or removing a passkey changes how the account can be entered and its withdrawals
 * confirmed: it takes the current password and what confirms the account's withdrawals now (a
 * code from the authenticator or a recovery code, a passkey it has, or the emailed code: decision 492).
 */
export async function requirePasswordAndCode(
  ctx: CallContext,
  p: { password: string; otp: string; passkey?: PasskeyAssertionAnswer | false; emailCode?: string },
  action: string,
): Promise<UserRow> {
  const user = await signedInUser(ctx);
  await requireCurrentPassword(ctx.deps, user, p.password, { ip: ctx.ip, action });
  await confirmFactorChange(ctx.deps, user, p, { ip: ctx.ip, action });
  await writeAudit(ctx.deps.db, ctx.deps.clock.now(), {
    actorId: user.id,
    actorRole: user.role,
    action,
    outcome: 'allowed',
    ip: ctx.ip,
  });
  return user;
}

/** A passkey's name: required, at most PASSKEY_NAME_MAX characters, no control characters. */
export function passkeyName(raw: string): string {
  const name = raw.replace(/\p{Cc}/gu, '').trim();
  if (!name) throw validationError({ name: PASSKEY_MESSAGES.nameRequired });
  if ([...name].length > PASSKEY_NAME_MAX) throw validationError({ name: PASSKEY_MESSAGES.nameTooLong });
  return name;
}

/** The alert email's line naming the passkey, so a customer can tell which one changed. */
export function passkeyDetail(name: string): AlertDetail {
  return { kind: 'passkey', name };
}
