/**
 * 'Install app': shown in the profile area when the browser offers installation, hidden in the
 * installed app (standalone display) and where the browser offers nothing (iOS adds apps from the
 * Share menu instead).
 */
import { Download } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { promptInstall, pwa } from '../pwa.js';
import { Button } from './Button.js';

export function InstallAppButton({ block }: { block?: boolean }) {
  const { canInstall, standalone } = useSnapshot(pwa);
  if (!canInstall || standalone) return null;
  return (
    <Button variant="secondary" block={block} onClick={() => void promptInstall()}>
      <Download aria-hidden="true" size={18} />
      Install app
    </Button>
  );
}
