/**
 * What a conversion quote takes and gives (Terms 6.1 and 6.3: prices and fees are shown before
 * confirmation): the fee with its share, and what is received after it.
 */
import { useLingui } from '@lingui/react/macro';
import type { CoinSymbol } from '../../contract/assets.js';
import type { CashCurrency } from '../../contract/bank.js';
import type { SwapQuoteAnswer } from '../../contract/exchange.js';
import { feePercent } from '../lib/fees.js';
import { formatCrypto } from '../lib/money-format.js';
import { SummaryList } from './SummaryList.js';

export function QuoteFees({
  quote,
  to,
  testIdPrefix,
}: {
  quote: Pick<SwapQuoteAnswer, 'fee' | 'target_currency_amount'> | null;
  /** A coin, or the cash currency of a sale to cash. */
  to: CoinSymbol | CashCurrency;
  testIdPrefix: string;
}) {
  const { t } = useLingui();
  const pct = quote ? feePercent(quote.fee, quote.target_currency_amount) : null;
  return (
    <SummaryList
      label={t`Fee and amount received`}
      rows={[
        {
          label: pct ? t`Fee (${pct})` : t`Fee`,
          value: quote ? `${formatCrypto(quote.fee)} ${to}` : '—',
          testId: `${testIdPrefix}-fee`,
        },
        {
          label: t`You receive`,
          value: quote ? `${formatCrypto(quote.target_currency_amount)} ${to}` : '—',
          total: true,
          testId: `${testIdPrefix}-receive`,
        },
      ]}
    />
  );
}
