/** The shell's banners: the update prompt ('A new version is available' with Reload) and offline. */
import { useSnapshot } from 'valtio';
import { OfflineBanner } from '../offline/OfflineBanner.js';
import { applyUpdate, pwa } from '../pwa.js';
import '../ui/button.css';

export function ShellBanners() {
  const { updateReady } = useSnapshot(pwa);
  return (
    <>
      <OfflineBanner />
      {updateReady ? (
        <div className="shell-banner" role="status">
          <span>A new version is available</span>
          <button type="button" className="btn btn-secondary" onClick={applyUpdate}>
            Reload
          </button>
        </div>
      ) : null}
    </>
  );
}
