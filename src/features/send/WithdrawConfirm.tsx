/**
 * The withdrawal's confirmation: the review with its Confirm button, then the 2FA code (or passkey)
 * over the review, or without 2FA the emailed code and password (or the passkey) (decision 367).
 */
import { OwnershipProofDialog } from '../../ownership-proof/OwnershipProofDialog.js';
import { ConfirmByEmailDialog } from '../../withdrawal-confirm/ConfirmByEmailDialog.js';
import { TwoFactorDialog } from '../../withdrawal-confirm/TwoFactorDialog.js';
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
          onCode={w.sendCode}
          onPasskey={w.sendPasskey}
          onPasskeyProblem={w.setOtpError}
          onCancel={w.cancelCode}
        />
      ) : null}
      {w.emailMode ? (
        <ConfirmByEmailDialog
          mode={w.emailMode}
          busy={sending}
          error={w.emailError}
          summary={review ? <WithdrawReviewSummary review={review} /> : undefined}
          onSubmit={w.sendEmailProof}
          onPasskey={w.sendPasskey}
          onPasskeyProblem={w.setEmailError}
          onCancel={w.cancelEmail}
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
