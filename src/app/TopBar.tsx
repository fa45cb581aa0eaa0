/**
 * The top bar of the auth and legal pages. Signed out and not on a legal page: the logo and a close
 * button open the company's main website in a new tab. Signed in: the logo goes to /wallet.
 * On legal pages the logo does nothing and there is no close button.
 */
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { MAIN_SITE_URL } from '../lib/brand.js';
import { auth } from '../state/auth.js';
import { LogoMark } from './Logo.js';
import * as paths from './paths.js';

export function TopBar({ legal }: { legal: boolean }) {
  const { isAuthenticated } = useSnapshot(auth);
  let logo: ReactNode;
  if (legal) logo = <span className="logo-static">{<LogoMark />}</span>;
  else if (isAuthenticated)
    logo = (
      <Link href={paths.wallet} className="logo-link" aria-label="CoinVault: go to your wallet">
        <LogoMark />
      </Link>
    );
  else
    logo = (
      <a
        href={MAIN_SITE_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="logo-link"
        aria-label="CoinVault website (opens in a new tab)"
      >
        <LogoMark />
      </a>
    );
  return (
    <header className="top-bar">
      {logo}
      {!legal && !isAuthenticated ? (
        <button
          type="button"
          className="icon-button"
          aria-label="Close and go to the CoinVault website"
          onClick={() => window.open(MAIN_SITE_URL, '_blank', 'noopener,noreferrer')}
        >
          <X aria-hidden="true" size={22} />
        </button>
      ) : null}
    </header>
  );
}
