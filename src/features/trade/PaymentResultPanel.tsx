/**
 * The Payment Result panel (specification section 2): shown on the main view when a payment has
 * a result that is not a success. Lists what is known of it, with Close.
 */
import { type PaymentResult, paymentResultLabel } from '../../../contract/payments.js';
import { Button } from '../../ui/Button.js';

export function PaymentResultPanel({ result, onClose }: { result: PaymentResult; onClose: () => void }) {
  const rows: Array<[string, string]> = [
    ['Status', paymentResultLabel(result)],
    ['Amount', result.amount ?? 'N/A'],
    ['Crypto', result.crypto ?? 'N/A'],
    ['Tracking ID', result.trackingId ?? 'N/A'],
    ['Payment Token', result.paymentToken ?? 'N/A'],
    ['Transaction Saved', result.transactionInserted ? 'Yes' : 'No'],
    ['Transaction ID', result.uniqueTransactionId ?? 'N/A'],
  ];
  return (
    <section className="card payment-result" aria-labelledby="payment-result-title" data-testid="payment-result">
      <h2 id="payment-result-title">Payment Result</h2>
      {result.message ? <p className="muted">{result.message}</p> : null}
      <dl className="trade-summary payment-result-list">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd className={k === 'Amount' || k === 'Crypto' ? 'amount' : 'break'}>{v}</dd>
          </div>
        ))}
      </dl>
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </section>
  );
}
