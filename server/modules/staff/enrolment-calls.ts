/**
 * /staff/enrolment/begin and /staff/enrolment/finish (decision 359): a new staff member, from the
 * one-time link emailed to them, gets a fresh authenticator secret, then sets their own password
 * and proves the authenticator with a code; only then is the link spent and the account usable.
 * The link is the only key: no admin sees the secret or the password. A member who already has a
 * second factor cannot use a link to get another, and a customer's address never has a link.
 */
import { ACCOUNT_MESSAGES } from '../../../contract/accounts.js';
import { CALLS } from '../../../contract/calls/index.js';
import { isStaffRole } from '../../../contract/staff.js';
import { validateEmail, validatePassword } from '../../../contract/validation/accounts.js';
import type { AppDeps } from '../../deps.js';
import { defineCall } from '../../http/call.js';
import { ApiError, validationError } from '../../http/errors.js';
import {
  checkCode,
  consumeCode,
  enablePendingTotp,
  hashPassword,
  matchTotpStep,
  newTotpSecret,
  normalizeEmail,
  openTotpSecret,
  requireStrongPassword,
  STAFF_ENROLMENT_PURPOSE,
  sealTotpSecret,
  totpFor,
} from '../accounts/index.js';
import { audit } from './admin-lock.js';

const CODE_MAX = 100;
const invalid = () => new ApiError('OTP_INVALID', ACCOUNT_MESSAGES.invalidCode);

function checkLink(p: { email: string; code: string }, more: Record<string, string | null | undefined | false> = {}) {
  const problems: Record<string, string> = {};
  const email = validateEmail(p.email);
  if (email) problems.email = email;
  if (p.code.length === 0 || p.code.length > CODE_MAX) problems.code = 'must be the code of the emailed link';
  for (const [k, v] of Object.entries(more)) if (v) problems[k] = v;
  if (Object.keys(problems).length > 0) throw validationError(problems);
}

/** The link's code checked (not spent) and the staff member it was sent to, not yet enrolled. */
async function linkHolder(deps: AppDeps, email: string, code: string) {
  const hash = await checkCode(deps, email, STAFF_ENROLMENT_PURPOSE, code);
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'first_name', 'last_name', 'totp_enabled', 'totp_pending_secret_enc'])
    .where('email_normalized', '=', normalizeEmail(email))
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!user || !isStaffRole(user.role) || user.totp_enabled) throw invalid();
  return { hash, user };
}

const beginStaffEnrolment = defineCall(CALLS.beginStaffEnrolment, {
  rules(p) {
    checkLink(p);
    return p;
  },
  async handle(ctx, p) {
    const { user } = await linkHolder(ctx.deps, p.email, p.code);
    const secret = newTotpSecret();
    await ctx.deps.db
      .updateTable('users')
      .set({ totp_pending_secret_enc: sealTotpSecret(ctx.deps, user.id, secret) })
      .where('id', '=', user.id)
      .where('totp_enabled', '=', false)
      .execute();
    return { data: { otpauthUri: totpFor(secret, user.email).toString() } };
  },
});

const finishStaffEnrolment = defineCall(CALLS.finishStaffEnrolment, {
  rules(p) {
    checkLink(p, {
      password: validatePassword(p.password),
      totp: !/^\d{6}$/.test(p.totp) && 'must be the 6-digit code from the authenticator app',
    });
    return p;
  },
  async handle(ctx, p) {
    const { deps } = ctx;
    const now = deps.clock.now();
    const { hash, user } = await linkHolder(deps, p.email, p.code);
    const pending = user.totp_pending_secret_enc;
    const step = pending ? matchTotpStep(openTotpSecret(deps, user.id, pending), p.totp, now) : null;
    if (!pending || step === null)
      throw new ApiError('OTP_INVALID', 'Invalid 2FA code. Please try again.', {
        errors: { totp: 'Invalid 2FA code. Please try again.' },
      });
    await requireStrongPassword(p.password, 'password', [user.email, user.first_name, user.last_name]);
    const passwordHash = await hashPassword(p.password);
    await deps.db.transaction().execute(async (trx) => {
      if (!(await consumeCode(trx, hash, now))) throw invalid();
      if (!(await enablePendingTotp(trx, user.id, pending, step, { password_hash: passwordHash }))) throw invalid();
      await audit({ ...ctx, user: { id: user.id, role: user.role, sessionId: '' } }, trx, now, {
        action: 'staff.enrol',
        subjectId: user.id,
        reason: 'enrolled from the emailed link',
      });
    });
    return { message: 'Your staff account is set up. Sign in with your password and a code from your app.' };
  },
});

export const enrolmentCalls = [beginStaffEnrolment, finishStaffEnrolment];
