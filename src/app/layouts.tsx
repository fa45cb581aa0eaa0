/**
 * The page frames: white auth pages with a side panel from 768 px up (content right, centred
 * below), grey app pages with the header, back button and bottom bar, and the legal pages.
 */
import { ArrowLeft, ArrowLeftRight, User, Wallet } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { legalLinks } from '../lib/legal-links.js';
import { auth } from '../state/auth.js';
import { locale } from '../state/locale.js';
import { Avatar } from '../ui/Avatar.js';
import { LogoMark } from './Logo.js';
import { activeNav, showsBackButton } from './nav-rules.js';
import { TopBar } from './TopBar.js';
import './layouts.css';

export function AuthLayout({ children }: { children: ReactNode }) {
  const { country } = useSnapshot(locale);
  return (
    <div className="auth-page">
      <aside className="auth-panel" aria-hidden="true">
        <div className="auth-panel-inner">
          <p className="auth-panel-title">Your crypto, held with care.</p>
          <p className="auth-panel-text">
            Buy, swap and send Bitcoin, Ethereum and more, with values in your own currency.
          </p>
        </div>
      </aside>
      <div className="auth-main">
        <TopBar legal={false} />
        <main id="main" className="auth-content">
          {children}
        </main>
        <footer className="auth-footer">
          <nav aria-label="Legal">
            <ul>
              {legalLinks(country).map((l) => (
                <li key={l.href}>
                  <Link href={l.href}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </footer>
      </div>
    </div>
  );
}

export function LegalLayout({ children }: { children: ReactNode }) {
  return (
    <div className="legal-page">
      <TopBar legal />
      <main id="main" className="legal-main">
        {children}
      </main>
    </div>
  );
}

export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="bare-main">
      {children}
    </main>
  );
}

function BackButton() {
  return (
    <button
      type="button"
      className="icon-button back-button"
      aria-label="Back"
      onClick={() => {
        if (window.history.length > 1) window.history.back();
        else window.location.assign('/');
      }}
    >
      <ArrowLeft aria-hidden="true" size={22} />
    </button>
  );
}

export function AppLayout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const { user } = useSnapshot(auth);
  const admin = user?.role === 'admin';
  const active = activeNav(path);
  const email = user?.email ?? '';
  const live = Boolean(user) && !admin;
  useEffect(() => {
    if (!live) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void import('../state/live-updates.js').then((m) => {
      if (!ended) stop = m.startLiveUpdates();
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [live]);
  return (
    <div className="app-page">
      <header className="app-header">
        <div className="app-header-inner">
          <div className="app-header-start">
            {showsBackButton(path) ? <BackButton /> : null}
            <Link href="/wallet" className="logo-link" aria-label={admin ? 'Home' : 'Go to your wallet'}>
              <LogoMark />
            </Link>
          </div>
          <nav aria-label="Main" className="app-nav">
            {admin ? (
              <Link
                href="/admin/transaction-history"
                className="nav-link"
                aria-current={path.startsWith('/admin') ? 'page' : undefined}
              >
                Transactions
              </Link>
            ) : (
              <>
                <Link href="/wallet" className="nav-link" aria-current={active === 'wallet' ? 'page' : undefined}>
                  Wallet
                </Link>
                <Link
                  href="/transactions"
                  className="nav-link"
                  aria-current={active === 'transactions' ? 'page' : undefined}
                >
                  Transactions
                </Link>
              </>
            )}
          </nav>
          <Link href="/profile" className="avatar-link" aria-label="Profile">
            <Avatar email={email} />
          </Link>
        </div>
      </header>
      <main id="main" className="app-main">
        {children}
      </main>
      {admin ? null : (
        <nav aria-label="Bottom" className="bottom-bar">
          <Link href="/wallet" className="bottom-link" aria-current={active === 'wallet' ? 'page' : undefined}>
            <Wallet aria-hidden="true" size={22} />
            <span>Wallet</span>
          </Link>
          <Link
            href="/transactions"
            className="bottom-link"
            aria-current={active === 'transactions' ? 'page' : undefined}
          >
            <ArrowLeftRight aria-hidden="true" size={22} />
            <span>Transactions</span>
          </Link>
          <Link href="/profile/mobile" className="bottom-link" aria-current={active === 'profile' ? 'page' : undefined}>
            <User aria-hidden="true" size={22} />
            <span>Profile</span>
          </Link>
        </nav>
      )}
    </div>
  );
}
