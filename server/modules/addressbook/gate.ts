/**
 * What adding an address or switching allowlist-only off asks for: the current password, and a
 * 2FA code when 2FA is on, checked as the withdrawal and 2FA changes check them (decision 091).
 */
import type { CallContext } from '../../http/call.js';
import { requireUser } from '../../http/call.js';
import { checkUserTotp, requireCurrentPassword } from '../accounts/index.js';

export async function requirePasswordAndCode(
  ctx: CallContext,
  p: { password: string; otp: string },
  action: string,
): Promise<{ id: string; email: string; time_zone: string }> {
  const { deps } = ctx;
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'password_hash', 'time_zone'])
    .where('id', '=', requireUser(ctx).id)
    .executeTakeFirstOrThrow();
  await requireCurrentPassword(deps, user, p.password, { ip: ctx.ip, action });
  await checkUserTotp(deps, user.id, p.otp);
  return user;
}
