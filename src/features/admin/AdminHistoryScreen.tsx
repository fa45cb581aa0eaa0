/**
 * Merchant Transaction History (admin landing and /admin/transaction-history): pick a merchant,
 * a period, read completed and failed transactions newest first, open one, export CSV or PDF.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import {
  ADMIN_MESSAGES,
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
import { TxIconBadge } from '../../ui/TransactionList.js';
import { toast } from '../../ui/toast.js';
import { getMerchantList, getMerchantTransactions } from './api/admin.js';
import { visibleMerchantRows } from './merchant-view.js';
import { PeriodTabs } from './PeriodTabs.js';
import { ExportRefused, runExport } from './run-export.js';
import { type AdminDetailState, adminView } from './view-state.js';
import './admin.css';
import * as paths from '../../lib/paths.js';

type Load<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'error'; message: string };

interface TxPages {
  list: MerchantTransaction[];
  total: number;
  page: number;
}

const PANEL_ID = 'merchant-transactions';

function errorMessage(e: unknown): string {
  return e instanceof Error && e.message ? e.message : ADMIN_MESSAGES.fetchFailed;
}

export default function AdminHistoryScreen() {
  const { timeZone } = useSnapshot(locale);
  const view = useSnapshot(adminView);
  const [, navigate] = useLocation();
  const [merchants, setMerchants] = useState<Load<Merchant[]>>({ state: 'loading' });
  const [txs, setTxs] = useState<Load<TxPages> | null>(null);
  const [moreBusy, setMoreBusy] = useState(false);
  const [exporting, setExporting] = useState(false);

  const loadMerchants = useCallback(async () => {
    setMerchants({ state: 'loading' });
    try {
      const list = await getMerchantList();
      setMerchants({ state: 'ready', value: list });
      if (!list.some((m) => m.merchant_id === adminView.merchantId))
        adminView.merchantId = defaultMerchant(list)?.merchant_id ?? null;
    } catch {
      setMerchants({ state: 'error', message: ADMIN_MESSAGES.merchantsFailed });
    }
  }, []);

  useEffect(() => {
    void loadMerchants();
  }, [loadMerchants]);

  const merchantList = merchants.state === 'ready' ? merchants.value : [];
  const merchant = merchantList.find((m) => m.merchant_id === view.merchantId);
  const merchantId = merchant?.merchant_id ?? null;

  useEffect(() => {
    if (!merchantId) {
      setTxs(null);
      return;
    }
    const abort = new AbortController();
    setTxs({ state: 'loading' });
    getMerchantTransactions(merchantId, { page: 1, limit: LISTING_DEFAULT_LIMIT, signal: abort.signal }).then(
      (r) => {
        if (!abort.signal.aborted) setTxs({ state: 'ready', value: { list: r.details, total: r.total, page: 1 } });
      },
      (e) => {
        if (!abort.signal.aborted) setTxs({ state: 'error', message: errorMessage(e) });
      },
    );
    return () => abort.abort();
  }, [merchantId]);

  const loadMore = async () => {
    if (!merchantId || txs?.state !== 'ready') return;
    setMoreBusy(true);
    try {
      const next = txs.value.page + 1;
      const r = await getMerchantTransactions(merchantId, { page: next, limit: LISTING_DEFAULT_LIMIT });
      const seen = new Set(txs.value.list.map((t) => t._id));
      setTxs({
        state: 'ready',
        value: { list: [...txs.value.list, ...r.details.filter((t) => !seen.has(t._id))], total: r.total, page: next },
      });
    } catch (e) {
      setTxs({ state: 'error', message: errorMessage(e) });
    } finally {
      setMoreBusy(false);
    }
  };

  const rows = useMemo(
    () => (txs?.state === 'ready' ? visibleMerchantRows(txs.value.list, view.period, new Date(), timeZone) : []),
    [txs, view.period, timeZone],
  );

  const onExport = async (kind: 'csv' | 'pdf') => {
    setExporting(true);
    try {
      await runExport(kind, merchant, view.period, timeZone);
      toast.success(`${kind.toUpperCase()} file downloaded`);
    } catch (e) {
      toast.error(e instanceof ExportRefused ? e.message : ADMIN_MESSAGES.loadFailed(errorMessage(e)));
    } finally {
      setExporting(false);
    }
  };

  const merchantName = merchant ? merchantDisplayName(merchant) : '';

  return (
    <section className="admin-history" aria-labelledby="admin-history-title">
      <div className="admin-history-head">
        <h1 id="admin-history-title">{ADMIN_MESSAGES.title}</h1>
        <div className="admin-toolbar">
          <select
            className="merchant-select"
            aria-label={ADMIN_MESSAGES.selectMerchant}
            value={merchantId ?? ''}
            disabled={merchants.state !== 'ready'}
            onChange={(e) => {
              adminView.merchantId = e.target.value || null;
            }}
          >
            <option value="">{ADMIN_MESSAGES.selectMerchant}</option>
            {merchantList.map((m) => (
              <option key={m.merchant_id} value={m.merchant_id}>
                {merchantDisplayName(m)}
              </option>
            ))}
          </select>
          <ExportMenu busy={exporting} onExport={(kind) => void onExport(kind)} />
        </div>
      </div>

      {merchants.state === 'error' ? (
        <InlineError className="admin-banner admin-banner-error" onRetry={() => void loadMerchants()}>
          <span>{merchants.message}</span>
        </InlineError>
      ) : null}

      <PeriodTabs
        value={view.period}
        onChange={(p) => {
          adminView.period = p;
        }}
        panelId={PANEL_ID}
      />

      {txs?.state === 'error' ? (
        <div className="admin-banner admin-banner-error" role="alert">
          {ADMIN_MESSAGES.loadFailed(txs.message)}
        </div>
      ) : null}

      <div
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={`period-tab-${view.period}`}
        aria-busy={txs?.state === 'loading' || merchants.state === 'loading'}
        className="admin-panel"
      >
        {merchants.state === 'loading' || txs?.state === 'loading' ? (
          <div className="admin-loading">
            <p className="admin-empty">{ADMIN_MESSAGES.loading}</p>
            <div className="skeleton admin-skeleton-row" />
            <div className="skeleton admin-skeleton-row" />
            <div className="skeleton admin-skeleton-row" />
          </div>
        ) : !merchantId ? (
          <p className="admin-empty">{ADMIN_MESSAGES.noMerchant}</p>
        ) : txs?.state === 'ready' && rows.length === 0 ? (
          <p className="admin-empty">{ADMIN_MESSAGES.emptyFiltered}</p>
        ) : txs?.state === 'ready' ? (
          <ul className="tx-list" aria-label={`Transactions of ${merchantName}`}>
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
                    <span className="merchant-tx-date">{row.formattedDate}</span>
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
        {txs?.state === 'ready' && txs.value.list.length < txs.value.total ? (
          <div className="admin-more">
            <Button variant="secondary" busy={moreBusy} onClick={() => void loadMore()}>
              {moreBusy ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
