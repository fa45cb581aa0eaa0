/**
 * Keeps the wallet screen as it is drawn with fresh data, for the painting on the next reopen
 * (decisions 468, 472; src/offline/wallet-paint.ts). Loaded once the browser is idle after the wallet
 * shows fresh figures: none of it is part of the wallet's first screen.
 */
import { i18n } from '@lingui/core';
import { formatLocale } from '../lib/number-format.js';
import { wallet as walletPath } from '../lib/paths.js';
import { auth } from '../state/auth.js';
import { wallet } from '../state/wallet.js';
import { lastUpdatedWith } from './age.js';
import { savePaintSnapshot } from './paint-snapshot.js';
import { AGE_SLOT, BANNERS, type WalletPaint } from './wallet-paint.js';

/** Parts drawn after the first screen: kept as empty boxes of their size, filled by the screen's own placeholders. */
const LATER_PARTS = '.total-return-slot, .portfolio-chart-slot';

/** The screen shows the server's own figures with nothing over it. */
function showsFreshWallet(root: HTMLElement): boolean {
  return (
    window.location.pathname === walletPath &&
    wallet.status === 'ready' &&
    !wallet.fromSnapshot &&
    root.querySelector('[data-testid="total-balance"]') !== null &&
    document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]') === null
  );
}

/**
 * The text of this origin's stylesheets the page uses (the linked ones: the page's own inline
 * styles come with the page), so that the painting loads nothing before it is shown.
 */
function pageStyles(): string {
  return Array.from(document.styleSheets)
    .filter((sheet) => sheet.href !== null && new URL(sheet.href).origin === window.location.origin)
    .map((sheet) => Array.from(sheet.cssRules, (r) => r.cssText).join('\n'))
    .join('\n');
}

export function keepWalletPaint(userId: string): void {
  const root = document.getElementById('root');
  const savedAt = wallet.loadedAt;
  if (!root || savedAt === null || !showsFreshWallet(root)) return;
  const live = root.querySelectorAll<HTMLElement>(LATER_PARTS);
  // A later part's height is kept for the reopen, where the part first draws without an age line:
  // one that holds an age line's place now would paint taller than it then draws. Asked of the
  // live screen, before the whole screen is copied for nothing.
  if (Array.from(live).some((part) => part.querySelector('.last-updated-held'))) return;
  const copy = root.cloneNode(true) as HTMLElement;
  // Banners are painted as the page shows them on the reopen (mirrorBanners), not as they were.
  for (const banner of copy.querySelectorAll(BANNERS)) banner.remove();
  // An age line's held place goes too: the reopen paints the age line itself (wallet-paint.ts).
  for (const held of copy.querySelectorAll('.last-updated-held')) held.remove();
  copy.querySelectorAll<HTMLElement>(LATER_PARTS).forEach((part, i) => {
    part.replaceChildren();
    part.style.height = `${live[i]?.offsetHeight ?? 0}px`;
  });
  // Only a whole screen is kept: nothing still loading, no error, no age line.
  if (copy.querySelector('.last-updated, .skeleton, .wallet-page [role="alert"]')) return;
  const kept: WalletPaint = {
    html: copy.innerHTML,
    css: pageStyles(),
    language: i18n.locale,
    locale: formatLocale(),
    lastUpdated: lastUpdatedWith(AGE_SLOT),
  };
  // A session that ended since the keeping was asked for keeps nothing (its snapshots were cleared).
  if (auth.isAuthenticated && auth.user?.id === userId) savePaintSnapshot(userId, kept, savedAt);
}
