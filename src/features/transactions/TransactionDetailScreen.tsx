/**
 * Transaction detail: icon, type and amount (a swap's credit in green over its debit), the swap
 * details and date, and the 'Payment details' card with status, amount, price (buys, when the
 * USDC equivalent is known), transaction id and recipient with copy buttons.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { CardPurchaseAttempt } from '../../../contract/card-purchases.js';
import type { AccountTransaction } from '../../../contract/exchange.js';
import { USDC_EQUIVALENT_DECIMALS } from '../../../contract/exchange.js';
import { getEquivalentUsdc } from '../../api/exchange.js';
import { cardAttemptRow } from '../../lib/card-attempts.js';
import { formatWhen } from '../../lib/dates.js';
import { formatAmount, formatCryptoWithSymbol, signed } from '../../lib/money-format.js';
import { buildDisplayList, type DisplayTransaction, detailStatus } from '../../lib/transactions.js';
import { history } from '../../state/history.js';
import { locale } from '../../state/locale.js';
import { loadedData, useLoad } from '../../state/use-load.js';
import { ORDER_STEP_WORDS, TxAmount, TxIconBadge } from '../../ui/TransactionList.js';
import { toast } from '../../ui/toast.js';
import { transactionWord } from '../../ui/transaction-words.js';
import { CardAttemptRows, PendingCardNotice } from './CardAttemptRows.js';
import { CashDetailRows } from './CashDetailRows.js';
import { ChainDetailRows } from './ChainDetailRows.js';
import { CopyValueRow } from './CopyValueRow.js';
import { DepositOriginRow } from './DepositOriginRow.js';
import '../../ui/screens.css';
import './transactions.css';
import * as paths from '../../lib/paths.js';

function transactionOf(state: unknown): DisplayTransaction | null {
  const t = (state as { transaction?: DisplayTransaction } | null)?.transaction;
  return t && typeof t.id === 'string' && typeof t.type === 'string' ? t : null;
}

/** Copies `text` and says so with `done`, or that it failed with `failed`. */
async function copy(text: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(failed);
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
  const { i18n, t } = useLingui();
  const lookup = tx && tx.type === 'Buy' && tx.details.trackingId ? tx.details.trackingId : null;
  // The USDC equivalent is extra: without it the row is left out; the transaction itself is shown.
  const [usdcLoad] = useLoad(() => (lookup ? getEquivalentUsdc(lookup) : Promise.resolve(null)), [lookup]);
  const usdc = loadedData(usdcLoad);

  if (!tx)
    return (
      <div className="page-narrow empty-page">
        <p>
          <Trans>Transaction not found</Trans>
        </p>
        <Link href={paths.transactions}>
          <Trans>Go back to transactions</Trans>
        </Link>
      </div>
    );

  // Each amount whole on its line (decision 410): a swap's two may wrap between them, never inside one.
  const amountText =
    tx.credit && tx.debit ? (
      <>
        <span className="amount">{signed(formatAmount(tx.credit.amount, tx.credit.currency), '+')}</span> /{' '}
        <span className="amount">{signed(formatAmount(tx.debit.amount, tx.debit.currency), '-')}</span>
      </>
    ) : (
      <span className="amount">{signed(formatAmount(tx.amount, tx.currency), tx.sign)}</span>
    );
  const status = detailStatus(tx);

  return (
    <div className="screen tx-detail">
      <h1 className="tx-detail-title">
        <Trans>Transaction Details</Trans>
      </h1>
      <section className="card tx-detail-head">
        <TxIconBadge icon={tx.iconName} size={28} />
        <p className="tx-detail-type">{transactionWord(i18n, tx.type)}</p>
        <TxAmount row={tx} large />
        {tx.swapDetails ? <p className="muted">{tx.swapDetails}</p> : null}
        <p className="muted">{formatWhen(tx.createdAt, timeZone)}</p>
      </section>

      <section className="card" aria-labelledby="payment-details">
        <h2 id="payment-details">
          <Trans>Payment details</Trans>
        </h2>
        <dl className="detail-list">
          <div>
            <dt>
              <Trans>Status</Trans>
            </dt>
            <dd className={`status status-${status.toLowerCase()}`}>{transactionWord(i18n, status)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Amount</Trans>
            </dt>
            <dd>{amountText}</dd>
          </div>
          {tx.order ? (
            <div>
              <dt>
                <Trans>Order</Trans>
              </dt>
              <dd data-testid="tx-detail-order">
                {i18n._(ORDER_STEP_WORDS[tx.order.step])} <span className="muted">({tx.order.id})</span>
              </dd>
            </div>
          ) : null}
          {tx.type === 'Buy' && usdc ? (
            <div>
              <dt>
                <Trans>Price</Trans>
              </dt>
              <dd>
                <span className="amount">{formatCryptoWithSymbol('1', tx.currency)}</span> ={' '}
                <span className="amount">
                  {formatCryptoWithSymbol(usdc.usdcRate, usdc.currency, USDC_EQUIVALENT_DECIMALS)}
                </span>
              </dd>
            </div>
          ) : null}
          {tx.card ? <CardAttemptRows card={tx.card} timeZone={timeZone} /> : null}
          <CashDetailRows tx={tx} />
          {tx.details.network ? (
            <div>
              <dt>
                <Trans>Network</Trans>
              </dt>
              <dd>{tx.details.network}</dd>
            </div>
          ) : null}
          <CopyValueRow
            label={<Trans>Transaction ID</Trans>}
            value={tx.details.reference ?? tx.details.transactionId}
            valueClassName="mono nowrap"
            testId="detail-reference"
            copyLabel={t`Copy transaction ID`}
            onCopy={() =>
              void copy(
                tx.details.reference ?? tx.details.transactionId,
                t`Transaction ID copied to clipboard!`,
                t`Failed to copy transaction id`,
              )
            }
          />
          {tx.type === 'Withdraw' && tx.details.recipient ? (
            <CopyValueRow
              label={<Trans>Recipient</Trans>}
              value={tx.details.recipient}
              copyLabel={t`Copy recipient address`}
              onCopy={() =>
                void copy(tx.details.recipient ?? '', t`Recipient copied to clipboard!`, t`Failed to copy recipient`)
              }
            />
          ) : null}
          <ChainDetailRows
            tx={tx}
            onCopy={(hash) =>
              void copy(hash, t`Transaction hash copied to clipboard!`, t`Failed to copy transaction hash`)
            }
          />
        </dl>
        {tx.card ? <PendingCardNotice card={tx.card} trackingId={tx.details.trackingId} timeZone={timeZone} /> : null}
        {tx.type === 'Deposit' ? (
          <DepositOriginRow ids={[tx.details.trackingId, tx.details.transactionId, tx.details.reference ?? '']} />
        ) : null}
      </section>
    </div>
  );
}
