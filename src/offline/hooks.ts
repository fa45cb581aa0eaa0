/**
 * React access to the connection: `useOnline()` for disabling writes (swap, withdraw, buy, sell,
 * profile saves, 2FA and KYC steps: never queued for later), and `useOnlineAgain(fn)` for
 * refreshing data and asking for a fresh quote when the connection comes back.
 */
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { isConnected, network, onOnlineAgain } from './network.js';

/** True while writes can reach the server. */
export function useOnline(): boolean {
  return isConnected(useSnapshot(network));
}

/** Calls the latest `fn` each time the connection comes back. */
export function useOnlineAgain(fn: () => void): void {
  const latest = useRef(fn);
  latest.current = fn;
  useEffect(() => onOnlineAgain(() => latest.current()), []);
}
