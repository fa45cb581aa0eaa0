/**
 * The clean-up itself at the end of a session: every snapshot and every runtime cache. Loaded
 * only when a session ends (cleanup.ts wires it), so the signed-out first page does not carry it
 * (decision 467).
 */
import { outlivesSessions } from '../../contract/worker-caches.js';
import { clearSnapshots } from './snapshots.js';

/**
 * Deletes every Cache Storage cache but those the same for everyone: the precache, and the legal
 * pages and language files the worker keeps (contract/worker-caches.ts).
 */
async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => !outlivesSessions(n)).map((n) => caches.delete(n)));
  } catch {
    // Cache Storage unavailable (insecure context, private mode).
  }
}

/** Forgets every snapshot and every runtime cache (logout, Session Expired). */
export async function clearOfflineData(): Promise<void> {
  await Promise.all([clearSnapshots(), clearRuntimeCaches()]);
}
