/** The shell's banners: the update prompt ('A new version is available' with Reload), offline, and a frozen account. */
import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { LATER_CATALOG } from '../i18n/catalogs.js';
import { OfflineBanner } from '../offline/OfflineBanner.js';
import { applyUpdate, pwa } from '../pwa.js';
import { useAccountFrozen } from '../ui/account-frozen.js';
import { screen } from './routes.js';
import '../ui/button.css';

// A frozen account's banner, with its texts, loads only for a frozen account (decision 467).
const FrozenBanner = screen<object>(
  () => import('../ui/FrozenNotice.js').then((m) => ({ default: m.FrozenBanner })),
  [LATER_CATALOG],
);

export function ShellBanners() {
  const { updateReady } = useSnapshot(pwa);
  const frozen = useAccountFrozen();
  return (
    <>
      <OfflineBanner />
      {frozen ? (
        <Suspense fallback={null}>
          <FrozenBanner />
        </Suspense>
      ) : null}
      {updateReady ? (
        <div className="shell-banner" role="status">
          <span>
            <Trans>A new version is available</Trans>
          </span>
          <button type="button" className="btn btn-secondary" onClick={applyUpdate}>
            <Trans>Reload</Trans>
          </button>
        </div>
      ) : null}
    </>
  );
}
