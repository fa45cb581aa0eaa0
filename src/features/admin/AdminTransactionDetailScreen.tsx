/**
 * Admin transaction detail: icon, type, amount and date, then 'Payment details' with the merchant
 * name, status, payment amount, price (when a currency value exists) and the payment transaction
 * id with a copy button. Without a transaction in navigation state: 'Transaction not found'.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { formatWhen, parseUtc } from '../../lib/dates.js';
import { locale } from '../../state/locale.js';
import { TxIconBadge } from '../../ui/TransactionList.js';
import { toast } from '../../ui/toast.js';
import { NOT_AVAILABLE, paymentAmount, paymentPrice } from './merchant-view.js';
import type { AdminDetailState } from './view-state.js';
import './admin.css';
import * as paths from '../../lib/paths.js';
import { EmailAddress } from '../../ui/EmailAddress.js';

const COPIED_MS = 2000;

function isDetailState(s: unknown): s is AdminDetailState {
  const t = (s as AdminDetailState | null)?.transaction;
  return typeof t === 'object' && t !== null && typeof t.id === 'string' && typeof t.details === 'object';
}

function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(t);
  }, [copied]);
  return (
    <button
      type="button"
      className="icon-button copy-button"
      aria-label={copied ? t`Copied` : label}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(value);
          setCopied(true);
        } catch {
          toast.error(t`Failed to copy`);
        }
      }}
    >
      {copied ? <Check aria-hidden="true" size={18} /> : <Copy aria-hidden="true" size={18} />}
      <span className="visually-hidden" aria-live="polite">
        {copied ? t`Copied` : ''}
      </span>
    </button>
  );
}

export default function AdminTransactionDetailScreen() {
  const { t } = useLingui();
  const { timeZone } = useSnapshot(locale);
  const state = useHistoryState<unknown>();

  if (!isDetailState(state)) {
    return (
      <section className="admin-detail admin-not-found">
        <h1>
          <Trans>Transaction not found</Trans>
        </h1>
        <Link href={paths.adminHistory}>
          <Trans>Go back to transactions</Trans>
        </Link>
      </section>
    );
  }

  const { transaction: tx, merchantName } = state;
  const price = paymentPrice(tx.details);
  return (
    <section className="admin-detail" aria-labelledby="admin-detail-title">
      <div className="admin-detail-head">
        <TxIconBadge icon={tx.icon} size={28} />
        <h1 id="admin-detail-title" className="admin-detail-type">
          {tx.type}
        </h1>
        <p className={`amount admin-detail-amount${tx.type === 'Withdraw' ? ' is-negative' : ''}`}>{tx.amountText}</p>
        <p className="admin-detail-date">{formatWhen(parseUtc(tx.rawDate), timeZone)}</p>
      </div>
      <section className="admin-card" aria-labelledby="payment-details-title">
        <h2 id="payment-details-title">
          <Trans>Payment details</Trans>
        </h2>
        <dl className="detail-list">
          <div>
            <dt>
              <Trans>Merchant Name</Trans>
            </dt>
            <dd>{merchantName || NOT_AVAILABLE}</dd>
          </div>
          <div>
            <dt>
              <Trans>Status</Trans>
            </dt>
            <dd>
              <span className={`status-pill status-${tx.statusColor || 'success'}`}>
                {tx.statusName || tx.status || t`Completed`}
              </span>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Payment Amount</Trans>
            </dt>
            <dd className="amount">{paymentAmount(tx.details)}</dd>
          </div>
          {price ? (
            <div>
              <dt>
                <Trans>Price</Trans>
              </dt>
              <dd className="amount">{price}</dd>
            </div>
          ) : null}
          <div>
            <dt>
              <Trans>Reference</Trans>
            </dt>
            <dd className="detail-id">
              <code>{tx.details.reference ?? NOT_AVAILABLE}</code>
              {tx.details.reference && tx.details.reference !== NOT_AVAILABLE ? (
                <CopyButton value={tx.details.reference} label={t`Copy Reference`} />
              ) : null}
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Customer</Trans>
            </dt>
            <dd className="detail-customer">
              {tx.details.customerNumber && tx.details.customerNumber !== NOT_AVAILABLE ? (
                <>
                  <code>{tx.details.customerNumber}</code>
                  <span>
                    <EmailAddress address={tx.details.customerEmail} />
                  </span>
                </>
              ) : (
                NOT_AVAILABLE
              )}
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Payment Transaction ID</Trans>
            </dt>
            <dd className="detail-id">
              <code>{tx.details.transactionId}</code>
              <CopyButton value={tx.details.transactionId} label={t`Copy Payment Transaction ID`} />
            </dd>
          </div>
        </dl>
      </section>
    </section>
  );
}
