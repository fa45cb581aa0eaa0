/**
 * Admin transaction detail: icon, type, amount and date, then 'Payment details' with the merchant
 * name, status, payment amount, price (when a currency value exists) and the payment transaction
 * id with a copy button. Without a transaction in navigation state: 'Transaction not found'.
 */
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { ADMIN_MESSAGES } from '../../../contract/merchants.js';
import { formatWhen, parseUtc } from '../../lib/dates.js';
import { locale } from '../../state/locale.js';
import { TxIconBadge } from '../../ui/TransactionList.js';
import { toast } from '../../ui/toast.js';
import { NOT_AVAILABLE, paymentAmount, paymentPrice } from './merchant-view.js';
import type { AdminDetailState } from './view-state.js';
import './admin.css';
import * as paths from '../../lib/paths.js';

const COPIED_MS = 2000;

function isDetailState(s: unknown): s is AdminDetailState {
  const t = (s as AdminDetailState | null)?.transaction;
  return typeof t === 'object' && t !== null && typeof t.id === 'string' && typeof t.details === 'object';
}

function CopyButton({ value, label = 'Copy Payment Transaction ID' }: { value: string; label?: string }) {
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
      aria-label={copied ? 'Copied' : label}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(value);
          setCopied(true);
        } catch {
          toast.error('Failed to copy');
        }
      }}
    >
      {copied ? <Check aria-hidden="true" size={18} /> : <Copy aria-hidden="true" size={18} />}
      <span className="visually-hidden" aria-live="polite">
        {copied ? 'Copied' : ''}
      </span>
    </button>
  );
}

export default function AdminTransactionDetailScreen() {
  const { timeZone } = useSnapshot(locale);
  const state = useHistoryState<unknown>();

  if (!isDetailState(state)) {
    return (
      <section className="admin-detail admin-not-found">
        <h1>{ADMIN_MESSAGES.notFound}</h1>
        <Link href={paths.adminHistory}>{ADMIN_MESSAGES.goBack}</Link>
      </section>
    );
  }

  const { transaction: t, merchantName } = state;
  const price = paymentPrice(t.details);
  return (
    <section className="admin-detail" aria-labelledby="admin-detail-title">
      <div className="admin-detail-head">
        <TxIconBadge icon={t.icon} size={28} />
        <h1 id="admin-detail-title" className="admin-detail-type">
          {t.type}
        </h1>
        <p className={`amount admin-detail-amount${t.type === 'Withdraw' ? ' is-negative' : ''}`}>{t.amountText}</p>
        <p className="admin-detail-date">{formatWhen(parseUtc(t.rawDate), timeZone)}</p>
      </div>
      <section className="admin-card" aria-labelledby="payment-details-title">
        <h2 id="payment-details-title">{ADMIN_MESSAGES.paymentDetails}</h2>
        <dl className="detail-list">
          <div>
            <dt>Merchant Name</dt>
            <dd>{merchantName || NOT_AVAILABLE}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <span className={`status-pill status-${t.statusColor || 'success'}`}>
                {t.statusName || t.status || 'Completed'}
              </span>
            </dd>
          </div>
          <div>
            <dt>Payment Amount</dt>
            <dd className="amount">{paymentAmount(t.details)}</dd>
          </div>
          {price ? (
            <div>
              <dt>Price</dt>
              <dd className="amount">{price}</dd>
            </div>
          ) : null}
          <div>
            <dt>Reference</dt>
            <dd className="detail-id">
              <code>{t.details.reference ?? NOT_AVAILABLE}</code>
              {t.details.reference && t.details.reference !== NOT_AVAILABLE ? (
                <CopyButton value={t.details.reference} label="Copy Reference" />
              ) : null}
            </dd>
          </div>
          <div>
            <dt>Customer</dt>
            <dd className="detail-customer">
              {t.details.customerNumber && t.details.customerNumber !== NOT_AVAILABLE ? (
                <>
                  <code>{t.details.customerNumber}</code>
                  <span>{t.details.customerEmail}</span>
                </>
              ) : (
                NOT_AVAILABLE
              )}
            </dd>
          </div>
          <div>
            <dt>Payment Transaction ID</dt>
            <dd className="detail-id">
              <code>{t.details.transactionId}</code>
              <CopyButton value={t.details.transactionId} />
            </dd>
          </div>
        </dl>
      </section>
    </section>
  );
}
