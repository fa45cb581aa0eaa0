/**
 * Merchant Transaction History (admin landing and /admin/transaction-history): pick a merchant,
 * a period, read completed and failed transactions newest first, open one, export CSV or PDF.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import {
  defaultMerchant,
  LISTING_DEFAULT_LIMIT,
  type Merchant,
  type MerchantTransaction,
  merchantDisplayName,
} from '../../../contract/merchants.js';
import { locale } from '../../state/locale.js';
import { Button } from '../../ui/Button.js';
import { ExportMenu } from '../../ui/ExportMenu.js';
import { InlineError } from '../../ui/InlineError.js';
import { ListDate } from '../../ui/ListDate.js';
import { TxIconBadge } from '../../ui/TransactionList.js';
import { toast } from '../../ui/toast.js';
import { getMerchantList, getMerchantTransactions } from './api/admin.js';
import { usePages } from './backoffice/use-pages.js';
import { visibleMerchantRows } from './merchant-view.js';
import { PeriodTabs } from './PeriodTabs.js';
import { ExportRefused, runExport } from './run-export.js';
import { type AdminDetailState, adminView } from './view-state.js';
import '../../ui/select.css';
import './admin.css';
import * as paths from '../../lib/paths.js';

type Load<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'error' };

const PANEL_ID = 'merchant-transactions';

function errorMessage(e: unknown, fallback: string): string {
  return e instanceof Error && e.message ? e.message : fallback;
}

export default function AdminHistoryScreen() {
  const { t } = useLingui();
  const fetchFailed = t`Failed to fetch transactions`;
  const { timeZone } = useSnapshot(locale);
  const view = useSnapshot(adminView);
  const [, navigate] = useLocation();
  const [merchants, setMerchants] = useState<Load<Merchant[]>>({ state: 'loading' });
  const [exporting, setExporting] = useState(false);

  const loadMerchants = useCallback(async () => {
    setMerchants({ state: 'loading' });
    try {
      const list = await getMerchantList();
      setMerchants({ state: 'ready', value: list });
      if (!list.some((m) => m.merchant_id === adminView.merchantId))
        adminView.merchantId = defaultMerchant(list)?.merchant_id ?? null;
    } catch {
      setMerchants({ state: 'error' });
    }
  }, []);

  useEffect(() => {
    void loadMerchants();
  }, [loadMerchants]);

  const merchantList = merchants.state === 'ready' ? merchants.value : [];
  const merchant = merchantList.find((m) => m.merchant_id === view.merchantId);
  const merchantId = merchant?.merchant_id ?? null;

  // Pages are counted by offset, so a row can come again on the next page after new ones
  // arrived: it is shown once. Without a merchant there is nothing to ask.
  const paged = usePages<MerchantTransaction>(
    async (before) => {
      if (!merchantId) return { items: [], next: null };
      const page = Number(before ?? 1);
      const r = await getMerchantTransactions(merchantId, { page, limit: LISTING_DEFAULT_LIMIT });
      return { items: r.details, next: page * LISTING_DEFAULT_LIMIT < r.total ? String(page + 1) : null };
    },
    [merchantId],
    { olderFailed: fetchFailed, firstFailed: fetchFailed, keyOf: (x) => x._id },
  );
  const { loaded, older, pages } = paged;
  const list = useMemo(() => (loaded.state === 'ready' ? [...loaded.data, ...older] : []), [loaded, older]);

  const rows = useMemo(
    () => visibleMerchantRows(list, view.period, new Date(), timeZone),
    [list, view.period, timeZone],
  );

  const onExport = async (kind: 'csv' | 'pdf') => {
    setExporting(true);
    try {
      await runExport(kind, merchant, view.period, timeZone);
      toast.success(kind === 'csv' ? t`CSV file downloaded` : t`PDF file downloaded`);
    } catch (e) {
      const message = errorMessage(e, fetchFailed);
      toast.error(e instanceof ExportRefused ? e.message : t`Failed to load transactions: ${message}`);
    } finally {
      setExporting(false);
    }
  };

  const merchantName = merchant ? merchantDisplayName(merchant) : '';
  const message = loaded.state === 'error' ? loaded.message : '';
  const loading = merchants.state === 'loading' || (merchantId !== null && loaded.state === 'loading');

  return (
    <section className="admin-history" aria-labelledby="admin-history-title">
      <div className="admin-history-head">
        <h1 id="admin-history-title">
          <Trans>Merchant Transaction History</Trans>
        </h1>
        <div className="admin-toolbar">
          <select
            className="select-control merchant-select"
            aria-label={t`Select Merchant`}
            value={merchantId ?? ''}
            disabled={merchants.state !== 'ready'}
            onChange={(e) => {
              adminView.merchantId = e.target.value || null;
            }}
          >
            <option value="">{t`Select Merchant`}</option>
            {merchantList.map((m) => (
              <option key={m.merchant_id} value={m.merchant_id}>
                {merchantDisplayName(m)}
              </option>
            ))}
          </select>
          {/* Until the merchant list is in, the chosen merchant is not known here: an export would
              say none was chosen. */}
          <ExportMenu
            busy={exporting}
            disabled={merchants.state !== 'ready'}
            onExport={(kind) => void onExport(kind)}
          />
        </div>
      </div>

      {merchants.state === 'error' ? (
        <InlineError className="admin-banner admin-banner-error" onRetry={() => void loadMerchants()}>
          <span>
            <Trans>Failed to load merchants</Trans>
          </span>
        </InlineError>
      ) : null}

      <PeriodTabs
        value={view.period}
        onChange={(p) => {
          adminView.period = p;
        }}
        panelId={PANEL_ID}
      />

      {loaded.state === 'error' ? (
        <div className="admin-banner admin-banner-error" role="alert">
          <Trans>Failed to load transactions: {message}</Trans>
        </div>
      ) : null}

      <div
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={`period-tab-${view.period}`}
        aria-busy={loading}
        className="admin-panel"
      >
        {loading ? (
          <div className="admin-loading">
            <p className="admin-empty" role="status">
              <Trans>Loading transactions...</Trans>
            </p>
            <div className="skeleton admin-skeleton-row" />
            <div className="skeleton admin-skeleton-row" />
            <div className="skeleton admin-skeleton-row" />
          </div>
        ) : !merchantId ? (
          <p className="admin-empty" role="status">
            <Trans>Please select a merchant to view transactions.</Trans>
          </p>
        ) : loaded.state === 'ready' && rows.length === 0 ? (
          <p className="admin-empty" role="status">
            <Trans>No completed or failed transactions found for the selected filters.</Trans>
          </p>
        ) : loaded.state === 'ready' ? (
          <ul className="tx-list" aria-label={t`Transactions of ${merchantName}`}>
            {rows.map((row) => (
              <li key={row.id}>
                <button
                  type="button"
                  className="merchant-tx-row"
                  data-type={row.type}
                  onClick={() =>
                    navigate(paths.adminTransactionDetail, {
                      state: { transaction: row, merchantName } satisfies AdminDetailState,
                    })
                  }
                >
                  <TxIconBadge icon={row.icon} />
                  <span className="merchant-tx-main">
                    <span className="merchant-tx-type">{row.type}</span>
                    <ListDate value={row.formattedDate} />
                  </span>
                  <span className="merchant-tx-end">
                    <span className={`amount merchant-tx-amount${row.type === 'Withdraw' ? ' is-negative' : ''}`}>
                      {row.amountText}
                    </span>
                    <span className={`status-pill status-${row.statusColor}`}>{row.statusName}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {pages.next ? (
          <div className="admin-more">
            <Button variant="secondary" busy={pages.more.busy} onClick={() => void pages.loadOlder()}>
              {pages.more.busy ? t`Loading...` : t`Load more`}
            </Button>
          </div>
        ) : null}
        {pages.more.error ? (
          <p className="admin-banner admin-banner-error" role="alert">
            {pages.more.error}
          </p>
        ) : null}
      </div>
    </section>
  );
}
