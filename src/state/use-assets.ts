/**
 * The assets the customer sees, in their market currency: balances from the wallet store, values
 * through the forex rates (not needed for USD), prices and 24-hour changes from the market store.
 * Loading starts when a screen that shows them mounts.
 */
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { offeredCoins } from '../../contract/assets.js';
import { buildAssets, type DisplayAsset } from '../lib/assets-view.js';
import { useOnlineAgain } from '../offline/hooks.js';
import { auth } from './auth.js';
import { locale } from './locale.js';
import { loadMarket, market } from './market.js';
import { loadRates, needsRates, rates } from './rates.js';
import { loadWallet, wallet } from './wallet.js';

export interface AssetsView {
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
  return c === 'EUR' || c === 'AUD' || c === 'USD' ? c : l.currency;
}

export function useAssets(opts: { withMarket?: boolean } = {}): AssetsView {
  const currency = useMarketCurrency();
  const w = useSnapshot(wallet);
  const r = useSnapshot(rates);
  const m = useSnapshot(market);
  const ratesNeeded = needsRates(currency);
  const withMarket = opts.withMarket ?? false;

  useEffect(() => {
    void loadWallet();
  }, []);
  useEffect(() => {
    if (ratesNeeded) void loadRates();
  }, [ratesNeeded]);
  useEffect(() => {
    if (withMarket) void loadMarket();
  }, [withMarket]);
  useOnlineAgain(() => {
    void loadWallet();
    if (ratesNeeded && rates.status !== 'ready') void loadRates({ force: true });
  });

  const assets = useMemo(
    () =>
      buildAssets(
        w.entries,
        offeredCoins(currency),
        currency,
        r.rates as Record<string, string> | null,
        m.ticks as DisplayTickMap,
      ),
    [w.entries, currency, r.rates, m.ticks],
  );

  return {
    assets,
    currency,
    loading: w.status === 'loading' || w.status === 'idle',
    walletError: w.status === 'error' ? w.error : null,
    ratesError: ratesNeeded && r.status === 'error',
    ratesLoading: ratesNeeded && (r.status === 'loading' || r.status === 'idle'),
    ratesFetchedAt: ratesNeeded ? r.fetchedAt : null,
    snapshotSavedAt: w.fromSnapshot ? w.loadedAt : null,
    reload: () => void loadWallet(),
    retryRates: () => void loadRates({ force: true }),
  };
}

type DisplayTickMap = Parameters<typeof buildAssets>[4];
