/**
 * The stored verification status and how it changes: only from the provider (a review read or a
 * verified webhook), never from what the browser says (decision 065).
 */
import { isKycStatus, type KycStatus, statusFromReview } from '../../../contract/kyc.js';
import type { AppDeps } from '../../deps.js';
import { writeAudit } from '../../http/audit.js';
import { sendAccountNotice } from '../accounts/index.js';
import { kycMail } from './kyc-mail.js';

export async function storedKycStatus(deps: AppDeps, userId: string): Promise<KycStatus> {
  const row = await deps.db.selectFrom('users').select('kyc_status').where('id', '=', userId).executeTakeFirst();
  return row && isKycStatus(row.kyc_status) ? row.kyc_status : 'pending';
}

/**
 * Reads the applicant's review from the provider and stores the status it gives. When the
 * provider knows no applicant, the stored status stands (an account verified before this provider
 * was configured keeps its verdict). Throws KycProviderError when the provider cannot be read.
 */
export async function refreshKycStatus(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'providers'>,
  userId: string,
  via: 'call' | 'webhook',
): Promise<KycStatus> {
  const review = await deps.providers.kyc.review(userId);
  const before = await deps.db
    .selectFrom('users')
    .select(['kyc_status', 'email', 'status'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!before) return 'pending';
  if (!review.reviewStatus) return isKycStatus(before.kyc_status) ? before.kyc_status : 'pending';
  const status = statusFromReview(review);
  if (status !== before.kyc_status || review.applicantId) {
    await deps.db
      .updateTable('users')
      .set({ kyc_status: status, kyc_applicant_id: review.applicantId })
      .where('id', '=', userId)
      .execute();
  }
  if (status !== before.kyc_status) {
    await writeAudit(deps.db, deps.clock.now(), {
      actorId: userId,
      actorRole: null,
      action: 'kyc.status',
      outcome: 'allowed',
      ip: null,
      details: { from: before.kyc_status, to: status, via, provider: deps.providers.kyc.kind },
    });
    if (before.status === 'active' && (status === 'approved' || status === 'rejected'))
      await sendAccountNotice(deps, before.email, kycMail(status));
  }
  return status;
}
