/**
 * The entry's first import (src/main.tsx): what a signed-in start asks for before the rest of the
 * entry (React, the router, the shell) is evaluated, so that it arrives while that runs.
 * - Reopening /wallet: the painting of the last wallet screen, drawn in the task right after the
 *   entry's (decisions 468, 472).
 * - Opening the transaction history: its newest page, asked for before the screen's code has come
 *   (decision 470).
 * Each is a file of its own, never part of the first route.
 */
import { receivedTransactions, transactions, wallet as walletPath } from '../lib/paths.js';
import { afterNextFrame } from '../lib/when-idle.js';
import { auth } from '../state/auth.js';

const path = window.location.pathname;
const reopenedBy = path === walletPath && auth.isAuthenticated ? auth.user?.id : undefined;

/**
 * Resolves once the painting is on screen (its frame drawn, before React DOM's evaluation, the
 * largest script, takes the main thread), or there was none to paint, or its file failed to load
 * (the app then starts as before); null when none is tried.
 */
export const painted: Promise<void> | null = reopenedBy
  ? import('../offline/wallet-paint.js').then(
      (m) => (m.paintSavedWallet(reopenedBy) ? afterNextFrame() : undefined),
      () => undefined,
    )
  : null;

if (auth.isAuthenticated && (path === transactions || path === receivedTransactions)) {
  void import('../state/history.js').then((m) => m.loadHistoryWithScreen());
}
