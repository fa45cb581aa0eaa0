/**
 * The chain side of a deposit or withdrawal on its detail page: the network fee taken from a
 * withdrawal, and the transaction hash with a copy button and a link to the network's block
 * explorer (decision 117). A withdrawal still being sent says so instead of a hash.
 */
import { Copy, ExternalLink } from 'lucide-react';
import { formatCrypto } from '../../lib/money-format.js';
import type { DisplayTransaction } from '../../lib/transactions.js';

export function ChainDetailRows({ tx, onCopy }: { tx: DisplayTransaction; onCopy: (text: string) => void }) {
  if (tx.type !== 'Withdraw' && tx.type !== 'Deposit') return null;
  const { txHash, explorerUrl, networkFee } = tx.details;
  return (
    <>
      {networkFee ? (
        <div>
          <dt>Network fee</dt>
          <dd className="amount" data-testid="detail-network-fee">
            {formatCrypto(networkFee)} {tx.currency}
          </dd>
        </div>
      ) : null}
      {txHash ? (
        <div>
          <dt>Transaction hash</dt>
          <dd className="copy-value">
            <span className="mono" data-testid="detail-tx-hash">
              {txHash}
            </span>
            <button
              type="button"
              className="icon-button"
              aria-label="Copy transaction hash"
              onClick={() => onCopy(txHash)}
            >
              <Copy size={18} aria-hidden="true" />
            </button>
          </dd>
        </div>
      ) : tx.type === 'Withdraw' && tx.status === 'Pending' ? (
        <div>
          <dt>Transaction hash</dt>
          <dd className="muted">Not sent yet</dd>
        </div>
      ) : null}
      {explorerUrl ? (
        <div>
          <dt>Block explorer</dt>
          <dd>
            <a href={explorerUrl} target="_blank" rel="noopener noreferrer" className="explorer-link">
              View on {new URL(explorerUrl).host} <ExternalLink size={14} aria-hidden="true" />
            </a>
          </dd>
        </div>
      ) : null}
    </>
  );
}
