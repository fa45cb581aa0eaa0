/**
 * React access to the connection: `useOnline()` for disabling writes (swap, withdraw, buy, sell,
 * profile saves, 2FA and KYC steps: never queued for later), and `useOnlineAgain(fn)` for
 * refreshing data and asking for a fresh quote when the connection comes back.
 */
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { isConnected, network, onOnlineAgain } from './network.js';

/** True while writes can reach the server. */
export function useOnline(): boolean {
  return isConnected(useSnapshot(network));
}

/**
 * Calls `fn` each time the connection comes back, after the component has rendered as online:
 * the `fn` that runs sees `useOnline()` true, so a check like "online and the amount is good"
 * inside it passes.
 */
export function useOnlineAgain(fn: () => void): void {
  const latest = useRef(fn);
  latest.current = fn;
  const [returns, setReturns] = useState(0);
  useEffect(() => onOnlineAgain(() => setReturns((n) => n + 1)), []);
  useEffect(() => {
    if (returns > 0) latest.current();
  }, [returns]);
}
