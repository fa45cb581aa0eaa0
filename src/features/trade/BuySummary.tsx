/** The Buy tab's order summary: Amount, Price, Fees and Total. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { CoinSymbol, FiatSymbol } from '../../../contract/assets.js';
import { BUY_FEE_RATE, buyFee, buyTotal } from '../../../contract/payments.js';
import { isCompleteAmount } from '../../lib/amount-input.js';
import { formatCryptoWithSymbol, formatFiat, formatPercent } from '../../lib/money-format.js';

interface BuySummaryProps {
  symbol: CoinSymbol;
  decimals: number;
  crypto: string;
  wireCrypto: string;
  price: string;
  /** The fiat amount in wire form, '0' while incomplete. */
  fiatValue: string;
  currency: FiatSymbol;
  /** Paid from the cash balance: no card fee (decision 267). */
  noFee?: boolean;
}

export function BuySummary({
  symbol,
  decimals,
  crypto,
  wireCrypto,
  price,
  fiatValue,
  currency,
  noFee = false,
}: BuySummaryProps) {
  const { t } = useLingui();
  const hasPrice = price !== '0';
  const rate = formatFiat(price, currency);
  // The formatting module has no percentage yet: the rate's figure goes into the message.
  const feePercent = formatPercent(noFee ? 0 : Number(BUY_FEE_RATE) * 100, { maxDecimals: 2 });
  return (
    <dl className="trade-summary" aria-label={t`Order summary`}>
      <div>
        <dt>
          <Trans>Amount</Trans>
        </dt>
        <dd className="amount" data-testid="buy-summary-amount">
          {formatCryptoWithSymbol(isCompleteAmount(crypto) ? wireCrypto : '0', symbol, decimals)}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Price</Trans>
        </dt>
        <dd className="amount" data-testid="buy-summary-price">
          {hasPrice ? t`1 ${symbol} = ${rate}` : '—'}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Fees ({feePercent})</Trans>
        </dt>
        <dd className="amount" data-testid="buy-summary-fee">
          {formatFiat(noFee ? '0' : buyFee(fiatValue), currency)}
        </dd>
      </div>
      <div className="trade-summary-total">
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd className="amount" data-testid="buy-summary-total">
          {formatFiat(noFee ? fiatValue : buyTotal(fiatValue), currency)}
        </dd>
      </div>
    </dl>
  );
}
