/** The withdrawal's confirmation: the review with its Confirm button, or the 2FA code (or passkey) over the review. */
import { OwnershipProofDialog } from '../../ownership-proof/OwnershipProofDialog.js';
import { TwoFactorDialog } from './TwoFactorDialog.js';
import type { WithdrawState } from './use-withdraw.js';
import { WithdrawReviewDialog, WithdrawReviewSummary } from './WithdrawReview.js';

export function WithdrawConfirm({ w }: { w: WithdrawState }) {
  const { review } = w;
  const sending = w.phase === 'sending';
  return (
    <>
      {w.reviewOpen && review ? (
        <WithdrawReviewDialog review={review} busy={sending} onConfirm={w.confirm} onCancel={w.closeReview} />
      ) : null}
      {w.otpOpen ? (
        <TwoFactorDialog
          busy={sending}
          error={w.otpError}
          summary={review ? <WithdrawReviewSummary review={review} /> : undefined}
          onSubmit={w.sendCode}
          onPasskey={w.sendPasskey}
          onPasskeyProblem={w.setOtpError}
          onCancel={w.cancelCode}
        />
      ) : null}
      {w.proofOpen && w.ownRoute ? (
        <OwnershipProofDialog
          routeId={w.ownRoute.id}
          address={w.address.trim()}
          proofFor="withdrawal"
          onProven={w.proofDone}
          onCancel={w.closeProof}
        />
      ) : null}
    </>
  );
}
