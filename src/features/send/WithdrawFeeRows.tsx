/** The network fee and what arrives, under the withdraw form's network (decision 115). */
import { Trans, useLingui } from '@lingui/react/macro';
import type { CoinSymbol } from '../../../contract/assets.js';
import { formatCrypto } from '../../lib/money-format.js';
import { Button } from '../../ui/Button.js';
import { SummaryList } from '../../ui/SummaryList.js';
import type { NetworkFeeState } from './use-network-fee.js';

export function WithdrawFeeRows({
  symbol,
  fee,
  received,
}: {
  symbol: CoinSymbol;
  fee: NetworkFeeState;
  received: string | null;
}) {
  const { t } = useLingui();
  const feeText =
    fee.status === 'failed'
      ? t`Not available`
      : fee.fee === null
        ? t`Loading...`
        : `${formatCrypto(fee.fee)} ${symbol}`;
  return (
    <div className="withdraw-fee" aria-live="polite">
      <SummaryList
        label={t`Network fee and amount received`}
        rows={[
          { label: t`Network fee`, value: feeText, testId: 'withdraw-fee' },
          {
            label: t`Amount received`,
            value: received === null ? '—' : `${formatCrypto(received)} ${symbol}`,
            total: true,
            testId: 'withdraw-received',
          },
        ]}
      />
      {fee.status === 'failed' ? (
        <div className="inline-warning" role="alert">
          <p>
            <Trans>The network fee is not available right now. Please try again.</Trans>
          </p>
          <Button variant="secondary" onClick={() => void fee.reload()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
