/**
 * Live updates while the app is open and visible (decisions 119 and 177): the balances, the
 * prices and the history that are on screen are loaded again every LIVE_INTERVAL_MS, with the interval doubling after
 * each failure up to LIVE_MAX_INTERVAL_MS; nothing is asked while the page is hidden or the
 * device offline, and both are loaded at once when the page shows again. A deposit that appears
 * in the history between two loads is announced with a toast. The app badge of unseen price
 * alerts is read when live updates start and whenever the page shows again.
 */
import { t } from '@lingui/core/macro';
import type { AccountTransaction } from '../../contract/exchange.js';
import { formatCrypto } from '../lib/money-format.js';
import { network } from '../offline/network.js';
import { toast } from '../ui/toast.js';
import { syncAlertBadge } from './alert-device.js';
import { history, loadHistory } from './history.js';
import { market } from './market.js';
import { loadWallet, wallet } from './wallet.js';

// A few seconds: a move of the market shows in the wallet's values about as fast as in a quote.
export const LIVE_INTERVAL_MS = 5_000;
export const LIVE_MAX_INTERVAL_MS = 120_000;

/** The interval after `failures` failures in a row: doubling, capped. */
export function liveDelay(failures: number): number {
  return Math.min(LIVE_MAX_INTERVAL_MS, LIVE_INTERVAL_MS * 2 ** Math.min(failures, 10));
}

/** Deposits in `next` that `seen` did not hold. */
export function newDeposits(seen: ReadonlySet<string>, next: readonly AccountTransaction[]): AccountTransaction[] {
  return next.filter(
    (t) => t.type === 'credit' && t.transaction_class === 'payment' && !seen.has(t.account_transaction_id),
  );
}

async function refresh(): Promise<boolean> {
  const before = new Set(history.transactions.map((t) => t.account_transaction_id));
  const hadHistory = history.status === 'ready';
  const jobs: Promise<unknown>[] = [];
  // The prices go with the balances, so each value and the total move with the market; only when
  // a screen has shown prices (the wallet home's rows).
  if (wallet.status !== 'idle') jobs.push(loadWallet({ market: market.status !== 'idle', marketMaxAgeMs: 0 }));
  // The history is what tells a deposit arrived: it is loaded even when no list shows it.
  jobs.push(loadHistory());
  await Promise.all(jobs);
  if (history.status !== 'ready' || history.fromSnapshot) return false;
  if (hadHistory)
    for (const d of newDeposits(before, history.transactions)) {
      const amount = formatCrypto(d.amount);
      const coin = d.currency_id;
      toast.success(t`Deposit received: +${amount} ${coin}`);
    }
  return true;
}

/** Started once by the signed-in layout (loaded on demand: not part of the first route); returns stop. */
export function startLiveUpdates(): () => void {
  {
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const visible = () => !document.hidden && network.online;
    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && visible()) timer = setTimeout(tick, liveDelay(failures));
    };
    const tick = async () => {
      if (stopped || !visible()) return;
      try {
        failures = (await refresh()) ? 0 : failures + 1;
      } catch {
        failures += 1;
      }
      schedule();
    };
    const onShow = () => {
      if (visible()) {
        void syncAlertBadge();
        void tick();
      } else clearTimeout(timer);
    };
    document.addEventListener('visibilitychange', onShow);
    window.addEventListener('online', onShow);
    window.addEventListener('offline', onShow);
    // The first history load sets what is already known: no toast for deposits seen before. A
    // history the server has just given (the page the app asked for as it started, decision 470)
    // is known already: asking again would fetch the same page twice.
    const known = history.status === 'ready' && !history.fromSnapshot;
    void (known ? Promise.resolve() : loadHistory()).finally(schedule);
    // The app badge counts fired price alerts not yet seen (decision 142): set on opening and on
    // coming back to the app; a push message sets it in between.
    void syncAlertBadge();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShow);
      window.removeEventListener('online', onShow);
      window.removeEventListener('offline', onShow);
    };
  }
}
