/**
 * Transaction detail: icon, type and amount (a swap's credit in green over its debit), the swap
 * details and date, and the 'Payment details' card with status, amount, price (buys, when the
 * USDC equivalent is known), transaction id and recipient with copy buttons.
 */
import { Copy } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { CardPurchaseAttempt } from '../../../contract/card-purchases.js';
import type { AccountTransaction, EquivalentUsdc } from '../../../contract/exchange.js';
import { USDC_EQUIVALENT_DECIMALS, WALLET_MESSAGES } from '../../../contract/exchange.js';
import { toFixed } from '../../../contract/money.js';
import { getEquivalentUsdc } from '../../api/exchange.js';
import { cardAttemptRow } from '../../lib/card-attempts.js';
import { formatWhen } from '../../lib/dates.js';
import { formatCrypto, signed } from '../../lib/money-format.js';
import { buildDisplayList, type DisplayTransaction, detailStatus } from '../../lib/transactions.js';
import { history } from '../../state/history.js';
import { locale } from '../../state/locale.js';
import { TxAmount, TxIconBadge } from '../../ui/TransactionList.js';
import { toast } from '../../ui/toast.js';
import { CardAttemptRows, PendingCardNotice } from './CardAttemptRows.js';
import { ChainDetailRows } from './ChainDetailRows.js';
import '../../ui/screens.css';
import './transactions.css';
import * as paths from '../../lib/paths.js';

function transactionOf(state: unknown): DisplayTransaction | null {
  const t = (state as { transaction?: DisplayTransaction } | null)?.transaction;
  return t && typeof t.id === 'string' && typeof t.type === 'string' ? t : null;
}

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied to clipboard!`);
  } catch {
    toast.error(`Failed to copy ${what.toLowerCase()}`);
  }
}

export default function TransactionDetailScreen() {
  const handed = transactionOf(useHistoryState());
  const h = useSnapshot(history);
  // The row as the history now has it: a withdrawal moves from Pending to sent, with its hash.
  // A card purchase that bought nothing follows its entry too (cancelled, expired).
  const tx = useMemo(() => {
    if (!handed) return null;
    const attempt = (h.cardAttempts as CardPurchaseAttempt[]).find((a) => `card:${a.tracking_id}` === handed.id);
    if (attempt) return cardAttemptRow(attempt);
    return buildDisplayList(h.transactions as AccountTransaction[]).find((r) => r.id === handed.id) ?? handed;
  }, [handed, h.transactions, h.cardAttempts]);
  const { timeZone } = useSnapshot(locale);
  const [usdc, setUsdc] = useState<EquivalentUsdc | null>(null);

  const lookup = tx && tx.type === 'Buy' && tx.details.trackingId ? tx.details.trackingId : null;
  useEffect(() => {
    if (!lookup) return;
    let live = true;
    getEquivalentUsdc(lookup)
      .then((r) => live && setUsdc(r))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [lookup]);

  if (!tx)
    return (
      <div className="page-narrow empty-page">
        <p>{WALLET_MESSAGES.transactionNotFound}</p>
        <Link href={paths.transactions}>Go back to transactions</Link>
      </div>
    );

  const amountText =
    tx.credit && tx.debit
      ? `${signed(`${formatCrypto(tx.credit.amount)} ${tx.credit.currency}`, '+')} / ${signed(
          `${formatCrypto(tx.debit.amount)} ${tx.debit.currency}`,
          '-',
        )}`
      : signed(`${formatCrypto(tx.amount)} ${tx.currency}`, tx.sign);

  return (
    <div className="screen tx-detail">
      <h1 className="tx-detail-title">Transaction Details</h1>
      <section className="card tx-detail-head">
        <TxIconBadge icon={tx.iconName} size={28} />
        <p className="tx-detail-type">{tx.type}</p>
        <TxAmount row={tx} large />
        {tx.swapDetails ? <p className="muted">{tx.swapDetails}</p> : null}
        <p className="muted">{formatWhen(tx.createdAt, timeZone)}</p>
      </section>

      <section className="card" aria-labelledby="payment-details">
        <h2 id="payment-details">Payment details</h2>
        <dl className="detail-list">
          <div>
            <dt>Status</dt>
            <dd className={`status status-${detailStatus(tx).toLowerCase()}`}>{detailStatus(tx)}</dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd className="amount">{amountText}</dd>
          </div>
          {tx.type === 'Buy' && usdc ? (
            <div>
              <dt>Price</dt>
              <dd className="amount">
                1 {tx.currency} = {toFixed(usdc.usdcRate, USDC_EQUIVALENT_DECIMALS)} {usdc.currency}
              </dd>
            </div>
          ) : null}
          {tx.card ? <CardAttemptRows card={tx.card} timeZone={timeZone} /> : null}
          {tx.details.network ? (
            <div>
              <dt>Network</dt>
              <dd>{tx.details.network}</dd>
            </div>
          ) : null}
          <div>
            <dt>Transaction ID</dt>
            <dd className="copy-value">
              <span className="mono nowrap" data-testid="detail-reference">
                {tx.details.reference ?? tx.details.transactionId}
              </span>
              <button
                type="button"
                className="icon-button"
                aria-label="Copy transaction ID"
                onClick={() => void copy(tx.details.reference ?? tx.details.transactionId, 'Transaction ID')}
              >
                <Copy size={18} aria-hidden="true" />
              </button>
            </dd>
          </div>
          {tx.type === 'Withdraw' && tx.details.recipient ? (
            <div>
              <dt>Recipient</dt>
              <dd className="copy-value">
                <span className="mono">{tx.details.recipient}</span>
                <button
                  type="button"
                  className="icon-button"
                  aria-label="Copy recipient address"
                  onClick={() => void copy(tx.details.recipient ?? '', 'Recipient')}
                >
                  <Copy size={18} aria-hidden="true" />
                </button>
              </dd>
            </div>
          ) : null}
          <ChainDetailRows tx={tx} onCopy={(hash) => void copy(hash, 'Transaction hash')} />
        </dl>
        {tx.card ? <PendingCardNotice card={tx.card} trackingId={tx.details.trackingId} timeZone={timeZone} /> : null}
      </section>
    </div>
  );
}
