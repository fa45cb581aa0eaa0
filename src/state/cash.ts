/**
 * The customer's cash balance (AUD or EUR) with their latest bank deposits and withdrawals: one
 * copy for every screen that shows or spends it (the wallet's cash card, the cash screen, the
 * trade screens paying from the balance, the history's bank deposits), asked for once however
 * many of them open together. The last answer is kept as the offline snapshot 'cash', so the
 * balance is still there, with its age, without a connection.
 */

import { proxy } from 'valtio';
import type { CashBalanceData } from '../../contract/bank.js';
import { getCashBalance } from '../api/bank.js';
import { loadWithSnapshot, sameData } from '../offline/load.js';
import { isUnreachableError } from '../offline/network.js';
import { auth } from './auth.js';
import { onSessionEnd, sessionGeneration } from './session.js';

type CashStatus = 'idle' | 'loading' | 'ready' | 'failed' | 'offline';

interface CashState {
  status: CashStatus;
  data: CashBalanceData | null;
  /** When the balance came from the server (Unix ms). */
  savedAt: number | null;
  /** The server was not reached: this is the last balance seen. */
  fromSnapshot: boolean;
}

const empty = (): CashState => ({ status: 'idle', data: null, savedAt: null, fromSnapshot: false });

export const cash = proxy<CashState>(empty());

let pending: Promise<void> | null = null;

/**
 * Asks for the balance unless a request is already out (that one's answer serves every caller).
 * Never rejects: a failure is the store's status, and a balance already shown stays.
 */
export function loadCash(): Promise<void> {
  if (pending) return pending;
  if (cash.status !== 'ready') cash.status = 'loading';
  // An answer to a session that has ended since is dropped.
  const asked = sessionGeneration();
  const show = (loaded: { data: CashBalanceData; savedAt: number; fromSnapshot: boolean }) => {
    if (asked !== sessionGeneration()) return;
    // The same balance as on screen (every live update's history asks for it) stays the object on screen.
    if (!sameData(cash.data, loaded.data)) cash.data = loaded.data;
    cash.savedAt = loaded.savedAt;
    cash.fromSnapshot = loaded.fromSnapshot;
    cash.status = 'ready';
  };
  pending = loadWithSnapshot('cash', auth.user?.id, getCashBalance, {
    // Reopening the app, the last balance shows while the fresh one is on its way, as the wallet's
    // coins do: the wallet's total adds the two and would otherwise wait for the network.
    showSaved: cash.data === null ? show : undefined,
  })
    .then(show)
    .catch((e: unknown) => {
      if (asked !== sessionGeneration() || cash.status === 'ready') return;
      cash.status = isUnreachableError(e) ? 'offline' : 'failed';
    })
    .finally(() => {
      if (asked === sessionGeneration()) pending = null;
    });
  return pending;
}

onSessionEnd(() => {
  pending = null;
  Object.assign(cash, empty());
});
