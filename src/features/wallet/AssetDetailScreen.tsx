/**
 * Asset detail: name, value, balance, the four actions, the price chart (decision 149, its own
 * chunk), what the coin cost and made (decision 430), its orders (decision 427) and the asset's Transaction History (specification section 2, Asset detail). The asset
 * comes in navigation state; its balance and value are refreshed from the wallet.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDownLeft, ArrowLeftRight, ArrowUpRight, Bell, CreditCard } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { isCoin } from '../../../contract/assets.js';
import { assetOfState, toNavState } from '../../lib/assets-view.js';
import { withCardAttempts } from '../../lib/card-attempts.js';
import { formatCrypto, formatFiat } from '../../lib/money-format.js';
import { buildDisplayList } from '../../lib/transactions.js';
import { useOnline } from '../../offline/hooks.js';
import { LastUpdated } from '../../offline/LastUpdated.js';
import { history, loadEveryPage } from '../../state/history.js';
import { locale } from '../../state/locale.js';
import { useAssets } from '../../state/use-assets.js';
import { CoinIcon, coinImage } from '../../ui/CoinIcon.js';
import { RatesNote } from '../../ui/RatesNote.js';
import { TransactionList } from '../../ui/TransactionList.js';
import '../../ui/screens.css';
import './wallet.css';
import * as paths from '../../lib/paths.js';
import { AssetResults } from './portfolio/AssetResults.js';

const PriceChart = lazy(() => import('./PriceChart.js'));
// The coin's orders with their Cancel (src/orders), a chunk of their own beside the chart.
const OpenOrders = lazy(() => import('../../orders/OpenOrders.js'));

export default function AssetDetailScreen() {
  const historyState = useHistoryState();
  const view = useAssets({ display: true });
  // A fired price alert's notification opens /asset-detail?coin=X, without navigation state.
  const queried = new URLSearchParams(useSearch()).get('coin');
  const fromQuery = queried ? view.assets.find((a) => a.symbol === queried) : undefined;
  const state =
    assetOfState(historyState) || !fromQuery
      ? historyState
      : toNavState(fromQuery, 'detail', view.currency, coinImage(fromQuery.symbol));
  const handed = assetOfState(state);
  const h = useSnapshot(history);
  const online = useOnline();
  const { timeZone } = useSnapshot(locale);
  const [, navigate] = useLocation();
  const { t } = useLingui();

  useEffect(() => {
    // A coin's rows may all be older than the newest page: this screen reads every page.
    if (handed) void loadEveryPage();
  }, [handed]);

  const symbol = handed?.currency.symbol;
  const live = view.assets.find((a) => a.symbol === symbol);
  const rows = useMemo(
    () =>
      symbol
        ? withCardAttempts(buildDisplayList(h.transactions as never, symbol), h.cardAttempts as never, symbol)
        : [],
    [h.transactions, h.cardAttempts, symbol],
  );
  // None of this coin's rows loaded yet, while more may hold some: the older pages, or the
  // server's list after the saved newest page (unless that load failed or the device is offline).
  const rowsComing =
    rows.length === 0 && !h.moreError && (h.next !== null || (h.fromSnapshot && online && h.error === null));

  if (!handed && queried && view.loading)
    return (
      <p className="page-narrow empty-text" role="status">
        <Trans>Loading...</Trans>
      </p>
    );
  if (!handed || !symbol)
    return (
      <div className="page-narrow empty-page">
        <p>
          <Trans>No asset data found</Trans>
        </p>
        <Link href={paths.signIn}>
          <Trans>Go back to Dashboard</Trans>
        </Link>
      </div>
    );

  const balance = view.loading || !live ? handed.rawBalance : live.balance;
  const value = view.loading || !live ? handed.convertedValue : live.value;
  const precision = handed.precision;
  const assetName = handed.currency.name;
  const assetState = live ? toNavState(live, 'send', view.currency, coinImage(live.symbol)) : state;

  return (
    <div className="asset-detail">
      <section className="balance-card asset-head">
        <CoinIcon symbol={symbol} size={48} />
        <h1 className="asset-title">{handed.currency.name}</h1>
        <p className="amount balance-amount" data-testid="asset-value">
          {view.ratesError ? t`Error loading rates` : value === null ? '—' : formatFiat(value, view.currency)}
        </p>
        <p className="amount asset-balance-big" data-testid="asset-balance">
          {formatCrypto(balance, precision)} {symbol}
        </p>
        <RatesNote fetchedAt={view.ratesFetchedAt} timeZone={timeZone} />
        <LastUpdated savedAt={view.snapshotSavedAt} />
        <Link href={paths.priceAlertsPath(symbol)} className="btn btn-secondary asset-alerts-link">
          <Bell aria-hidden="true" size={18} />
          <Trans>Price alerts</Trans>
        </Link>
      </section>

      <nav className="action-tiles" aria-label={t`Actions`}>
        <button
          type="button"
          className="action-tile"
          onClick={() => navigate(paths.send, { state: { ...(assetState as object), mode: 'send' } })}
        >
          <span className="action-icon" aria-hidden="true">
            <ArrowUpRight size={22} />
          </span>
          <span>
            <Trans>Withdraw</Trans>
          </span>
        </button>
        <button type="button" className="action-tile" onClick={() => navigate(paths.swap, { state: { from: symbol } })}>
          <span className="action-icon" aria-hidden="true">
            <ArrowLeftRight size={22} />
          </span>
          <span>
            <Trans>Swap</Trans>
          </span>
        </button>
        <Link href={paths.buySell} className="action-tile">
          <span className="action-icon" aria-hidden="true">
            <CreditCard size={22} />
          </span>
          <span>
            <Trans>Buy</Trans>
          </span>
        </Link>
        <button
          type="button"
          className="action-tile"
          onClick={() => navigate(paths.receive, { state: { ...(assetState as object), mode: 'receive' } })}
        >
          <span className="action-icon" aria-hidden="true">
            <ArrowDownLeft size={22} />
          </span>
          <span>
            <Trans>Deposit</Trans>
          </span>
        </button>
      </nav>

      {isCoin(symbol) ? (
        <Suspense fallback={<div className="chart-placeholder skeleton" />}>
          <PriceChart symbol={symbol} name={handed.currency.name} />
        </Suspense>
      ) : null}

      {isCoin(symbol) ? <AssetResults symbol={symbol} pageSavedAt={view.snapshotSavedAt} /> : null}

      {isCoin(symbol) ? (
        <Suspense fallback={<div className="history-card skeleton" aria-hidden="true" />}>
          <OpenOrders coin={symbol} />
        </Suspense>
      ) : null}

      <section className="history-card" aria-labelledby="asset-history-title">
        <h2 id="asset-history-title">
          <Trans>Transaction History</Trans>
        </h2>
        <LastUpdated savedAt={h.fromSnapshot ? h.loadedAt : null} />
        {/* A load that failed: above the rows still shown (saved ones, or a list being refreshed), if any. */}
        {h.error !== null ? (
          <div className="inline-error" role="alert">
            <p>{h.error}</p>
            <a
              href={window.location.pathname}
              onClick={(e) => {
                e.preventDefault();
                window.location.reload();
              }}
            >
              <Trans>Try again</Trans>
            </a>
          </div>
        ) : null}
        {h.status === 'error' ? null : h.status !== 'ready' || rowsComing ? (
          <p className="empty-text" role="status">
            <Trans>Loading transactions...</Trans>
          </p>
        ) : rows.length === 0 ? (
          <div className="empty-state">
            <p className="empty-title">
              <Trans>No transactions yet</Trans>
            </p>
            <p className="empty-text">
              <Trans>All your transactions will be displayed here</Trans>
            </p>
          </div>
        ) : (
          <TransactionList rows={rows} timeZone={timeZone} label={t`${assetName} transactions`} />
        )}
      </section>
    </div>
  );
}
