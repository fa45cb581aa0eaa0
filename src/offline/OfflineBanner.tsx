/** The shell's 'You are offline' banner: shown on every screen while writes cannot reach the server. */
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
        <strong>{n.online ? 'CoinVault cannot be reached' : 'You are offline'}</strong>
        <span> Saved data is shown; changes need a connection.</span>
      </p>
    </div>
  );
}
