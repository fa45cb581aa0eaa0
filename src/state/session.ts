/**
 * Ending a session: logout and expiry clear the auth store, the session keys (all but the forex
 * cache) and whatever the offline layer keeps for the user, so the next person on this device sees
 * none of it. Expiry also raises the Session Expired modal.
 */
import { proxy, subscribe } from 'valtio';
import { auth, clearAuth } from './auth.js';
import { clearSessionKeys } from './locale.js';
import { readJson, removeKey, session, writeJson } from './storage.js';

/** Kept in this tab's storage: see below. */
export const SESSION_EXPIRED_KEY = 'sessionExpired';

export const sessionUi = proxy({ expired: readJson<boolean>(session, SESSION_EXPIRED_KEY) === true });

// The notice outlives a reload of the tab: a session that ends while the customer reloads (the
// old page gets the refusal, the new one starts signed out) still says why they were signed out.
// In sync, so that a page about to unload has written it.
subscribe(
  sessionUi,
  () => (sessionUi.expired ? writeJson(session, SESSION_EXPIRED_KEY, true) : removeKey(session, SESSION_EXPIRED_KEY)),
  true,
);

/**
 * Which session this page is in: it changes the moment one ends (logout, expiry), before any
 * clean-up has run. An answer asked for under an earlier one is nobody's: not shown, not kept as a
 * snapshot. The stores (wallet, cash, history) and every snapshot's load read it here, one rule
 * for all.
 */
let generation = 0;

export function sessionGeneration(): number {
  return generation;
}

type Cleanup = () => Promise<void> | void;
const cleanups: Cleanup[] = [];

/** Lets the offline layer (snapshots, runtime caches) clear itself when a session ends. */
export function onSessionEnd(fn: Cleanup): void {
  cleanups.push(fn);
}

/**
 * Set when the customer closed their account on this device. The server has already ended every
 * session of it, so a call refused between the closing and the moment this browser forgets the
 * session (the closing message stays 2 s) is expected, not an expiry: it must neither raise the
 * Session Expired notice nor cut the message short. The closing screen ends the session itself.
 */
let accountClosedHere = false;

export function markAccountClosed(): void {
  accountClosedHere = true;
}

export function endSession(opts: { expired: boolean }): Promise<void> {
  if (opts.expired && accountClosedHere) return Promise.resolve();
  accountClosedHere = false;
  generation += 1;
  const userWasSignedIn = clearAuthAndKeys();
  if (opts.expired && userWasSignedIn) sessionUi.expired = true;
  return Promise.allSettled(cleanups.map((fn) => fn())).then(() => undefined);
}

function clearAuthAndKeys(): boolean {
  // Whether a session was held, not whether one ever was: after a sign-out the store keeps its
  // (empty) key, and a call sent before it that comes back refused must not say 'expired'.
  const had = auth.token !== null || auth.refreshToken !== null;
  clearAuth();
  clearSessionKeys();
  return had;
}
