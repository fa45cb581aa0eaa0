/**
 * The public page frames: white auth pages with a side panel from 768 px up (content right,
 * centred below), the legal pages, and the bare frame. The signed-in frame is AppLayout.tsx, its
 * own chunk, so the public pages do not load it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { LanguagePicker } from '../i18n/LanguagePicker.js';
import { legalLinks } from '../lib/legal-links.js';
import { whenLoadedAndIdle } from '../lib/when-idle.js';
import { ensureGeo, locale } from '../state/locale.js';
import { TopBar } from './TopBar.js';
import './layouts.css';

let locationRequested = false;

function requestLocation(): void {
  if (locationRequested) return;
  locationRequested = true;
  void ensureGeo();
}

/**
 * Loads the visitor's location once per page load: the public frame asks after the page has
 * loaded, so the call never delays its first paint; the signed-in frame at once when the account
 * has no market currency yet (screens may need it), else after load too. Legal pages never ask.
 */
export function useVisitorLocation(when: 'now' | 'after-load'): void {
  useEffect(() => {
    if (when === 'now') requestLocation();
    else return whenLoadedAndIdle(requestLocation);
  }, [when]);
}

export function AuthLayout({ children }: { children: ReactNode }) {
  const { country } = useSnapshot(locale);
  const { t, i18n } = useLingui();
  // The terms link follows the visitor's country (an unknown country links the EU terms meanwhile).
  useVisitorLocation('after-load');
  return (
    <div className="auth-page">
      <aside className="auth-panel" aria-hidden="true">
        <div className="auth-panel-inner">
          <p className="auth-panel-title">
            <Trans>Your crypto, held with care.</Trans>
          </p>
          <p className="auth-panel-text">
            <Trans>Buy, swap and send Bitcoin, Ethereum and more, with values in your own currency.</Trans>
          </p>
        </div>
      </aside>
      <div className="auth-main">
        <TopBar legal={false} />
        <main id="main" className="auth-content">
          {children}
        </main>
        <footer className="auth-footer">
          <nav aria-label={t`Legal`}>
            <ul>
              {legalLinks(country).map((l) => (
                <li key={l.href}>
                  <Link href={l.href}>{i18n._(l.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <LanguagePicker />
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
