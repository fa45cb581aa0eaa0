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

type T = ReturnType<typeof useLingui>['t'];

function titleOf(r: PaymentResult | null, t: T): string {
  if (r?.cancelled) return t`Payment cancelled`;
  if (r?.pending) return t`Payment not confirmed yet`;
  if (r?.status === 'declined') return t`Payment declined`;
  if (r?.status === 'expired') return t`Payment expired`;
  return t`Payment failed`;
}

function textOf(r: PaymentResult | null, t: T): string {
  if (r?.reason) return r.reason;
  if (r?.cancelled) return t`The payment was cancelled. Nothing was charged.`;
  if (r?.pending) return t`The payment has not been confirmed. If it goes through, your balance updates on its own.`;
  return t`The payment did not go through. Nothing was bought.`;
}

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
  const heading = useRef<HTMLHeadingElement>(null);
  // The view replaces the form: focus goes to what happened, so a screen reader reads it first.
  useEffect(() => heading.current?.focus(), []);
  const retry = canRetry && !result?.pending;
  return (
    <section className="trade-failure" aria-labelledby="payment-failed-title">
      <CircleX className="trade-failure-icon" size={72} aria-hidden="true" />
      <h1 id="payment-failed-title" ref={heading} tabIndex={-1}>
        {titleOf(result, t)}
      </h1>
      <p className="muted" data-testid="payment-failure-reason">
        {textOf(result, t)}
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
