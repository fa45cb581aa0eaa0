/**
 * The customer's balances (get-wallet-list, valued in USD) shared by the wallet screens, the
 * pickers, withdraw and swap. A screen shows what is held and refreshes it on arrival; a failed
 * load leaves an empty list and the error to show (specification section 8).
 */
import { proxy } from 'valtio';
import type { WalletEntry } from '../../contract/exchange.js';
import { isDecimalString } from '../../contract/money.js';
import { messageOf } from '../api/errors.js';
import { getWalletList } from '../api/exchange.js';
import { loadWithSnapshot } from '../offline/load.js';
import { auth } from './auth.js';
import { applySavedRates, loadRates, needsRates, rates } from './rates.js';
import { onSessionEnd } from './session.js';

export const WALLET_LOAD_FAILED = 'Failed to load wallet';

export interface WalletState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  entries: WalletEntry[];
  error: string | null;
  /** When the balances came from the server (Unix ms). */
  loadedAt: number | null;
  /** The server was not reached: these are the last balances seen. */
  fromSnapshot: boolean;
}

/** What the offline snapshot keeps: the balances and the rates they were valued at. */
export interface WalletSnapshot {
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

let pending: Promise<void> | null = null;

/** Loads the balances; concurrent callers share one request. */
export function loadWallet(): Promise<void> {
  if (pending) return pending;
  if (wallet.status !== 'ready') wallet.status = 'loading';
  pending = loadWithSnapshot<WalletSnapshot>('wallet', auth.user?.id, async () => {
    // The snapshot keeps the rates the balances are valued at: have them before saving it.
    const [entries] = await Promise.all([
      getWalletList('USD'),
      needsRates(auth.user?.currency_code ?? 'USD') ? loadRates() : null,
    ]);
    return { entries, rates: rates.rates ? { ...rates.rates } : null, ratesFetchedAt: rates.fetchedAt };
  })
    .then((loaded) => {
      wallet.entries = loaded.data.entries;
      wallet.status = 'ready';
      wallet.error = null;
      wallet.loadedAt = loaded.savedAt;
      wallet.fromSnapshot = loaded.fromSnapshot;
      // Offline without cached rates: value the snapshot at the rates it was seen with.
      if (loaded.fromSnapshot) applySavedRates({ rates: loaded.data.rates, fetchedAt: loaded.data.ratesFetchedAt });
    })
    .catch((e) => {
      wallet.entries = [];
      wallet.status = 'error';
      wallet.error = messageOf(e, WALLET_LOAD_FAILED);
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** The balance of a coin as a decimal string ('0' when none is held). */
export function balanceIn(entries: readonly WalletEntry[], symbol: string): string {
  const e = entries.find((x) => x.currency.currency_id === symbol);
  return e && isDecimalString(e.free_balance) ? e.free_balance : '0';
}

/** The USD value of the holding of a coin ('0' when none). */
export function usdValueIn(entries: readonly WalletEntry[], symbol: string): string {
  const e = entries.find((x) => x.currency.currency_id === symbol);
  return e && isDecimalString(e.free_balance_quoted) ? e.free_balance_quoted : '0';
}

onSessionEnd(() => {
  Object.assign(wallet, { status: 'idle', entries: [], error: null, loadedAt: null, fromSnapshot: false });
});
