/**
 * The last wallet list (with the rates it was valued at), the last transaction history, the last
 * portfolio (what each coin cost and made, and its value chart per range), the last orders, the last identity-verification status and the last
 * price chart of each coin and range, kept in
 * IndexedDB per user id so the app opens offline with what the customer saw last. Every entry
 * carries its owner's id and is only ever read back for that id; ending a session clears them all.
 */

import { dropPaintSnapshot } from './paint-snapshot.js';

/** `prices/BTC/24h`: one coin's price chart over one range (decision 149). */
export type SnapshotKind =
  | 'wallet'
  | 'transactions'
  | 'kyc'
  | 'cash'
  | 'portfolio'
  | 'orders'
  | `prices/${string}`
  /** `portfolio-history/7d`: the portfolio's value chart over one range (decision 462). */
  | `portfolio-history/${string}`
  /** `tax/years`, `tax/2025`: the statement years and one year's tax report (decision 458). */
  | `tax/${string}`;

interface Snapshot<T> {
  userId: string;
  kind: SnapshotKind;
  /** When the data was loaded from the server (Unix ms): the 'Last updated' age runs from here. */
  savedAt: number;
  data: T;
}

/** The few IndexedDB operations the snapshots need (idb-keyval in the browser, a Map in tests). */
export interface SnapshotBackend {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  keys(): Promise<string[]>;
  delMany(keys: string[]): Promise<void>;
  clear(): Promise<void>;
}

const SNAPSHOT_DB = 'coinvault-offline';
const SNAPSHOT_STORE = 'snapshots';

function idbBackend(): SnapshotBackend {
  // idb-keyval loads only when a snapshot is first touched, never with the first route.
  const lib = import('idb-keyval').then((m) => ({ m, store: m.createStore(SNAPSHOT_DB, SNAPSHOT_STORE) }));
  return {
    get: async (key) => lib.then(({ m, store }) => m.get(key, store)),
    set: async (key, value) => lib.then(({ m, store }) => m.set(key, value, store)),
    keys: async () => lib.then(({ m, store }) => m.keys(store)).then((ks) => ks.map(String)),
    delMany: async (keys) => lib.then(({ m, store }) => m.delMany(keys, store)),
    clear: async () => lib.then(({ m, store }) => m.clear(store)),
  };
}

let backend: SnapshotBackend | null = null;
const db = () => {
  backend ??= idbBackend();
  return backend;
};

/** Tests only: keep snapshots somewhere else than IndexedDB. */
export function useSnapshotBackend(b: SnapshotBackend | null): void {
  backend = b;
}

const keyOf = (userId: string, kind: SnapshotKind) => `${userId}/${kind}`;

export async function saveSnapshot<T>(
  userId: string,
  kind: SnapshotKind,
  data: T,
  savedAt = Date.now(),
): Promise<void> {
  if (!userId) return;
  try {
    // Copied now, before the caller hands the same objects to a store (valtio turns them into
    // proxies in place, which IndexedDB could no longer clone).
    const entry: Snapshot<T> = { userId, kind, savedAt, data: structuredClone(data) };
    await db().set(keyOf(userId, kind), entry);
  } catch {
    // IndexedDB unavailable (private mode, quota): the app still works online.
  }
}

/** The user's last snapshot of that kind, or null (never another user's). */
export async function readSnapshot<T>(userId: string, kind: SnapshotKind): Promise<Snapshot<T> | null> {
  if (!userId) return null;
  try {
    const s = (await db().get(keyOf(userId, kind))) as Snapshot<T> | undefined;
    if (!s || s.userId !== userId || s.kind !== kind || typeof s.savedAt !== 'number') return null;
    return s;
  } catch {
    return null;
  }
}

/** Reads begun before the screen that wants them has loaded its code, each taken once. */
const early = new Map<string, Promise<Snapshot<unknown> | null>>();

/**
 * Starts reading a snapshot the first screen will show (the wallet on reopening): the read runs
 * while the screen's code loads, instead of after it.
 */
export function readSnapshotSoon(userId: string, kind: SnapshotKind): void {
  if (userId) early.set(keyOf(userId, kind), readSnapshot(userId, kind));
}

/** The read readSnapshotSoon began for this user and kind, else a new one. */
export function takeSnapshot<T>(userId: string, kind: SnapshotKind): Promise<Snapshot<T> | null> {
  const key = keyOf(userId, kind);
  const begun = early.get(key) as Promise<Snapshot<T> | null> | undefined;
  early.delete(key);
  return begun ?? readSnapshot<T>(userId, kind);
}

/** Forgets every snapshot (logout, Session Expired). */
export async function clearSnapshots(): Promise<void> {
  early.clear();
  dropPaintSnapshot();
  try {
    await db().clear();
  } catch {
    // Nothing stored, or storage unavailable.
  }
}

/** Forgets the snapshots of everyone but `userId` (a different person signed in on this device). */
export async function keepOnlyUser(userId: string): Promise<void> {
  dropPaintSnapshot(userId);
  try {
    const others = (await db().keys()).filter((k) => !k.startsWith(`${userId}/`));
    if (others.length > 0) await db().delMany(others);
  } catch {
    // Storage unavailable: nothing to forget.
  }
}
