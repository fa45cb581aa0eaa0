/**
 * The shell's 'You are offline' banner: shown on every screen while writes cannot reach the server,
 * whether the device has no network or the server does not answer (then it says so too).
 */
import { Trans } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { network } from './network.js';
import './offline.css';

export function OfflineBanner() {
  const n = useSnapshot(network);
  if (n.online && n.reachable) return null;
  return (
    <div className="offline-banner" role="status">
      <WifiOff aria-hidden="true" size={18} />
      <p>
        <strong>
          <Trans>You are offline</Trans>
        </strong>{' '}
        <span>
          {n.online ? (
            <Trans>CoinVault cannot be reached right now. Saved data is shown; changes need a connection.</Trans>
          ) : (
            <Trans>Saved data is shown; changes need a connection.</Trans>
          )}
        </span>
      </p>
    </div>
  );
}
