/**
 * The transfer a case stopped, where it stands, and what the chosen decision will do to it
 * (decision 293), so an officer reads the consequence before deciding and the result after.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { type CaseDecision, type CaseTransfer, mayCloseWithNoAction } from '../../../../contract/cases.js';
import { formatAmount } from '../../../lib/money-format.js';
import * as paths from '../../../lib/paths.js';

const TRANSFER_STATE: Record<CaseTransfer['state'], MessageDescriptor> = {
  held: msg`Held until the decision`,
  pending: msg`Released: on its way to the chain`,
  sent: msg`Sent`,
  failed: msg`Cancelled: the amount is back with the customer`,
  credited: msg`Credited to the customer`,
  returned: msg`Not credited: going back to the sender`,
  refused: msg`Refused before anything was reserved: nothing to move`,
};

/** What `decision` does to the transfer, in one sentence. */
function useOutcome(t: CaseTransfer, decision: CaseDecision | null): string | null {
  const { t: tr } = useLingui();
  if (!decision) return null;
  const amount = formatAmount(t.amount, t.currency);
  if (decision === 'no_action') {
    if (mayCloseWithNoAction(t)) return tr`No action: the case closes and nothing moves.`;
    return t.sanctioned
      ? tr`A sanctions hit is not closed with no action: release it as a false match, or file a report.`
      : tr`The transfer is still held: release it or return the funds. No action would leave the money stuck.`;
  }
  if (t.state !== 'held') return tr`Nothing moves: the transfer is no longer held.`;
  const withdrawal = t.direction === 'withdrawal';
  const second = t.releaseNeedsApproval ? ` ${tr`A second compliance officer must approve the release first.`}` : '';
  if (decision === 'release')
    return (
      (withdrawal
        ? tr`Release: the withdrawal of ${amount} is sent.`
        : tr`Release: the deposit of ${amount} is credited to the customer.`) + second
    );
  if (decision === 'return') {
    if (withdrawal)
      return tr`Return: the withdrawal of ${amount} is cancelled and the amount goes back to the customer.`;
    return t.canReturn
      ? tr`Return: the deposit of ${amount} is not credited and goes back to the sender.`
      : tr`A sanctioned deposit stays frozen: it cannot be returned. Release it, or file a report.`;
  }
  return tr`The transfer stays held.`;
}

export function CaseTransferFacts({ transfer, decision }: { transfer: CaseTransfer; decision: CaseDecision | null }) {
  const { i18n } = useI18n();
  const outcome = useOutcome(transfer, decision);
  const amount = formatAmount(transfer.amount, transfer.currency);
  return (
    <section aria-labelledby="bo-case-transfer" className="bo-card bo-case-transfer" data-testid="case-transfer">
      <h3 id="bo-case-transfer">
        <Trans>Transfer</Trans>
      </h3>
      <p>
        <strong>
          {transfer.direction === 'withdrawal' ? (
            <Trans>Withdrawal of {amount}</Trans>
          ) : (
            <Trans>Deposit of {amount}</Trans>
          )}
        </strong>{' '}
        · <span data-testid="case-transfer-state">{i18n._(TRANSFER_STATE[transfer.state])}</span>
        {transfer.sanctioned ? (
          <>
            {' '}
            · <Trans>Sanctions hit</Trans>
          </>
        ) : null}
      </p>
      {outcome ? (
        <p className="bo-note" role="status" data-testid="case-outcome">
          {outcome}
        </p>
      ) : null}
      {transfer.releaseRequestId ? (
        <p className="bo-muted">
          <Trans>
            A release is waiting for a second compliance officer in{' '}
            <Link href={paths.backOfficeApprovals}>Approvals</Link>.
          </Trans>
        </p>
      ) : null}
    </section>
  );
}
