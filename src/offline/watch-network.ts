/**
 * Follows the browser's online and offline events into the connection's state (network.ts). A
 * page the worker answered from its cache, or a device back online while the server was not
 * answering, asks the server through reachability.ts, loaded then (decision 467).
 */
import { whenLoadedAndIdle } from '../lib/when-idle.js';
import { network, update } from './network.js';

const reachability = () => import('./reachability.js');

let watching = false;

/** Follows the browser's online and offline events (once per page). */
export function watchNetwork(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  // Only a page the worker answered asks: for one the network delivered, the server just answered.
  if (navigator.serviceWorker?.controller != null)
    whenLoadedAndIdle(() => void reachability().then((m) => m.checkReachableOnOpen()));
  window.addEventListener('offline', () => update({ online: false }));
  window.addEventListener('online', () => {
    // The device is back; if the server was unreachable, check it before saying so.
    if (network.reachable) update({ online: true });
    else {
      // Only reachability.ts finds the server unreachable: its code is here already.
      network.online = true;
      void reachability().then((m) => m.probeNow());
    }
  });
}
