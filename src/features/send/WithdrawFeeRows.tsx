/** The network fee and what arrives, under the withdraw form's network (decision 115). */
import type { CoinSymbol } from '../../../contract/assets.js';
import { WITHDRAWAL_FEE_MESSAGES } from '../../../contract/withdrawal-fee.js';
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
  const feeText =
    fee.status === 'failed' ? 'Not available' : fee.fee === null ? 'Loading...' : `${formatCrypto(fee.fee)} ${symbol}`;
  return (
    <div className="withdraw-fee" aria-live="polite">
      <SummaryList
        label="Network fee and amount received"
        rows={[
          { label: 'Network fee', value: feeText, testId: 'withdraw-fee' },
          {
            label: 'Amount received',
            value: received === null ? '—' : `${formatCrypto(received)} ${symbol}`,
            total: true,
            testId: 'withdraw-received',
          },
        ]}
      />
      {fee.status === 'failed' ? (
        <div className="inline-warning" role="alert">
          <p>{WITHDRAWAL_FEE_MESSAGES.feeUnavailable}</p>
          <Button variant="secondary" onClick={() => void fee.reload()}>
            Try again
          </Button>
        </div>
      ) : null}
    </div>
  );
}
