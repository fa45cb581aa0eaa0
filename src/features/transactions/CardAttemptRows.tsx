/**
 * The detail rows of a card purchase that bought nothing (decisions 179 and 180): what the card
 * was to be charged, why it did not go through, and for a pending one when its checkout expires,
 * with Cancel. The server decides: a purchase paid meanwhile is refused and shown as it is.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { cancelCardPurchase } from '../../api/card-purchases.js';
import { messageOf } from '../../api/errors.js';
import { formatWhen } from '../../lib/dates.js';
import { formatFiat } from '../../lib/money-format.js';
import type { DisplayTransaction } from '../../lib/transactions.js';
import { loadHistory, updateCardAttempt } from '../../state/history.js';
import { Button } from '../../ui/Button.js';
import { cardReasonText } from '../../ui/card-reason.js';
import { toast } from '../../ui/toast.js';

/** The rows inside the Payment details list. */
export function CardAttemptRows({
  card,
  timeZone,
}: {
  card: NonNullable<DisplayTransaction['card']>;
  timeZone: string;
}) {
  return (
    <>
      <div>
        <dt>
          <Trans>Card charge</Trans>
        </dt>
        <dd className="amount" data-testid="card-charge">
          {formatFiat(card.total, card.fiat)}
        </dd>
      </div>
      {card.reason ? (
        <div className="detail-text-row">
          <dt>
            <Trans>Why</Trans>
          </dt>
          <dd data-testid="card-reason">{cardReasonText(card.reason)}</dd>
        </div>
      ) : null}
      {card.pending && card.expiresAt ? (
        <div>
          <dt>
            <Trans>Expires</Trans>
          </dt>
          <dd>{formatWhen(card.expiresAt, timeZone)}</dd>
        </div>
      ) : null}
    </>
  );
}

/** Under the list, for a pending purchase: what happens at expiry, and Cancel. */
export function PendingCardNotice({
  card,
  trackingId,
  timeZone,
}: {
  card: NonNullable<DisplayTransaction['card']>;
  trackingId: string;
  timeZone: string;
}) {
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();
  if (!card.pending || !card.expiresAt) return null;
  const deadline = formatWhen(card.expiresAt, timeZone);
  const cancel = async () => {
    setBusy(true);
    try {
      const attempt = await cancelCardPurchase(trackingId);
      updateCardAttempt(attempt);
      toast.success(
        attempt.status === 'cancelled'
          ? t`Purchase cancelled. Nothing was charged.`
          : t`This purchase had already ended.`,
      );
    } catch (e) {
      toast.error(messageOf(e, t`The purchase could not be cancelled. Please try again.`));
      // Paid or settled meanwhile: the history shows it as it now is.
      void loadHistory();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="card-pending">
      <p data-testid="card-expires">
        <Trans>
          Waiting for the card payment. If it is not paid by {deadline}, the payment page closes and nothing is charged.
        </Trans>
      </p>
      <Button variant="secondary" busy={busy} onClick={() => void cancel()}>
        <Trans>Cancel purchase</Trans>
      </Button>
    </div>
  );
}
