/**
 * The view after a card payment that bought nothing (decision 179): what happened in the
 * status's one name, why in the customer's words (from the gateway's code), and "Try again",
 * which goes back to Buy with the same coin and amount. A payment not confirmed yet may still go
 * through: it offers no retry, so the customer is not charged twice.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { PaymentResult } from '../../../contract/payments.js';
import { Button } from '../../ui/Button.js';
import { cardReasonText } from '../../ui/card-reason.js';

export function PaymentFailure({
  result,
  canRetry,
  onRetry,
  onClose,
}: {
  result: PaymentResult | null;
  canRetry: boolean;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const r = result;
  const title = r?.cancelled
    ? t`Payment cancelled`
    : r?.pending
      ? t`Payment not confirmed yet`
      : r?.status === 'declined'
        ? t`Payment declined`
        : r?.status === 'expired'
          ? t`Payment expired`
          : t`Payment failed`;
  const text = r?.reason
    ? cardReasonText(r.reason)
    : r?.cancelled
      ? t`The payment was cancelled. Nothing was charged.`
      : r?.pending
        ? t`The payment has not been confirmed. If it goes through, your balance updates on its own.`
        : t`The payment did not go through. Nothing was bought.`;
  const heading = useRef<HTMLHeadingElement>(null);
  // The view replaces the form: focus goes to what happened, so a screen reader reads it first.
  useEffect(() => heading.current?.focus(), []);
  const retry = canRetry && !result?.pending;
  return (
    <section className="trade-failure" aria-labelledby="payment-failed-title">
      <CircleX className="trade-failure-icon" size={72} aria-hidden="true" />
      <h1 id="payment-failed-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p className="muted" data-testid="payment-failure-reason">
        {text}
      </p>
      {retry ? (
        <div className="trade-failure-actions">
          <Button block onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
          <Button block variant="secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </div>
      ) : (
        <Button block onClick={onClose}>
          <Trans>OK</Trans>
        </Button>
      )}
    </section>
  );
}
