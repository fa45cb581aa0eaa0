/** The update prompt of the service worker ('A new version is available' with Reload). */
import { useSnapshot } from 'valtio';
import { applyUpdate, pwa } from '../pwa.js';

export function ShellBanners() {
  const { updateReady } = useSnapshot(pwa);
  if (!updateReady) return null;
  return (
    <div className="shell-banner" role="status">
      <span>A new version is available</span>
      <button type="button" className="btn btn-secondary" onClick={applyUpdate}>
        Reload
      </button>
    </div>
  );
}
