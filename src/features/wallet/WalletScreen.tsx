/**
 * Wallet home: Total Account Balance, the four action tiles, and the Assets list with search and
 * the With Balance toggle (specification section 2, Wallet home).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDownLeft, ArrowLeftRight, ArrowUpRight, CreditCard } from 'lucide-react';
import {
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { cashCurrencyOf } from '../../../contract/bank.js';
import {
  accountTotal,
  type DisplayAsset,
  searchAssets,
  toNavState,
  totalValue,
  withBalance,
} from '../../lib/assets-view.js';
import { formatFiat } from '../../lib/money-format.js';
import { whenIdle } from '../../lib/when-idle.js';
import { useOnline } from '../../offline/hooks.js';
import { LastUpdated } from '../../offline/LastUpdated.js';
import { walletPainted } from '../../offline/wallet-painted.js';
import { auth } from '../../state/auth.js';
import { locale } from '../../state/locale.js';
import { useAssets } from '../../state/use-assets.js';
import { useCash } from '../../state/use-cash.js';
import { useCashConversion } from '../../state/use-cash-conversion.js';
import { coinImage } from '../../ui/CoinIcon.js';
import { InlineError } from '../../ui/InlineError.js';
import { RatesNote } from '../../ui/RatesNote.js';
import { AssetRow } from './AssetRow.js';
import { AssetSearchList } from './AssetSearchList.js';
import { CashCard } from './CashCard.js';
import { DepositOriginNotice } from './DepositOriginNotice.js';
import { markFirstScreen } from './first-screen-mark.js';
import { PortfolioChartPlaceholder } from './portfolio/PortfolioChartPlaceholder.js';
import { TotalReturnPlaceholder } from './portfolio/TotalReturnPlaceholder.js';
import '../../ui/screens.css';
import './wallet.css';
import * as paths from '../../lib/paths.js';

const TILES: ReadonlyArray<{ href: string; label: MessageDescriptor; Icon: typeof ArrowUpRight }> = [
  { href: paths.sendPicker, label: msg`Withdraw`, Icon: ArrowUpRight },
  { href: paths.swap, label: msg`Swap`, Icon: ArrowLeftRight },
  { href: paths.buySell, label: msg`Buy/Sell`, Icon: CreditCard },
  { href: paths.receivePicker, label: msg`Deposit`, Icon: ArrowDownLeft },
];

/** 'Kup/Sprzedaj': a narrow tile breaks the line after the slash before it breaks a word. */
function breakAfterSlash(text: string): string {
  // A zero-width space: a place to break the line that shows nothing and is not read out.
  return text.replaceAll('/', '/\u200b');
}

/** The four actions: nothing in them changes with the data, so they render once. */
const ActionTiles = memo(function ActionTiles() {
  const { i18n, t } = useLingui();
  return (
    <nav className="action-tiles" aria-label={t`Actions`}>
      {TILES.map(({ href, label, Icon }) => (
        <Link key={href} href={href} className="action-tile">
          <span className="action-icon" aria-hidden="true">
            <Icon size={22} />
          </span>
          <span>{breakAfterSlash(i18n._(label))}</span>
        </Link>
      ))}
    </nav>
  );
});

/** 'Rates from 14:05' in the customer's time zone: the location answering re-renders only this. */
const BalanceRatesNote = memo(function BalanceRatesNote({ fetchedAt }: { fetchedAt: string | null }) {
  const { timeZone } = useSnapshot(locale);
  // The line is held while the rates load, so the tiles and assets below do not move when it
  // fills in (a layout shift on every visit).
  if (!fetchedAt)
    return (
      <p className="rates-note" aria-hidden="true">
        {'\u00a0'}
      </p>
    );
  return <RatesNote fetchedAt={fetchedAt} timeZone={timeZone} />;
});

/**
 * 'Secure your account': its code (the popup, the verification modal, the dialog and their styles)
 * loads only once the offer (verification-offer.ts) says it opens, so a verified customer never
 * loads it. Memoised: the wallet's own updates never re-render it.
 */
