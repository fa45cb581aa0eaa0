/**
 * A screen's view of the shared cash balance (src/state/cash.ts): asked for on opening and when
 * the connection returns. A region without a cash currency asks nothing and has no balance.
 * `watchWithdrawals` asks again every few seconds while a withdrawal waits for the bank, so its
 * status changes on screen once the bank has paid or returned it.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { CashCurrency } from '../../contract/bank.js';
import { useOnlineAgain } from '../offline/hooks.js';
import { cash, loadCash } from './cash.js';

/** How often a waiting withdrawal's status is asked for while the screen is open. */
const PENDING_POLL_MS = 3000;

export function useCash(currency: CashCurrency | null, opts: { watchWithdrawals?: boolean } = {}) {
  const s = useSnapshot(cash);
  const asks = currency !== null;
  useEffect(() => {
    if (asks) void loadCash();
  }, [asks]);
  useOnlineAgain(() => {
    if (asks) void loadCash();
  });

  const waiting = (opts.watchWithdrawals && s.data?.withdrawals.some((w) => w.state === 'pending')) ?? false;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void loadCash();
    }, PENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting]);

  return {
    data: asks ? s.data : null,
    /** 'idle' until the first answer is asked for: show it as loading. */
    status: asks ? s.status : ('idle' as const),
    // Read only by a screen that shows the balance's age: every answer changes it, and a screen
    // that never reads it (the wallet) then does not render again for each live update.
    get savedAt() {
      return s.savedAt;
    },
    get fromSnapshot() {
      return s.fromSnapshot;
    },
    reload: loadCash,
  };
}
