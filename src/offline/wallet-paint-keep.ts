/**
 * Keeps the wallet screen as it is drawn with fresh data, for the painting on the next reopen
 * (decision 468, src/offline/wallet-paint.ts). Loaded once the browser is idle after the wallet
 * shows fresh figures: none of it is part of the wallet's first screen.
 */
import { i18n } from '@lingui/core';
import { formatLocale } from '../lib/number-format.js';
import { wallet as walletPath } from '../lib/paths.js';
import { wallet } from '../state/wallet.js';
import { lastUpdatedWith } from './age.js';
import { saveSnapshot, snapshotGeneration } from './snapshots.js';
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

export async function keepWalletPaint(userId: string): Promise<void> {
  const root = document.getElementById('root');
  const savedAt = wallet.loadedAt;
  if (!root || savedAt === null || !showsFreshWallet(root)) return;
  const generation = snapshotGeneration();
  const copy = root.cloneNode(true) as HTMLElement;
  // Banners are painted as the page shows them on the reopen (mirrorBanners), not as they were.
  for (const banner of copy.querySelectorAll(BANNERS)) banner.remove();
  const live = root.querySelectorAll<HTMLElement>(LATER_PARTS);
  copy.querySelectorAll<HTMLElement>(LATER_PARTS).forEach((part, i) => {
    part.replaceChildren();
    part.style.height = `${live[i]?.offsetHeight ?? 0}px`;
  });
  // Only a whole screen is kept: nothing still loading, no error, no age line.
  if (copy.querySelector('.last-updated, .skeleton, .wallet-page [role="alert"]')) return;
  // Kept as paths of this origin: the painting loads nothing from anywhere else.
  const styles = Array.from(
    document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
    (l) => new URL(l.href),
  )
    .filter((url) => url.origin === window.location.origin)
    .map((url) => url.pathname);
  const kept: WalletPaint = {
    html: copy.innerHTML,
    styles,
    language: i18n.locale,
    locale: formatLocale(),
    lastUpdated: lastUpdatedWith(AGE_SLOT),
  };
  // A session that ended meanwhile keeps nothing (its snapshots were just cleared).
  if (generation === snapshotGeneration()) await saveSnapshot(userId, 'wallet-paint', kept, savedAt);
}