const HomeSecurePopup = lazy(() =>
  Promise.all([import('../../ui/SecureAccountPopup.js'), import('../../api/kyc.js')]).then(
    ([{ SecureAccountPopup }, { kycCalls }]) => ({
      default: memo(function HomeSecurePopup() {
        return <SecureAccountPopup calls={kycCalls} />;
      }),
    }),
  ),
);

/**
 * The total return and the portfolio chart: their code, their calls and their render wait until
 * the wallet's first screen is drawn and the browser has a moment; the space each fills is held
 * from the first paint. Memoised: they have data of their own, so the wallet's updates (its
 * fresh answers, each live update's prices) never render them again.
 */
const TotalReturn = lazy(() => import('./portfolio/TotalReturn.js').then((m) => ({ default: memo(m.default) })));
const PortfolioChart = lazy(() => import('./portfolio/PortfolioChart.js').then((m) => ({ default: memo(m.default) })));

function WhenIdle({ after, placeholder, children }: { after: boolean; placeholder: ReactNode; children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => (after ? whenIdle(() => setMounted(true)) : undefined), [after]);
  return mounted ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}

/**
 * The offer of 'Secure your account', asked once the browser has a moment after the wallet's first
 * commit (its call and its render are no part of the first screen), and again when the connection
 * comes back.
 */
const LaterSecurePopup = memo(function LaterSecurePopup() {
  const online = useOnline();
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    if (!online || offered) return;
    let here = true;
    const cancel = whenIdle(() => {
      void Promise.all([import('../../ui/verification-offer.js'), import('../../api/kyc.js')])
        .then(([{ offerVerification }, { getKycStatus }]) => offerVerification(getKycStatus, () => here))
        .then((yes) => {
          if (yes && here) setOffered(true);
        })
        // A file that did not load (the connection dropped): offered at the next wallet or connection.
        .catch(() => {});
    });
    return () => {
      here = false;
      cancel();
    };
  }, [online, offered]);
  return offered ? (
    <Suspense fallback={null}>
      <HomeSecurePopup />
    </Suspense>
  ) : null;
});

