/**
 * The customer's balances (get-wallet-list, valued in USD) shared by the wallet screens, the
 * pickers, withdraw and swap. A screen shows what is held and refreshes it on arrival; a failed
 * load leaves an empty list and the error to show (specification section 8).
 */

import { proxy } from 'valtio';
import type { WalletEntry } from '../../contract/exchange.js';
import { messageOf } from '../api/errors.js';
import { getWalletList } from '../api/exchange.js';
import { loadWithSnapshot, sameData } from '../offline/load.js';
import { auth } from './auth.js';
import { requestMarket } from './market.js';
import { applySavedRates, needsRates, rates, requestRates } from './rates.js';
import { onSessionEnd, sessionGeneration } from './session.js';

const WALLET_LOAD_FAILED = 'Failed to load wallet';

interface WalletState {
  /** 'idle' until the first answer (shown as loading); 'loading' again only for a retry after an error. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  entries: WalletEntry[];
  error: string | null;
  /** When the balances came from the server (Unix ms). */
  loadedAt: number | null;
  /** The server was not reached: these are the last balances seen. */
  fromSnapshot: boolean;
}

/** What the offline snapshot keeps: the balances and the rates they were valued at. */
interface WalletSnapshot {
  entries: WalletEntry[];
  rates: Record<string, string> | null;
  /** When those rates were produced (ISO), for 'Rates from 14:05'. */
  ratesFetchedAt?: string | null;
}

export const wallet = proxy<WalletState>({
  status: 'idle',
  entries: [],
  error: null,
  loadedAt: null,
  fromSnapshot: false,
});

interface WalletLoadOptions {
  /** Also the forex rates the balances are valued at (default: when the customer's currency needs them). */
  rates?: boolean;
  /** Also the prices and 24-hour changes (the wallet home's list). */
  market?: boolean;
  /** Prices younger than this are kept (default: a minute; live updates pass 0). */
  marketMaxAgeMs?: number;
}

let pending: Promise<void> | null = null;

/**
 * Loads the balances, with the rates they are valued at and, when asked, the prices, and shows
 * them all in one step: a screen's first data costs one render, not one per answer. Concurrent
 * callers share one request.
 */
export function loadWallet(opts: WalletLoadOptions = {}): Promise<void> {
  const prices = opts.market ? requestMarket(opts.marketMaxAgeMs) : null;
  if (pending) return prices ? Promise.all([pending, prices]).then(([, show]) => show()) : pending;
  // 'idle' already shows as loading: only a retry after an error changes the screen.
  if (wallet.status === 'error') wallet.status = 'loading';
  const withRates = opts.rates ?? needsRates(auth.user?.currency_code ?? 'USD');
  // Asked before the snapshot is opened: offline, the rates may still come from a cache.
  const ratesUpdate = withRates ? requestRates() : null;
  const userId = auth.user?.id;
  // Reopening the wallet, the customer's own last balances show at once, marked with their age
  // ('Last updated …'), while the server is asked. A retry or refresh keeps what is shown instead.
  const showSaved =
    wallet.status === 'idle'
      ? (saved: { data: WalletSnapshot; savedAt: number }) => {
          if (wallet.status !== 'idle' || auth.user?.id !== userId) return;
          applySavedRates({ rates: saved.data.rates, fetchedAt: saved.data.ratesFetchedAt });
          if (!sameData(wallet.entries, saved.data.entries)) wallet.entries = saved.data.entries;
          wallet.loadedAt = saved.savedAt;
          wallet.fromSnapshot = true;
          wallet.status = 'ready';
        }
      : undefined;
  const balances = loadWithSnapshot<WalletSnapshot>(
    'wallet',
    userId,
    async () => {
      // The snapshot keeps the rates the balances are valued at: have them before saving it.
      const [entries, r] = await Promise.all([getWalletList('USD'), ratesUpdate]);
      return r
        ? { entries, rates: r.rates, ratesFetchedAt: r.fetchedAt }
        : { entries, rates: rates.rates ? { ...rates.rates } : null, ratesFetchedAt: rates.fetchedAt };
    },
    { showSaved },
  ).then(
    (loaded) => () => {
      // Balances equal to those on screen (the snapshot's, or the last live update's) stay the
      // objects on screen: the wallet does not render again for the same figures.
      if (!sameData(wallet.entries, loaded.data.entries)) wallet.entries = loaded.data.entries;
      wallet.status = 'ready';
      wallet.error = null;
      wallet.loadedAt = loaded.savedAt;
      wallet.fromSnapshot = loaded.fromSnapshot;
      // Offline without cached rates: value the snapshot at the rates it was seen with.
      if (loaded.fromSnapshot) applySavedRates({ rates: loaded.data.rates, fetchedAt: loaded.data.ratesFetchedAt });
    },
    (e: unknown) => () => {
      // Saved balances on screen stay there, with the error beside them and their age.
      if (!wallet.fromSnapshot) wallet.entries = [];
      wallet.status = 'error';
      wallet.error = messageOf(e, WALLET_LOAD_FAILED);
    },
  );
  // An answer to a session that has ended since is shown to nobody (the next one asks its own).
  const asked = sessionGeneration();
  const load: Promise<void> = Promise.all([balances, ratesUpdate, prices])
    .then(([showBalances, r, showPrices]) => {
      if (asked !== sessionGeneration()) return;
      // One synchronous step, so one render; the rates go first for applySavedRates to see them.
      r?.apply();
      showPrices?.();
      showBalances();
    })
    .finally(() => {
      if (pending === load) pending = null;
    });
  pending = load;
  return load;
}

onSessionEnd(() => {
  pending = null;
  Object.assign(wallet, { status: 'idle', entries: [], error: null, loadedAt: null, fromSnapshot: false });
});
