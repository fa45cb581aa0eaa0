/**
 * The assets the customer sees, in their market currency: balances from the wallet store, values
 * through the forex rates (not needed for USD), prices and 24-hour changes from the market store.
 * Loading starts when a screen that shows them mounts, and its first data shows in one render.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { isFiat, offeredCoins } from '../../contract/assets.js';
import { buildAssets, type DisplayAsset } from '../lib/assets-view.js';
import { useOnlineAgain } from '../offline/hooks.js';
import { auth } from './auth.js';
import { locale } from './locale.js';
import { market } from './market.js';
import { loadRates, needsRates, rates } from './rates.js';
import { loadWallet, wallet } from './wallet.js';

interface AssetsView {
  assets: DisplayAsset[];
  currency: ReturnType<typeof useMarketCurrency>;
  /** Balances are loading for the first time. */
  loading: boolean;
  walletError: string | null;
  /** Rates are needed and failed: values cannot be shown ('Error loading rates'). */
  ratesError: boolean;
  ratesLoading: boolean;
  /** When the rates in use were produced (ISO), or null for USD. */
  ratesFetchedAt: string | null;
  /** Balances from the offline snapshot, saved at this time (Unix ms); null when live. */
  snapshotSavedAt: number | null;
  reload: () => void;
  retryRates: () => void;
}

/** The market currency: the signed-in user's own, else the visitor's location. */
export function useMarketCurrency() {
  const a = useSnapshot(auth);
  const l = useSnapshot(locale);
  const c = a.user?.currency_code;
  return isFiat(c) ? c : l.currency;
}

/**
 * The currency values are shown in: the customer's choice (decision 118), else the market
 * currency. It never decides what may be bought: that stays the market currency's.
 */
export function useDisplayCurrency() {
  const a = useSnapshot(auth);
  const market = useMarketCurrency();
  const c = a.user?.display_currency;
  return isFiat(c) ? c : market;
}

export function useAssets(opts: { withMarket?: boolean; display?: boolean } = {}): AssetsView {
  const marketCurrency = useMarketCurrency();
  const chosen = useDisplayCurrency();
  // Screens that only show values follow the customer's display currency; trading screens keep
  // the market currency (what a card is charged in).
  const currency = opts.display ? chosen : marketCurrency;
  const w = useSnapshot(wallet);
  const r = useSnapshot(rates);
  const m = useSnapshot(market);
  const ratesNeeded = needsRates(currency);
  const withMarket = opts.withMarket ?? false;

  // The first load asks for everything the screen shows at once and shows it in one render; a
  // market currency that changes later (the location answering) brings its rates on its own.
  const ratesAsked = useRef<boolean | null>(null);
  useEffect(() => {
    if (ratesAsked.current === null) void loadWallet({ rates: ratesNeeded, market: withMarket });
    else if (ratesNeeded && !ratesAsked.current) void loadRates();
    ratesAsked.current = ratesNeeded;
  }, [ratesNeeded, withMarket]);
  useOnlineAgain(() => {
    void loadWallet({ rates: ratesNeeded });
    if (ratesNeeded && rates.status !== 'ready') void loadRates({ force: true });
  });

  const assets = useMemo(
    () =>
      buildAssets(
        w.entries,
        offeredCoins(marketCurrency),
        currency,
        r.rates as Record<string, string> | null,
        m.ticks as DisplayTickMap,
      ),
    [w.entries, marketCurrency, currency, r.rates, m.ticks],
  );

  const loading = w.status === 'loading' || w.status === 'idle';
  const walletError = w.status === 'error' ? w.error : null;
  const ratesError = ratesNeeded && r.status === 'error';
  const ratesLoading = ratesNeeded && (r.status === 'loading' || r.status === 'idle');
  const ratesFetchedAt = ratesNeeded ? r.fetchedAt : null;
  const snapshotSavedAt = w.fromSnapshot ? w.loadedAt : null;
  // One object while nothing in it changes: a screen can defer its rendering on it
  // (useDeferredValue) without a render of its own for every render of the screen.
  return useMemo(
    () => ({
      assets,
      currency,
      loading,
      walletError,
      ratesError,
      ratesLoading,
      ratesFetchedAt,
      snapshotSavedAt,
      reload: () => void loadWallet({ rates: ratesNeeded }),
      retryRates: () => void loadRates({ force: true }),
    }),
    [assets, currency, loading, walletError, ratesError, ratesLoading, ratesFetchedAt, snapshotSavedAt, ratesNeeded],
  );
}

type DisplayTickMap = Parameters<typeof buildAssets>[4];
