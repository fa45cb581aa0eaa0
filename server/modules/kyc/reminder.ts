/**
 * An identity-verification reminder sent at support's request (decision 327). Every customer's
 * email was proven by the code at sign-up before the account existed, so the "verification
 * email" a customer can still be missing is this one: only while verification can be started or
 * continued (not started, or incomplete), and at most once an hour and three times a day per
 * customer, claimed before sending so parallel requests cannot exceed it.
 */
import { canStartVerification, isKycStatus } from '../../../contract/kyc.js';
import type { AppDeps } from '../../deps.js';
import { hitRateLimit, type RateRule, releaseRateLimit } from '../../http/rate-limit.js';
import { sendAccountMail } from '../accounts/index.js';
import { verificationReminderMail } from './reminder-mail.js';

const REMINDER_RULES: RateRule[] = [
  { windowMs: 3_600_000, max: 1 },
  { windowMs: 86_400_000, max: 3 },
];

type ReminderOutcome = 'sent' | 'not_open' | { waitSeconds: number };

/** Sends the reminder, or says why not; a failed send throws and is not counted. */
export async function sendVerificationReminder(
  deps: AppDeps,
  customer: { id: string; email: string; kycStatus: string },
): Promise<ReminderOutcome> {
  if (!isKycStatus(customer.kycStatus) || !canStartVerification(customer.kycStatus)) return 'not_open';
  const bucket = `kyc-reminder:${customer.id}`;
  const wait = await hitRateLimit(deps.db, bucket, REMINDER_RULES, deps.clock.now());
  if (wait !== null) return { waitSeconds: wait };
  try {
    await sendAccountMail(deps, customer.email, verificationReminderMail(deps.config.publicUrl));
  } catch (e) {
    await releaseRateLimit(deps.db, bucket, REMINDER_RULES);
    throw e;
  }
  return 'sent';
}
