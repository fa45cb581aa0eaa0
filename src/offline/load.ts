/**
 * Loading data that has an offline snapshot: from the server when it answers (and then kept as
 * the new snapshot), from the snapshot when the device is offline or the server unreachable.
 * Refusals by the server (a 4xx, an expired session) are never hidden behind a snapshot.
 * Reopening online, `showSaved` gets the last snapshot while the server is asked, so a screen
 * shows the customer's own last data at once and the fresh data when it comes.
 */

import { sessionGeneration } from '../state/session.js';
import { isUnreachableError, network } from './network.js';
import { markReachable, markUnreachable } from './reachability.js';
import { readSnapshot, type SnapshotKind, saveSnapshot, takeSnapshot } from './snapshots.js';

interface Loaded<T> {
  data: T;
  /** When the data came from the server (Unix ms). */
  savedAt: number;
  /** True when the server was not reached and this is the last snapshot. */
  fromSnapshot: boolean;
}

interface LoadOptions<T> {
  now?: () => number;
  /**
   * Online, called with the last snapshot while the request is out; never once the request has
   * settled (its own answer, or the snapshot it falls back to, is what the caller shows then) or
   * the snapshots were cleared meanwhile (the session ended). Offline, the snapshot is the answer.
   */
  showSaved?: (saved: Loaded<T>) => void;
}

export async function loadWithSnapshot<T>(
  kind: SnapshotKind,
  userId: string | null | undefined,
  load: () => Promise<T>,
  { now = Date.now, showSaved }: LoadOptions<T> = {},
): Promise<Loaded<T>> {
  const fromSnapshot = async (): Promise<Loaded<T> | null> => {
    const s = userId ? await readSnapshot<T>(userId, kind) : null;
    return s ? { data: s.data, savedAt: s.savedAt, fromSnapshot: true } : null;
  };
  // With no network at all, a request can only fail: open the snapshot straight away.
  if (!network.online) {
    const s = await fromSnapshot();
    if (s) return s;
  }
  // A session that ends while the request is out (logout) must not get its data saved after.
  const generation = sessionGeneration();
  let settled = false;
  if (showSaved && userId && network.online) {
    void takeSnapshot<T>(userId, kind).then((s) => {
      if (s && !settled && generation === sessionGeneration())
        showSaved({ data: s.data, savedAt: s.savedAt, fromSnapshot: true });
    });
  }
  try {
    const data = await load().finally(() => {
      settled = true;
    });
    markReachable();
    const savedAt = now();
    // Kept in the background: the screen never waits for IndexedDB to show fresh data.
    if (userId && generation === sessionGeneration()) void saveSnapshot(userId, kind, data, savedAt);
    return { data, savedAt, fromSnapshot: false };
  } catch (e) {
    if (!isUnreachableError(e)) throw e;
    markUnreachable();
    const s = await fromSnapshot();
    if (s) return s;
    throw e;
  }
}

/**
 * Whether two answers of the server hold the same data (plain JSON values). A store keeps what it
 * shows when a fresh answer equals it, so the screens that read it do not render again for
 * nothing: the wallet's live updates every few seconds, and the fresh answer that follows a
 * reopen's snapshot, mostly bring the same figures (decision 469). Kept here, beside the loads
 * whose answers it compares, so it adds no file of its own to what a screen fetches.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => Object.hasOwn(rb, k) && sameData(ra[k], rb[k]));
}
