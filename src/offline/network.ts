/**
 * Whether the app can reach its server. The browser's online flag says when the device has no
 * network at all; a product call failing at the transport says the server is unreachable even
 * though the device is online. Either way the app reads from its snapshots and disables writes.
 * When both come back, one 'online again' signal lets screens refresh their data and ask for a
 * fresh quote, so nothing a customer sees was decided while offline.
 * The calls' outcomes and the questions to the server while it does not answer are in
 * reachability.ts, loaded with the API transport: a visit's first page runs none of them
 * (decision 467), and they are there before the server can stop answering.
 */
import { proxy } from 'valtio';

interface NetworkState {
  /** The device's network (navigator.onLine and the online/offline events). */
  online: boolean;
  /** The last product call reached the server (a transport failure sets it false). */
  reachable: boolean;
}

export const network = proxy<NetworkState>({
  online: typeof navigator === 'undefined' ? true : navigator.onLine !== false,
  reachable: true,
});

type Listener = () => void;
const listeners = new Set<Listener>();

/** True when writes may be sent: the device is online and the server answered last time. */
export function isConnected(state: NetworkState = network): boolean {
  return state.online && state.reachable;
}

/** Runs `fn` each time the app gets its connection back; returns the unsubscribe. */
export function onOnlineAgain(fn: Listener): () => void {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
}

/** Sets the connection's state; when it comes back, tells whoever asked (onOnlineAgain). */
export function update(next: Partial<NetworkState>): void {
  const was = isConnected();
  Object.assign(network, next);
  if (!was && isConnected()) {
    for (const fn of [...listeners]) {
      try {
        fn();
      } catch {
        // One screen's refresh failing must not stop the others.
      }
    }
  }
}

/** Tests only: put the store back (reachability.ts's resetNetworkForTests also swaps the probes). */
export function resetNetworkStateForTests(): void {
  network.online = true;
  network.reachable = true;
  listeners.clear();
}

/** A failure that means the server was not reached (no network, refused, gateway down). */
export function isUnreachableError(e: unknown): boolean {
  if (!e || typeof e !== 'object') return false;
  const err = e as { code?: unknown; status?: unknown; name?: unknown };
  if (err.code === 'NETWORK') return true;
  if (typeof err.status === 'number' && err.status >= 502 && err.status <= 504) return true;
  return err.name === 'TypeError' && !('code' in err);
}
