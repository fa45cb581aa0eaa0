/**
 * Whether the app can reach its server. The browser's online flag says when the device has no
 * network at all; a product call failing at the transport says the server is unreachable even
 * though the device is online. Either way the app reads from its snapshots and disables writes.
 * When both come back, one 'online again' signal lets screens refresh their data and ask for a
 * fresh quote, so nothing a customer sees was decided while offline.
 */
import { proxy } from 'valtio';
import { whenLoadedAndIdle } from '../lib/when-idle.js';

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

const PROBE_INTERVAL_MS = 15_000;

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

function update(next: Partial<NetworkState>): void {
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
  if (network.online && !network.reachable) scheduleProbe();
}

/** Calls are numbered as they start, so an answer can be placed before or after a failure. */
let callsStarted = 0;
let lastFailedCall = -1;

/** Numbers a product call as it starts (for markReachable and markUnreachable). */
export function callStarted(): number {
  callsStarted += 1;
  return callsStarted;
}

/**
 * A product call reached the server. An answer to a call sent before the last failure says
 * nothing about the server now (it may have been on its way when the server stopped answering),
 * so it does not undo that failure.
 */
export function markReachable(call?: number): void {
  if (call !== undefined && call < lastFailedCall) return;
  if (!network.reachable) update({ reachable: true });
}

/** A product call failed at the transport: the server did not answer. */
export function markUnreachable(call?: number): void {
  lastFailedCall = Math.max(lastFailedCall, call ?? callsStarted);
  if (network.reachable) update({ reachable: false });
}

/** Whether the server answers at `path` with a success (a transport failure or a 5xx says no). */
async function answers(path: string): Promise<boolean> {
  try {
    const r = await fetch(path, { cache: 'no-store' });
    return r.ok;
  } catch {
    return false;
  }
}

/**
 * Whether the server's database takes writes again: readiness says so in `database` (decision
 * 323). Its other parts (a migration pending, a background job stopped) are the operator's
 * concern and keep no customer offline.
 */
export async function takesWrites(): Promise<boolean> {
  try {
    const r = await fetch('/api/ready', { cache: 'no-store' });
    if (r.ok) return true;
    const body = (await r.json()) as { database?: unknown };
    return body.database === 'up';
  } catch {
    return false;
  }
}

let probeTimer: ReturnType<typeof setTimeout> | null = null;
// Readiness: the server is back only once it can serve a write again.
let probeImpl: () => Promise<boolean> = takesWrites;
// Liveness: cheap, and enough to tell 'nothing answers' from 'something does'.
let openProbeImpl: () => Promise<boolean> = () => answers('/api/health/live');

/** While the server is unreachable and the device online, asks /api/ready now and then. */
function scheduleProbe(): void {
  if (probeTimer || typeof window === 'undefined') return;
  probeTimer = setTimeout(async () => {
    probeTimer = null;
    if (!network.online || network.reachable) return;
    if (await probeImpl()) markReachable();
    else scheduleProbe();
  }, PROBE_INTERVAL_MS);
}

/**
 * A page the service worker answered from its cache says nothing about the network, and the
 * browser's online flag can be true while nothing answers: a captive portal, a server outage, and
 * Chromium itself for a page opened after the device went offline (it reports online and fires no
 * event). Such a page asks once, after it has loaded and the browser is idle, whether the server
 * answers. A page the network delivered needs no question: the server just answered it.
 */
export async function checkReachableOnOpen(servedFromCache: boolean): Promise<void> {
  if (!servedFromCache || !network.online) return;
  const call = callStarted();
  if (await openProbeImpl()) markReachable(call);
  else markUnreachable(call);
}

let watching = false;

/** Follows the browser's online and offline events (once per page). */
export function watchNetwork(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const fromCache = navigator.serviceWorker?.controller != null;
  whenLoadedAndIdle(() => void checkReachableOnOpen(fromCache));
  window.addEventListener('offline', () => update({ online: false }));
  window.addEventListener('online', () => {
    // The device is back; if the server was unreachable, check it before saying so.
    if (network.reachable) update({ online: true });
    else {
      network.online = true;
      void probeImpl().then((ok) => (ok ? markReachable() : scheduleProbe()));
    }
  });
}

/** Tests only: put the store back and swap the health probes. */
export function resetNetworkForTests(probe?: () => Promise<boolean>, openProbe?: () => Promise<boolean>): void {
  network.online = true;
  network.reachable = true;
  listeners.clear();
  if (probeTimer) clearTimeout(probeTimer);
  probeTimer = null;
  if (probe) probeImpl = probe;
  if (openProbe) openProbeImpl = openProbe;
}

/** A failure that means the server was not reached (no network, refused, gateway down). */
export function isUnreachableError(e: unknown): boolean {
  if (!e || typeof e !== 'object') return false;
  const err = e as { code?: unknown; status?: unknown; name?: unknown };
  if (err.code === 'NETWORK') return true;
  if (typeof err.status === 'number' && err.status >= 502 && err.status <= 504) return true;
  return err.name === 'TypeError' && !('code' in err);
}
