/**
 * The sale's quote beside the form on wide screens: what is sold, at which rate, the fee and what
 * the customer receives, each a dash until the quote is there.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { CoinSymbol } from '../../../contract/assets.js';
import { isCompleteAmount, toWireAmount } from '../../lib/amount-input.js';
import { formatCryptoWithSymbol } from '../../lib/money-format.js';

export function SellQuoteAside({
  from,
  amount,
  precision,
  answer,
  rateLine,
  paid,
}: {
  from: CoinSymbol;
  amount: string;
  precision: number;
  answer: { rate: string; fee: string; target_currency_amount: string } | null;
  /** The rate as the sale words it (to a coin, or to cash). */
  rateLine: (rate: string) => string;
  /** An amount in what the sale pays. */
  paid: (amount: string) => string;
}) {
  const { t } = useLingui();
  return (
    <aside className="card trade-aside" aria-label={t`Quote`}>
      <h2 className="trade-aside-title">
        <Trans>Quote</Trans>
      </h2>
      <dl className="trade-summary">
        <div>
          <dt>
            <Trans>You sell</Trans>
          </dt>
          <dd className="amount">
            {formatCryptoWithSymbol(isCompleteAmount(amount) ? toWireAmount(amount) : '0', from, precision)}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Rate</Trans>
          </dt>
          <dd className="amount">{answer ? rateLine(answer.rate) : '—'}</dd>
        </div>
        <div>
          <dt>
            <Trans>Fee</Trans>
          </dt>
          <dd className="amount" data-testid="sell-aside-fee">
            {answer ? paid(answer.fee) : '—'}
          </dd>
        </div>
        <div className="trade-summary-total">
          <dt>
            <Trans>You receive</Trans>
          </dt>
          <dd className="amount" data-testid="sell-aside-receive">
            {answer ? paid(answer.target_currency_amount) : '—'}
          </dd>
        </div>
      </dl>
    </aside>
  );
}
