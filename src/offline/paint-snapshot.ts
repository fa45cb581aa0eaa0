/**
 * The one snapshot read in the same task as the code that shows it: the wallet screen painted
 * before React on reopening (decisions 468, 472). An IndexedDB read answers only after the entry's
 * first tasks, so this one is kept in localStorage, under one key, its owner inside it. It imports
 * nothing: the entry reads it (src/app/early-start.ts) to know whether there is anything to
 * paint, and the snapshots' clean-up (snapshots.ts) clears it with the rest.
 */
const PAINT_KEY = 'coinvault-offline/wallet-paint';

export interface PaintSnapshot<T> {
  userId: string;
  /** When the painted figures were loaded from the server (Unix ms): the age runs from here. */
  savedAt: number;
  data: T;
}

export function savePaintSnapshot<T>(userId: string, data: T, savedAt: number): void {
  if (!userId) return;
  try {
    const entry: PaintSnapshot<T> = { userId, savedAt, data };
    localStorage.setItem(PAINT_KEY, JSON.stringify(entry));
  } catch {
    // Storage full or unavailable: the next reopen paints nothing and the app draws as before.
  }
}

/** The user's kept painting, or null (never another user's, never a malformed entry). */
export function readPaintSnapshot<T>(userId: string): PaintSnapshot<T> | null {
  if (!userId) return null;
  try {
    const s = JSON.parse(localStorage.getItem(PAINT_KEY) ?? 'null') as PaintSnapshot<T> | null;
    if (!s || typeof s !== 'object' || s.userId !== userId || typeof s.savedAt !== 'number') return null;
    return s;
  } catch {
    return null;
  }
}

/** Drops the kept painting, or only one that is not `keepFor`'s. */
export function dropPaintSnapshot(keepFor?: string): void {
  try {
    if (keepFor && readPaintSnapshot(keepFor)) return;
    localStorage.removeItem(PAINT_KEY);
  } catch {
    // Storage unavailable: nothing kept.
  }
}
