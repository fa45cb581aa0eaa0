/**
 * What the offline layer keeps belongs to the signed-in person only: ending a session (logout,
 * Session Expired) clears every snapshot and every runtime cache, and a different person signing
 * in on the device drops whatever a previous one left (a tab closed before it could clear).
 * The precache holds only the app's own code and pages, the same for everyone, so it stays.
 * The clean-up's code (clear-offline.ts, with the snapshots' store) loads when it is needed: the
 * signed-out first page runs none of it (decision 467), and a session's end waits for it.
 */
import { subscribe } from 'valtio';
import { whenIdle } from '../lib/when-idle.js';
import { auth } from '../state/auth.js';
import { onSessionEnd } from '../state/session.js';
import { local, readJson, removeKey, writeJson } from '../state/storage.js';
import { dropPaintSnapshot } from './paint-snapshot.js';
import { watchNetwork } from './watch-network.js';

/**
 * Set while a session's clean-up runs: one cut short (the page reloaded or closed before its code
 * had loaded and finished) is finished at the next start, signed in or not.
 */
const CLEARING = 'coinvault-offline/clearing';

/** Clears every snapshot and runtime cache; the painting, read by the entry, at once. */
function clearOfflineData(): Promise<void> {
  writeJson(local, CLEARING, 1);
  dropPaintSnapshot();
  return import('./clear-offline.js').then((m) => m.clearOfflineData()).then(() => removeKey(local, CLEARING));
}

/** Drops the snapshots of everyone but `userId`. */
function keepOnlyUser(userId: string): void {
  // Its code not loading (offline, no worker) drops nothing now: reads refuse others' entries anyway.
  import('./snapshots.js').then((m) => m.keepOnlyUser(userId)).catch(() => {});
}

let started = false;

/** Wires the offline layer into the app: network status, and clean-up at the end of a session. */
export function startOffline(): void {
  if (started) return;
  started = true;
  watchNetwork();
  onSessionEnd(clearOfflineData);
  if (readJson(local, CLEARING) !== null)
    void clearOfflineData().catch(() => {
      // Its code did not load (offline, no worker): the mark stays, and the next start tries again.
    });
  let userId = auth.user?.id ?? null;
  // Reads already refuse other users' entries; the pruning itself waits until the page is idle.
  if (userId) whenIdle(() => keepOnlyUser(userId as string));
  subscribe(auth, () => {
    const next = auth.user?.id ?? null;
    if (next && next !== userId) keepOnlyUser(next);
    userId = next;
  });
}
