/**
 * The customer's cash balance and latest cash movements, loaded on opening and again while a
 * withdrawal waits for the bank's word (so its status changes on screen once the bank has paid or
 * returned it). Offline, nothing is asked; it loads once the connection returns.
 */
import { useCallback, useEffect, useState } from 'react';
import type { CashBalanceData } from '../../../contract/bank.js';
import { getCashBalance } from '../../api/bank.js';
import { useOnlineAgain } from '../../offline/hooks.js';
import { isConnected, isUnreachableError } from '../../offline/network.js';

/** How often a waiting withdrawal's status is asked for while the screen is open. */
const PENDING_POLL_MS = 3000;

type CashLoad = 'loading' | 'ready' | 'failed' | 'offline';

export function useCashBalance() {
  const [data, setData] = useState<CashBalanceData | null>(null);
  const [state, setState] = useState<CashLoad>('loading');

  const load = useCallback(async () => {
    if (!isConnected()) {
      setState((s) => (s === 'ready' ? s : 'offline'));
      return;
    }
    try {
      setData(await getCashBalance());
      setState('ready');
    } catch (e) {
      setState((s) => (s === 'ready' ? s : isUnreachableError(e) ? 'offline' : 'failed'));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);
  useOnlineAgain(() => void load());

  const waiting = data?.withdrawals.some((w) => w.state === 'pending') ?? false;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void load();
    }, PENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, load]);

  return { data, state, reload: load };
}
