/**
 * 'Install app': shown in the profile area when the browser offers installation, hidden in the
 * installed app (standalone display) and where the browser offers nothing (iOS adds apps from the
 * Share menu instead). Styled by the place that mounts it (a menu item, a tab, or a button).
 */
import { Trans } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { promptInstall, pwa } from '../pwa.js';
import './button.css';

interface InstallAppButtonProps {
  /** The host's own item class (e.g. a profile menu item); a secondary button by default. */
  className?: string;
  /** Render inside an <li>, for menus built as lists. */
  listItem?: boolean;
  iconSize?: number;
}

export function InstallAppButton({ className, listItem, iconSize = 20 }: InstallAppButtonProps) {
  const { canInstall, standalone } = useSnapshot(pwa);
  if (!canInstall || standalone) return null;
  const button = (
    <button type="button" className={className ?? 'btn btn-secondary'} onClick={() => void promptInstall()}>
      <Download aria-hidden="true" size={iconSize} />
      <span>
        <Trans>Install app</Trans>
      </span>
    </button>
  );
  return listItem ? <li>{button}</li> : button;
}
