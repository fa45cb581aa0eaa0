/**
 * The chain side of a deposit or withdrawal on its detail page: the network fee taken from a
 * withdrawal, and the transaction hash with a copy button and a link to the network's block
 * explorer (decision 117). A withdrawal still being sent says so instead of a hash.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { formatCryptoWithSymbol } from '../../lib/money-format.js';
import type { DisplayTransaction } from '../../lib/transactions.js';
import { CopyValueRow } from './CopyValueRow.js';

export function ChainDetailRows({ tx, onCopy }: { tx: DisplayTransaction; onCopy: (text: string) => void }) {
  const { t } = useLingui();
  if (tx.type !== 'Withdraw' && tx.type !== 'Deposit') return null;
  const { txHash, explorerUrl, networkFee } = tx.details;
  const host = explorerUrl ? new URL(explorerUrl).host : '';
  return (
    <>
      {networkFee ? (
        <div>
          <dt>
            <Trans>Network fee</Trans>
          </dt>
          <dd className="amount" data-testid="detail-network-fee">
            {formatCryptoWithSymbol(networkFee, tx.currency)}
          </dd>
        </div>
      ) : null}
      {txHash ? (
        <CopyValueRow
          label={<Trans>Transaction hash</Trans>}
          value={txHash}
          testId="detail-tx-hash"
          copyLabel={t`Copy transaction hash`}
          onCopy={() => onCopy(txHash)}
        />
      ) : tx.type === 'Withdraw' && tx.status === 'Pending' ? (
        <div>
          <dt>
            <Trans>Transaction hash</Trans>
          </dt>
          <dd className="muted">
            <Trans>Not sent yet</Trans>
          </dd>
        </div>
      ) : null}
      {explorerUrl ? (
        <div>
          <dt>
            <Trans>Block explorer</Trans>
          </dt>
          <dd>
            <a href={explorerUrl} target="_blank" rel="noopener noreferrer" className="explorer-link">
              <Trans>View on {host}</Trans> <ExternalLink size={14} aria-hidden="true" />
            </a>
          </dd>
        </div>
      ) : null}
    </>
  );
}
