/** Swap's success screen (type 'swapped'): what was paid and what was received. */
import { Trans } from '@lingui/react/macro';
import { COINS } from '../../../contract/assets.js';
import { formatCrypto, formatCryptoWithSymbol } from '../../lib/money-format.js';
import type { ConversionDone } from '../../state/use-conversion.js';
import { TransactionSuccess } from '../../ui/TransactionSuccess.js';

export function SwapSuccess({ done, onDone }: { done: ConversionDone; onDone: () => void }) {
  return (
    <TransactionSuccess
      data={{
        type: 'swapped',
        crypto: done.from,
        amount: formatCrypto(done.amount),
        receiveCurrency: done.to,
        total: formatCrypto(done.total),
      }}
      onDone={onDone}
    >
      <dl className="swap-summary">
        <div>
          <dt>
            <Trans>From</Trans>
          </dt>
          <dd className="amount">{formatCryptoWithSymbol(done.amount, COINS[done.from].name)}</dd>
        </div>
        <div>
          <dt>
            <Trans context="amount">Received</Trans>
          </dt>
          <dd className="amount">{formatCryptoWithSymbol(done.total, done.to)}</dd>
        </div>
      </dl>
    </TransactionSuccess>
  );
}
