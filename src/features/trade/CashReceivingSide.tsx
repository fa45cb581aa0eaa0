/**
 * 'I want AUD' of a sale to cash (decision 266): the region's currency and the quoted amount, read
 * only. Laid out as the coin's receiving side, without a chooser: the customer's cash has one
 * currency.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { CashCurrency } from '../../../contract/bank.js';
import { formatFiat } from '../../lib/money-format.js';

interface CashReceivingSideProps {
  id: string;
  className: string;
  currency: CashCurrency;
  /** The input's id, also its test id. */
  resultId: string;
  /** The quoted amount, unformatted; null while there is no quote. */
  received: string | null;
}

export function CashReceivingSide({ id, className, currency, resultId, received }: CashReceivingSideProps) {
  const { t } = useLingui();
  return (
    <section className={`conversion-side ${className}`} aria-labelledby={id}>
      <h2 id={id} className="conversion-side-title">
        <Trans>I want {currency}</Trans>
      </h2>
      <div className="conversion-row">
        <span className="coin-chooser cash-chip" aria-hidden="true">
          {currency}
        </span>
        <div className="field amount-field">
          <label htmlFor={resultId} className="visually-hidden">
            {t`${currency} you receive`}
          </label>
          <div className="field-control">
            <input
              id={resultId}
              className="amount amount-input"
              readOnly
              tabIndex={-1}
              value={received === null ? '' : formatFiat(received, currency)}
              placeholder="0"
              data-testid={resultId}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
