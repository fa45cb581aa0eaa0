/**
 * The one snapshot read in the same task as the code that shows it: the wallet screen painted
 * before React on reopening (decisions 468, 472). An IndexedDB read answers only after the entry's
 * first tasks, so this one is kept in localStorage, under one key, its owner inside it. It imports
 * nothing: the entry reads it (src/app/early-start.ts) to know whether there is anything to
 * paint, and the snapshots' clean-up (snapshots.ts) clears it with the rest.
 */
import { local, readJson, removeKey, writeJson } from '../state/storage.js';

const PAINT_KEY = 'coinvault-offline/wallet-paint';

export interface PaintSnapshot<T> {
  userId: string;
  /** When the painted figures were loaded from the server (Unix ms): the age runs from here. */
  savedAt: number;
  data: T;
}

/** Storage full or unavailable: the next reopen paints nothing and the app draws as before. */
export function savePaintSnapshot<T>(userId: string, data: T, savedAt: number): void {
  if (userId) writeJson(local, PAINT_KEY, { userId, savedAt, data } satisfies PaintSnapshot<T>);
}

/** The user's kept painting, or null (never another user's, never a malformed entry). */
export function readPaintSnapshot<T>(userId: string): PaintSnapshot<T> | null {
  const s = userId ? readJson<PaintSnapshot<T>>(local, PAINT_KEY) : null;
  return s && typeof s === 'object' && s.userId === userId && typeof s.savedAt === 'number' ? s : null;
}

/** Drops the kept painting, or only one that is not `keepFor`'s. */
export function dropPaintSnapshot(keepFor?: string): void {
  if (!keepFor || !readPaintSnapshot(keepFor)) removeKey(local, PAINT_KEY);
}
