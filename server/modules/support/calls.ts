/**
 * /users/get-help and /users/contact-support (decision 186). The customer comes from the session
 * only. A message is bounded by the contract's rules, and limited per customer (five an hour, ten
 * a day) with the hit claimed before the mail goes, so messages sent at once cannot pass the limit.
 */
import { CALLS } from '../../../contract/calls/index.js';
import { customerNumberOf } from '../../../contract/customer-number.js';
import { legalRegionOf } from '../../../contract/legal.js';
import { SUPPORT_MESSAGES, type SupportRequest, validateSupportRequest } from '../../../contract/support.js';
import type { AppDeps } from '../../deps.js';
import { defineCall, requireUser } from '../../http/call.js';
import { ApiError, validationError } from '../../http/errors.js';
import { hitRateLimit, type RateRule, releaseRateLimit } from '../../http/rate-limit.js';
import { accountTimeText } from '../../lib/account-time.js';
import { renderMail } from '../../providers/mail/index.js';
import { findUserById, sendAccountNotice, waitText } from '../accounts/index.js';
import { confirmationMail, supportMail } from './mail.js';

const SUPPORT_RULES: RateRule[] = [
  { windowMs: 3_600_000, max: 5 },
  { windowMs: 86_400_000, max: 10 },
];

async function customer(deps: AppDeps, userId: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new ApiError('UNAUTHORIZED', 'Please sign in again.');
  return user;
}

const getHelp = defineCall(CALLS.getHelp, {
  async handle(ctx) {
    const user = await customer(ctx.deps, requireUser(ctx).id);
    const { email, hours } = ctx.deps.config.support;
    return {
      data: {
        supportEmail: email,
        supportHours: hours,
        customerNumber: customerNumberOf(user.id),
        region: legalRegionOf(user.currency_code),
      },
    };
  },
});

const contactSupport = defineCall(CALLS.contactSupport, {
  rules(o): SupportRequest {
    const request = { subject: o.subject, message: o.message };
    const errors = validateSupportRequest(request);
    if (Object.keys(errors).length > 0) throw validationError(errors as Record<string, string>);
    return { subject: request.subject.trim(), message: request.message.trim() };
  },
  async handle(ctx, p) {
    const { deps } = ctx;
    const user = await customer(deps, requireUser(ctx).id);
    const now = deps.clock.now();
    const bucket = `support:${user.id}`;
    const wait = await hitRateLimit(deps.db, bucket, SUPPORT_RULES, now);
    if (wait !== null)
      throw new ApiError('RATE_LIMITED', SUPPORT_MESSAGES.rateLimited(waitText(wait)), { retryAfterSeconds: wait });
    const number = customerNumberOf(user.id);
    const region = legalRegionOf(user.currency_code);
    const to = deps.config.support.email;
    try {
      await deps.providers.mail.send(
        renderMail(to, supportMail({ user, number, region, sentAt: accountTimeText(now, 'UTC'), ...p }), {
          publicUrl: deps.config.publicUrl,
        }),
      );
    } catch (e) {
      // Not sent: the attempt does not count against the customer.
      await releaseRateLimit(deps.db, bucket, SUPPORT_RULES);
      deps.log.error('support email failed', {
        requestId: ctx.requestId,
        error: e instanceof Error ? e.message : 'unknown',
      });
      throw new ApiError('MAIL_FAILED', SUPPORT_MESSAGES.sendFailed);
    }
    await sendAccountNotice(
      deps,
      user.email,
      confirmationMail({ number, at: now, zone: user.time_zone, supportEmail: to }),
    );
    return { message: SUPPORT_MESSAGES.sent };
  },
});

export const supportCalls = [getHelp, contactSupport];
