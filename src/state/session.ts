/**
 * Ending a session: logout and expiry clear the auth store, the session keys (all but the forex
 * cache) and whatever the offline layer keeps for the user, so the next person on this device sees
 * none of it. Expiry also raises the Session Expired modal.
 */
import { proxy } from 'valtio';
import { clearAuth } from './auth.js';
import { clearSessionKeys } from './locale.js';

export const sessionUi = proxy({ expired: false });

type Cleanup = () => Promise<void> | void;
const cleanups: Cleanup[] = [];

/** Lets the offline layer (snapshots, runtime caches) clear itself when a session ends. */
export function onSessionEnd(fn: Cleanup): void {
  cleanups.push(fn);
}

export function endSession(opts: { expired: boolean }): Promise<void> {
  const userWasSignedIn = clearAuthAndKeys();
  if (opts.expired && userWasSignedIn) sessionUi.expired = true;
  return Promise.allSettled(cleanups.map((fn) => fn())).then(() => undefined);
}

function clearAuthAndKeys(): boolean {
  const had = typeof localStorage !== 'undefined' && localStorage.getItem('auth-storage') !== null;
  clearAuth();
  clearSessionKeys();
  return had;
}