export default function WalletScreen() {
  // The stores' updates render at once (useSyncExternalStore cannot wait); the screen's answer to
  // them, the balance and every row, is rendered as a transition that yields to the browser every
  // few milliseconds, so fresh data never blocks the main thread for the whole screen.
  const view = useDeferredValue(useAssets({ withMarket: true, display: true }));
  const [, navigate] = useLocation();
  const [query, setQuery] = useState('');
  const [onlyHeld, setOnlyHeld] = useState(false);
  const { assets, currency } = view;
  const { t } = useLingui();
  // The saved wallet's age, kept once fresh figures replace it: the total return and the chart,
  // saved with it, say nothing more while their own fresh figures are on their way, so no age line
  // comes and goes under the balance on a reopen.
  const [savedShown, setSavedShown] = useState<number | null>(null);
  useEffect(() => {
    if (view.snapshotSavedAt !== null) setSavedShown(view.snapshotSavedAt);
  }, [view.snapshotSavedAt]);
  const walletSavedAt = view.snapshotSavedAt ?? savedShown;
  // Opened under the painting of the last wallet (decision 468), whose balance card has its age
  // line: the card beneath holds that line from its first render, so nothing under it moves when
  // the saved figures arrive, hidden as it is, nor when the painting hands over.
  const [paintedAtStart] = useState(walletPainted);
  // Customers of a region with a bank currency hold cash too: shown first, before the coins.
  const customer = useSnapshot(auth).user;
  const cashCurrency = cashCurrencyOf(customer?.currency_code);
  // The total counts the cash too, so it waits for the first cash answer (or its snapshot) rather
  // than showing one figure and then another. A balance the server refuses (a customer not yet
  // verified has none) leaves the coins alone.
  const cash = useCash(cashCurrency);
  const cashPending =
    cashCurrency !== null && cash.data === null && (cash.status === 'idle' || cash.status === 'loading');

  // Cash in another currency than the one shown adds at the coins' forex rates, once they are here.
  const { convert, pending: conversionPending } = useCashConversion(cash.data?.currency ?? null, currency);
  const total = useMemo(
    () => (conversionPending ? null : accountTotal(totalValue(assets), cash.data, currency, convert)),
    [assets, cash.data, currency, convert, conversionPending],
  );
  const shown = useMemo(() => searchAssets(onlyHeld ? withBalance(assets) : assets, query), [assets, onlyHeld, query]);
  const choose = useCallback(
    (asset: DisplayAsset) =>
      navigate(paths.assetDetail, { state: toNavState(asset, 'detail', currency, coinImage(asset.symbol)) }),
    [navigate, currency],
  );
  const totalShown = !view.ratesError && !view.loading && !view.ratesLoading && !cashPending && total !== null;
  useEffect(() => {
    if (totalShown) markFirstScreen();
  }, [totalShown]);
  // The screen with the server's figures is kept, once the browser has a moment, to be painted
  // before any code on the next reopen (decision 468); again whenever the total changes.
  const userId = customer?.id;
  const freshTotal = totalShown && view.snapshotSavedAt === null ? total : null;
  useEffect(() => {
    if (!userId || freshTotal === null) return undefined;
    return whenIdle(() => void import('../../offline/wallet-paint-keep.js').then((m) => m.keepWalletPaint(userId)));
  }, [userId, freshTotal]);
  // The parts loaded after the first screen: once it is drawn, or shown from a snapshot, or failed.
  const later = totalShown || view.ratesError || view.snapshotSavedAt !== null;

  return (
    <div className="wallet-page">
      <h1 className="visually-hidden">
        <Trans>Wallet</Trans>
      </h1>
      <section className="balance-card" aria-labelledby="total-balance-label">
        <h2 id="total-balance-label" className="balance-label">
          <Trans>Total Account Balance</Trans>
        </h2>
        {view.ratesError ? (
          <InlineError className="balance-error" onRetry={() => window.location.reload()}>
            <p className="balance-amount">
              <Trans>Error loading rates</Trans>
            </p>
          </InlineError>
        ) : view.loading || view.ratesLoading || cashPending || total === null ? (
          <p className="balance-amount">
            <span className="skeleton balance-skeleton" aria-hidden="true" />
            <span className="visually-hidden">
              <Trans>Loading...</Trans>
            </span>
          </p>
        ) : (
          <p className="amount balance-amount" data-testid="total-balance">
            {formatFiat(total, currency)}
          </p>
        )}
        {/* One box whatever fills it (placeholder, figures or error): its content changes, not the page. */}
        <div className="total-return-slot">
          <WhenIdle after={later} placeholder={<TotalReturnPlaceholder />}>
            <TotalReturn walletSavedAt={walletSavedAt} />
          </WhenIdle>
        </div>
        <BalanceRatesNote fetchedAt={view.ratesFetchedAt} />
        <LastUpdated savedAt={view.snapshotSavedAt} heldFromStart={paintedAtStart} />
      </section>

      <div className="portfolio-chart-slot">
        <WhenIdle after={later} placeholder={<PortfolioChartPlaceholder />}>
          <PortfolioChart walletSavedAt={walletSavedAt} />
        </WhenIdle>
      </div>

      {cashCurrency ? <CashCard currency={cashCurrency} /> : null}

      <ActionTiles />
      <DepositOriginNotice />

      <section className="assets-card" aria-labelledby="assets-title">
        <div className="assets-head">
          <h2 id="assets-title">
            <Trans>Assets</Trans>
          </h2>
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              aria-checked={onlyHeld}
              checked={onlyHeld}
              onChange={(e) => setOnlyHeld(e.target.checked)}
            />
            <span className="switch-track" aria-hidden="true" />
            <span>
              <Trans>With Balance</Trans>
            </span>
          </label>
        </div>
        <AssetSearchList
          searchId="asset-search"
          query={query}
          onQuery={setQuery}
          view={view}
          shown={shown}
          label={t`Assets`}
          row={(a) => <AssetRow key={a.symbol} asset={a} currency={currency} showPrice onChoose={choose} />}
        />
      </section>
      <LaterSecurePopup />
    </div>
  );
}
