/**
 * The entry's first import (src/main.tsx): what a signed-in start asks for before the rest of the
 * entry (React, the router, the shell) is evaluated, so that it arrives while that runs.
 * - Reopening /wallet: the painting of the last wallet screen, drawn in the task right after the
 *   entry's (decisions 468, 472).
 * - Opening the transaction history: its newest page, asked for before the screen's code is
 *   (decisions 470, 479).
 * Each is a file of its own, never part of the first route.
 */
import { receivedTransactions, transactions, wallet as walletPath } from '../lib/paths.js';
import { afterNextFrame } from '../lib/when-idle.js';
import { readPaintSnapshot } from '../offline/paint-snapshot.js';
import type { WalletPaint } from '../offline/wallet-paint.js';
import { auth } from '../state/auth.js';

const path = window.location.pathname;
// Read here, in the entry's task: with nothing kept for this customer, nothing is loaded.
const kept = path === walletPath && auth.isAuthenticated ? readPaintSnapshot<WalletPaint>(auth.user?.id ?? '') : null;

/**
 * Resolves once the painting is on screen (its frame drawn, before React DOM's evaluation, the
 * largest script, takes the main thread), or there was none to paint, or its file failed to load
 * (the app then starts as before); null when none is tried.
 */
export const painted: Promise<void> | null = kept
  ? import('../offline/wallet-paint.js').then(
      (m) => (m.paintSavedWallet(kept) ? afterNextFrame() : undefined),
      () => undefined,
    )
  : null;

/**
 * Resolves once the history's newest page's call has been started (its sealing and sending
 * follow at once), or its file failed to load (the screen then asks itself); null when the start
 * is not on the history. The first screen's code
 * waits for it (src/main.tsx): its files, evaluated first, held the call back by 160 to 320 ms
 * (decision 479).
 */
export const historyAsked: Promise<void> | null =
  auth.isAuthenticated && (path === transactions || path === receivedTransactions)
    ? import('../state/history.js').then(
        (m) => m.loadHistoryWithScreen(),
        () => undefined,
      )
    : null;
