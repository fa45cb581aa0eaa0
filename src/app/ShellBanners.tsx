/** The shell's banners: the update prompt ('A new version is available' with Reload), offline, and a frozen account. */
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { OfflineBanner } from '../offline/OfflineBanner.js';
import { applyUpdate, pwa } from '../pwa.js';
import { FrozenBanner } from '../ui/FrozenNotice.js';
import '../ui/button.css';

export function ShellBanners() {
  const { updateReady } = useSnapshot(pwa);
  return (
    <>
      <OfflineBanner />
      <FrozenBanner />
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
