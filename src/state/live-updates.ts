/**
 * Live updates while the app is open and visible (decisions 119 and 177): the balances, the
 * prices and the history that are on screen are loaded again every LIVE_INTERVAL_MS, with the interval doubling after
 * each failure up to LIVE_MAX_INTERVAL_MS; nothing is asked while the page is hidden or the
 * device offline, and both are loaded at once when the page shows again. A deposit that appears
 * among the newest transactions between two looks is announced with a toast (decision 481). The
 * app badge of unseen price alerts is read when live updates start and whenever the page shows again.
 */
import { t } from '@lingui/core/macro';
import type { AccountTransaction } from '../../contract/exchange.js';
import { getHistoryPage } from '../api/exchange.js';
import { formatCrypto } from '../lib/money-format.js';
import { network } from '../offline/network.js';
import { toast } from '../ui/toast.js';
import { syncAlertBadge } from './alert-device.js';
import { FIRST_PAGE, history, loadHistory } from './history.js';
import { market } from './market.js';
import { loadWallet, wallet } from './wallet.js';

// A few seconds: a move of the market shows in the wallet's values about as fast as in a quote.
export const LIVE_INTERVAL_MS = 5_000;
export const LIVE_MAX_INTERVAL_MS = 120_000;

/**
 * How many of the newest transactions a deposit is looked for in while no list has loaded the
 * history this visit (the wallet, the swap…): one small call, nothing kept offline. Loading the
 * list's whole newest page for it (50 sealed rows, the card purchases, the bank deposits, and the
 * encrypted snapshot written after) was the largest work on the wallet after its own (decision 481).
 */
export const WATCH_ROWS = 10;

/** The newest transactions of one look, newest first, and how many were asked for. */
interface Look {
  rows: readonly AccountTransaction[];
  asked: number;
}

/** The interval after `failures` failures in a row: doubling, capped. */
export function liveDelay(failures: number): number {
  return Math.min(LIVE_MAX_INTERVAL_MS, LIVE_INTERVAL_MS * 2 ** Math.min(failures, 10));
}

/**
 * Deposits in `next` that the look before did not hold. Only as many of the newest rows as that
 * look asked for are compared: a row below them was beyond its reach, not new (a look of the
 * whole list's page follows one of fewer rows when the customer opens the history).
 */
export function newDeposits(before: Look, next: Look): AccountTransaction[] {
  const seen = new Set(before.rows.map((t) => t.account_transaction_id));
  return (
    next.rows
      .slice(0, before.asked)
      // A bank deposit returned to its sender is listed, but nothing of it was received.
      .filter(
        (t) =>
          t.type === 'credit' &&
          t.transaction_class === 'payment' &&
          t.status !== 'returned' &&
          !seen.has(t.account_transaction_id),
      )
  );
}

/**
 * The newest transactions now: the list's own page when a list has loaded the history this visit
 * (it is then loaded again anyway, and shows the deposit too), else the watch's few rows. Null when
 * the server was not reached.
 */
async function look(): Promise<Look | null> {
  if (history.status === 'idle') return { rows: (await getHistoryPage(undefined, WATCH_ROWS)).rows, asked: WATCH_ROWS };
  await loadHistory();
  // A refresh that failed keeps the rows shown (with its error): they are no new look.
  if (history.status !== 'ready' || history.fromSnapshot || history.error !== null) return null;
  return { rows: [...history.transactions], asked: FIRST_PAGE };
}

/**
 * Loads again what is on screen and looks at the newest transactions; announces the deposits that
 * `last` (the look before, if any) did not hold. Answers this look, or null when the server was
 * not reached.
 */
async function refresh(last: Look | null): Promise<Look | null> {
  const jobs: Promise<unknown>[] = [];
  // The prices go with the balances, so each value and the total move with the market; only when
  // a screen has shown prices (the wallet home's rows).
  if (wallet.status !== 'idle') jobs.push(loadWallet({ market: market.status !== 'idle', marketMaxAgeMs: 0 }));
  const [now] = await Promise.all([look(), ...jobs]);
  if (now && last)
    for (const d of newDeposits(last, now)) {
      const amount = formatCrypto(d.amount);
      const coin = d.currency_id;
      toast.success(t`Deposit received: +${amount} ${coin}`);
    }
  return now;
}

/** Started once by the signed-in layout (loaded on demand: not part of the first route); returns stop. */
export function startLiveUpdates(): () => void {
  {
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    // The last look, against which the next one tells a deposit. It belongs to this run of the
    // updates: a look still on its way when they stop (a sign-out) is no later run's. The first
    // look sets what is already known: no toast for deposits seen before. A history the server has
    // just given (the page the app asked for as it started, decision 470) is known already: asking
    // again would fetch the same page twice.
    let last: Look | null =
      history.status === 'ready' && !history.fromSnapshot
        ? { rows: [...history.transactions], asked: FIRST_PAGE }
        : null;
    const visible = () => !document.hidden && network.online;
    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && visible()) timer = setTimeout(tick, liveDelay(failures));
    };
    const tick = async () => {
      if (stopped || !visible()) return;
      try {
        const now = await refresh(last);
        if (stopped) return;
        failures = now ? 0 : failures + 1;
        last = now ?? last;
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
    const first = async () => {
      const now = last ?? (await look());
      if (!stopped) last ??= now;
    };
    void first()
      // Not reached: nothing is known yet, and the next look sets it, announcing nothing.
      .catch(() => {})
      .finally(schedule);
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
