/**
 * The Payment Result panel (specification section 2): shown on the main view when a payment has
 * a result that is not a success. Lists what is known of it, with Close.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type PaymentResult, paymentResultLabel } from '../../../contract/payments.js';
import { Button } from '../../ui/Button.js';

export function PaymentResultPanel({ result, onClose }: { result: PaymentResult; onClose: () => void }) {
  const { t } = useLingui();
  const none = t`N/A`;
  // The status's one name (the history's and the admin's), in the customer's language.
  const statusLabels: Record<string, string> = {
    Success: t`Success`,
    Cancelled: t`Cancelled`,
    Error: t`Error`,
    Declined: t`Declined`,
    Expired: t`Expired`,
    Failed: t`Failed`,
    Pending: t`Pending`,
    Redirected: t`Redirected`,
    Unknown: t`Unknown`,
  };
  // The third value: whether the row is an amount (set in the amount's figures).
  const rows: Array<[string, string, boolean]> = [
    [t`Status`, statusLabels[paymentResultLabel(result)] ?? paymentResultLabel(result), false],
    [t`Amount`, result.amount ?? none, true],
    [t`Crypto`, result.crypto ?? none, true],
    [t`Tracking ID`, result.trackingId ?? none, false],
    [t`Payment Token`, result.paymentToken ?? none, false],
    [t`Transaction Saved`, result.transactionInserted ? t`Yes` : t`No`, false],
    [t`Transaction ID`, result.uniqueTransactionId ?? none, false],
  ];
  return (
    <section className="card payment-result" aria-labelledby="payment-result-title" data-testid="payment-result">
      <h2 id="payment-result-title">
        <Trans>Payment Result</Trans>
      </h2>
      {result.message ? <p className="muted">{result.message}</p> : null}
      <dl className="trade-summary payment-result-list">
        {rows.map(([k, v, amount]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd className={amount ? 'amount' : 'break'}>{v}</dd>
          </div>
        ))}
      </dl>
      <Button variant="secondary" onClick={onClose}>
        <Trans>Close</Trans>
      </Button>
    </section>
  );
}
