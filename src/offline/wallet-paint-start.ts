/**
 * The entry's first import (src/main.tsx): on a signed-in reopen of /wallet it asks for the
 * painting's chunk before the rest of the entry (React, the router, the shell) is evaluated, so
 * the chunk arrives while that runs and paints in the task right after it (decisions 468, 472).
 */
import { wallet as walletPath } from '../lib/paths.js';
import { afterNextFrame } from '../lib/when-idle.js';
import { auth } from '../state/auth.js';

const reopenedBy = window.location.pathname === walletPath && auth.isAuthenticated ? auth.user?.id : undefined;

/**
 * Resolves once the painting is on screen (its frame drawn, before React DOM's evaluation, the
 * largest script, takes the main thread), or there was none to paint, or its chunk failed to load
 * (the app then starts as before); null when none is tried.
 */
export const painted: Promise<void> | null = reopenedBy
  ? import('./wallet-paint.js').then(
      (m) => (m.paintSavedWallet(reopenedBy) ? afterNextFrame() : undefined),
      () => undefined,
    )
  : null;
