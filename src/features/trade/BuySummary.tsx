/** The Buy tab's order summary: Amount, Price, Fees and Total. */
import type { CoinSymbol, FiatSymbol } from '../../../contract/assets.js';
import { BUY_FEE_RATE, buyFee, buyTotal } from '../../../contract/payments.js';
import { isCompleteAmount } from '../../lib/amount-input.js';
import { formatCrypto, formatFiat } from '../../lib/money-format.js';

interface BuySummaryProps {
  symbol: CoinSymbol;
  decimals: number;
  crypto: string;
  wireCrypto: string;
  price: string;
  /** The fiat amount in wire form, '0' while incomplete. */
  fiatValue: string;
  currency: FiatSymbol;
}

export function BuySummary({ symbol, decimals, crypto, wireCrypto, price, fiatValue, currency }: BuySummaryProps) {
  const hasPrice = price !== '0';
  return (
    <dl className="trade-summary" aria-label="Order summary">
      <div>
        <dt>Amount</dt>
        <dd className="amount" data-testid="buy-summary-amount">
          {formatCrypto(isCompleteAmount(crypto) ? wireCrypto : '0', decimals)} {symbol}
        </dd>
      </div>
      <div>
        <dt>Price</dt>
        <dd className="amount" data-testid="buy-summary-price">
          {hasPrice ? `1 ${symbol} = ${formatFiat(price, currency)}` : '—'}
        </dd>
      </div>
      <div>
        <dt>Fees ({Number(BUY_FEE_RATE) * 100}%)</dt>
        <dd className="amount" data-testid="buy-summary-fee">
          {formatFiat(buyFee(fiatValue), currency)}
        </dd>
      </div>
      <div className="trade-summary-total">
        <dt>Total</dt>
        <dd className="amount" data-testid="buy-summary-total">
          {formatFiat(buyTotal(fiatValue), currency)}
        </dd>
      </div>
    </dl>
  );
}
