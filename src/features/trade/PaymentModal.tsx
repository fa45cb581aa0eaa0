/**
 * The card payment modal (specification sections 2, 4 and 9): 'Initializing payment...', the
 * gateway's hosted form in an iframe sized for the screen, Retry on errors, 'Confirming your
 * payment...' while the result is recorded. Closes on a backdrop click. State and rules:
 * use-payment.ts.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCryptoWithSymbol, formatFiat } from '../../lib/money-format.js';
import { InlineError } from '../../ui/InlineError.js';
import { Modal } from '../../ui/Modal.js';
import { type PaymentModalProps, usePayment } from './use-payment.js';

export function PaymentModal(props: PaymentModalProps) {
  const { t } = useLingui();
  const { phase, error, checkout, seen, frame, size, showFrame, setLoaded, start, record, close } = usePayment(props);

  const total = checkout ? formatFiat(checkout.purchase.total, checkout.purchase.currency) : '';
  const bought = checkout
    ? formatCryptoWithSymbol(checkout.purchase.crypto_value, checkout.purchase.crypto_currency)
    : '';

  return (
    <Modal title={t`Pay by Debit Card`} onClose={close} className="payment-modal">
      {checkout ? (
        <p className="payment-summary">
          <Trans>
            <span className="amount">{total}</span> for <span className="amount">{bought}</span>
          </Trans>
        </p>
      ) : null}
      {phase === 'initializing' ? (
        <div className="payment-status" role="status" style={{ width: size.width, height: size.height }}>
          <span className="spinner" aria-hidden="true" />
          <p>
            <Trans>Initializing payment...</Trans>
          </p>
        </div>
      ) : null}
      {phase === 'error' ? (
        <div className="payment-status" style={{ width: size.width }}>
          <InlineError onRetry={start}>
            <p>{error}</p>
          </InlineError>
        </div>
      ) : null}
      {showFrame && checkout ? (
        <iframe
          ref={frame}
          className="payment-frame"
          title={t`Card payment form`}
          src={checkout.checkout.redirect_url}
          width={size.width}
          height={size.height}
          allow="payment"
          onLoad={() => setLoaded(true)}
        />
      ) : null}
      {phase === 'recording' ? (
        <p className="muted" role="status">
          <Trans>Confirming your payment...</Trans>
        </p>
      ) : null}
      {phase === 'record-error' && seen && checkout ? (
        <InlineError onRetry={() => void record(seen, checkout)}>
          <p>{error}</p>
        </InlineError>
      ) : null}
    </Modal>
  );
}
