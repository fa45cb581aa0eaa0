/**
 * The review of a withdrawal before it is sent: coin, network, the full address with its start
 * and end set apart (the parts people compare), who receives it (the Travel Rule answers and the
 * saved address's label), the amount, the network fee, what arrives and what that is worth in the
 * customer's display currency.
 * Customers with 2FA confirm it with their code (TwoFactorDialog shows this summary); others
 * with the Confirm button of WithdrawReviewDialog.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { CoinSymbol } from '../../../contract/assets.js';
import type { BeneficiaryOwner } from '../../../contract/travel-rule.js';
import { formatCrypto, formatFiat } from '../../lib/money-format.js';
import { Button } from '../../ui/Button.js';
import { Modal } from '../../ui/Modal.js';
import { SummaryList } from '../../ui/SummaryList.js';

/** Characters set apart at each end of an address. */
const ENDS = 6;

function splitAddress(address: string): [string, string, string] {
  if (address.length <= ENDS * 2) return [address, '', ''];
  return [address.slice(0, ENDS), address.slice(ENDS, -ENDS), address.slice(-ENDS)];
}

export interface WithdrawReviewData {
  symbol: CoinSymbol;
  name: string;
  network: string;
  address: string;
  amount: string;
  fee: string;
  received: string;
  /** Who receives it: the saved address's label, and the Travel Rule answers; null when not answered yet. */
  recipient: { label: string | null; owner: BeneficiaryOwner | null; name: string | null } | null;
  /** What arrives, in the customer's display currency; null without a price. */
  value: { amount: string; currency: string } | null;
}

export function WithdrawReviewSummary({ review }: { review: WithdrawReviewData }) {
  const { t } = useLingui();
  const [start, middle, end] = splitAddress(review.address);
  const { recipient, value } = review;
  const who =
    recipient?.owner === 'self' ? t`You (your own wallet)` : recipient?.owner === 'other' ? recipient.name : null;
  const recipientRows = [
    ...(who ? [{ label: t`Recipient`, value: who, testId: 'review-recipient' }] : []),
    ...(recipient?.label ? [{ label: t`Saved address`, value: recipient.label, testId: 'review-label' }] : []),
  ];
  return (
    <div className="withdraw-review" data-testid="withdraw-review">
      <SummaryList
        label={t`Withdrawal`}
        rows={[
          { label: t`Coin`, value: `${review.name} (${review.symbol})` },
          { label: t`Network`, value: review.network, testId: 'review-network' },
        ]}
      />
      {recipientRows.length > 0 ? <SummaryList label={t`Recipient`} rows={recipientRows} /> : null}
      <div className="withdraw-review-address">
        <p className="muted small">
          <Trans>To address</Trans>
        </p>
        <p className="review-address" data-testid="review-address">
          <strong>{start}</strong>
          <span className="review-address-middle">{middle}</span>
          <strong>{end}</strong>
        </p>
      </div>
      <SummaryList
        label={t`Amounts`}
        rows={[
          { label: t`Amount`, value: `${formatCrypto(review.amount)} ${review.symbol}`, testId: 'review-amount' },
          { label: t`Network fee`, value: `${formatCrypto(review.fee)} ${review.symbol}`, testId: 'review-fee' },
          {
            label: t`Amount received`,
            value: `${formatCrypto(review.received)} ${review.symbol}`,
            total: true,
            testId: 'review-received',
          },
          ...(value
            ? [{ label: t`Value`, value: formatFiat(value.amount, value.currency), testId: 'review-value' }]
            : []),
        ]}
      />
    </div>
  );
}

export function WithdrawReviewDialog({
  review,
  busy,
  onConfirm,
  onCancel,
}: {
  review: WithdrawReviewData;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal title={t`Review withdrawal`} onClose={busy ? () => {} : onCancel} closeOnBackdrop={!busy}>
      <WithdrawReviewSummary review={review} />
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={onConfirm} busy={busy} data-autofocus>
          {busy ? t`Withdrawing...` : t`Confirm`}
        </Button>
      </div>
    </Modal>
  );
}
