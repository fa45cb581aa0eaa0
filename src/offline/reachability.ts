/**
 * Whether the server answers (network.ts holds the state): each product call's outcome, and the
 * questions the app asks the server while it does not answer (readiness now and then until it
 * takes writes again, once when the device comes back online, once for a page the service worker
 * answered from its cache). Loaded with the API transport, which reports the calls' outcomes, so
 * it is there before the server can stop answering; the signed-out first page runs none of it
 * (decision 467).
 */
import { network, resetNetworkStateForTests, update } from './network.js';

const PROBE_INTERVAL_MS = 15_000;

/** Calls are numbered as they start, so an answer can be placed before or after a failure. */
let callsStarted = 0;
let lastFailedCall = -1;
/** Whether a product call of this page has had its outcome: then the page need not ask on open. */
let callSettled = false;

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
  if (call !== undefined) callSettled = true;
  if (call !== undefined && call < lastFailedCall) return;
  if (!network.reachable) update({ reachable: true });
}

/** A product call failed at the transport: the server did not answer. */
export function markUnreachable(call?: number): void {
  if (call !== undefined) callSettled = true;
  lastFailedCall = Math.max(lastFailedCall, call ?? callsStarted);
  if (!network.reachable) return;
  update({ reachable: false });
  // While the device is online, the server is asked now and then whether it is back.
  if (network.online) scheduleProbe();
}

/**
 * An answer whose body is not needed is let go: an unread body keeps its request open for the
 * page's life (and, over HTTP/1.1, one of the host's six connections), so the page never looks
 * done loading to the browser.
 */
async function letGo(r: Response): Promise<void> {
  await r.body?.cancel().catch(() => {}); // a body that cannot be let go is already ended
}

/** Whether the server answers at `path` with a success (a transport failure or a 5xx says no). */
async function answers(path: string): Promise<boolean> {
  try {
    const r = await fetch(path, { cache: 'no-store' });
    await letGo(r);
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
    if (r.ok) {
      await letGo(r);
      return true;
    }
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
 * answers; watch-network.ts calls this only for such a page. A product call that has had its
 * outcome by then has told already (an answer, or a failure that starts the readiness probes), so
 * the question would be one more request on what may be a slow network, for nothing.
 */
export async function checkReachableOnOpen(): Promise<void> {
  if (!network.online || callSettled) return;
  const call = callStarted();
  if (await openProbeImpl()) markReachable(call);
  else markUnreachable(call);
}

/** The device is back online while the server was unreachable: asks now whether it takes writes. */
export async function probeNow(): Promise<void> {
  if (await probeImpl()) markReachable();
  else scheduleProbe();
}

/** Tests only: put the store back and swap the health probes. */
export function resetNetworkForTests(probe?: () => Promise<boolean>, openProbe?: () => Promise<boolean>): void {
  resetNetworkStateForTests();
  callSettled = false;
  if (probeTimer) clearTimeout(probeTimer);
  probeTimer = null;
  if (probe) probeImpl = probe;
  if (openProbe) openProbeImpl = openProbe;
}
