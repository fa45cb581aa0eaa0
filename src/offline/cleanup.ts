/**
 * What the offline layer keeps belongs to the signed-in person only: ending a session (logout,
 * Session Expired) clears every snapshot and every runtime cache, and a different person signing
 * in on the device drops whatever a previous one left (a tab closed before it could clear).
 * The precache holds only the app's own code and pages, the same for everyone, so it stays.
 */
import { subscribe } from 'valtio';
import { whenIdle } from '../lib/when-idle.js';
import { auth } from '../state/auth.js';
import { onSessionEnd } from '../state/session.js';
import { watchNetwork } from './network.js';
import { clearSnapshots, keepOnlyUser } from './snapshots.js';

/** Deletes every Cache Storage cache but the precache (workbox names it 'workbox-precache-…'). */
async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => !n.startsWith('workbox-precache')).map((n) => caches.delete(n)));
  } catch {
    // Cache Storage unavailable (insecure context, private mode).
  }
}

async function clearOfflineData(): Promise<void> {
  await Promise.all([clearSnapshots(), clearRuntimeCaches()]);
}

let started = false;

/** Wires the offline layer into the app: network status, and clean-up at the end of a session. */
export function startOffline(): void {
  if (started) return;
  started = true;
  watchNetwork();
  onSessionEnd(clearOfflineData);
  let userId = auth.user?.id ?? null;
  // Reads already refuse other users' entries; the pruning itself waits until the page is idle.
  if (userId) whenIdle(() => void keepOnlyUser(userId as string));
  subscribe(auth, () => {
    const next = auth.user?.id ?? null;
    if (next && next !== userId) void keepOnlyUser(next);
    userId = next;
  });
}
