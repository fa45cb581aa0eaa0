/**
 * The top bar of the auth and legal pages. Signed out and not on a legal page: the logo goes to
 * the app's own home (sign-in), and a close button opens the company's main website in a new tab
 * (decision 188). Signed in: the logo goes to /wallet. On legal pages the logo does nothing and
 * there is no close button.
 */
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { MAIN_SITE_URL } from '../lib/brand.js';
import * as paths from '../lib/paths.js';
import { auth } from '../state/auth.js';
import { LogoMark } from './Logo.js';

export function TopBar({ legal }: { legal: boolean }) {
  const { isAuthenticated } = useSnapshot(auth);
  const { t } = useLingui();
  let logo: ReactNode;
  if (legal) logo = <span className="logo-static">{<LogoMark />}</span>;
  else if (isAuthenticated)
    logo = (
      <Link href={paths.wallet} className="logo-link" aria-label={t`CoinVault: go to your wallet`}>
        <LogoMark />
      </Link>
    );
  else
    logo = (
      <Link href={paths.signIn} className="logo-link" aria-label={t`CoinVault home`}>
        <LogoMark />
      </Link>
    );
  return (
    <header className="top-bar">
      {logo}
      {!legal && !isAuthenticated ? (
        <button
          type="button"
          className="icon-button"
          aria-label={t`Close and go to the CoinVault website`}
          onClick={() => window.open(MAIN_SITE_URL, '_blank', 'noopener,noreferrer')}
        >
          <X aria-hidden="true" size={22} />
        </button>
      ) : null}
    </header>
  );
}
