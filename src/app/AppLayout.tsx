/**
 * The signed-in frame: grey app pages with the header, back button and bottom bar. Its own chunk,
 * loaded only once someone is signed in.
 */
import { plural } from '@lingui/core/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ArrowLeftRight, Bell, type LucideIcon, User, Wallet } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import * as paths from '../lib/paths.js';
import { whenLoadedAndIdle } from '../lib/when-idle.js';
import { endAlertsOnDevice, unseenAlerts } from '../state/alert-device.js';
import { auth } from '../state/auth.js';
import { onSessionEnd } from '../state/session.js';
import { Avatar } from '../ui/Avatar.js';
import { LogoMark } from './Logo.js';
import { useVisitorLocation } from './layouts.js';
import { activeNav, backTarget, showsBackButton } from './nav-rules.js';

// A sign-out or expiry clears the price-alert badge and ends this browser's push subscription.
onSessionEnd(endAlertsOnDevice);

/** A link of the app's navigation, marked as the page shown while its section is open. */
function NavLink({
  href,
  className,
  current,
  children,
}: {
  href: string;
  className: string;
  current: boolean;
  children: ReactNode;
}) {
  return (
    <Link href={href} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/** A link of the bottom bar on phones: its icon over its name. */
function BottomLink({
  href,
  current,
  icon: Icon,
  children,
}: {
  href: string;
  current: boolean;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <NavLink href={href} className="bottom-link" current={current}>
      <Icon aria-hidden="true" size={22} />
      <span>{children}</span>
    </NavLink>
  );
}

function BackButton({ fallback }: { fallback: string }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className="icon-button back-button"
      aria-label={t`Back`}
      onClick={() => {
        if (window.history.length > 1) window.history.back();
        else window.location.assign(fallback);
      }}
    >
      <ArrowLeft aria-hidden="true" size={22} />
    </button>
  );
}

/** Fired price alerts and filled orders not yet seen (decision 443): a link to them, shown only while there are some. */
function FiredAlertsLink() {
  const { count } = useSnapshot(unseenAlerts);
  // The plural below reads the active language; this hook re-renders the link when it changes.
  useLinguiContext();
  if (count === 0) return null;
  return (
    <Link
      href={paths.priceAlerts}
      className="fired-alerts-link"
      aria-label={plural(count, {
        one: 'Price alerts and orders: # not seen yet',
        other: 'Price alerts and orders: # not seen yet',
      })}
      data-testid="fired-alerts-link"
    >
      <Bell aria-hidden="true" size={22} />
      <span className="fired-alerts-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}

export default function AppLayout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const { user } = useSnapshot(auth);
  const admin = user?.role === 'admin';
  const { t } = useLingui();
  const active = activeNav(path);
  const email = user?.email ?? '';
  const live = Boolean(user) && !admin;
  useEffect(() => {
    if (!live) return;
    let stop: (() => void) | undefined;
    let ended = false;
    // Polling never competes with the first screen: it starts once the page is loaded and idle.
    const cancel = whenLoadedAndIdle(() => {
      void import('../state/live-updates.js').then((m) => {
        if (!ended) stop = m.startLiveUpdates();
      });
    });
    return () => {
      ended = true;
      cancel();
      stop?.();
    };
  }, [live]);
  // The visitor's location only fills in a market currency the account does not have yet. An
  // account that has one asks once the page has loaded, as the public frames do: the call and its
  // answer are then no part of the first screen's work.
  useVisitorLocation(user?.currency_code ? 'after-load' : 'now');
  return (
    <div className="app-page">
      <header className="app-header">
        <div className="app-header-inner">
          <div className="app-header-start">
            {showsBackButton(path) ? <BackButton fallback={backTarget(path)} /> : null}
            <Link
              href={paths.wallet}
              className="logo-link"
              aria-label={admin ? t`CoinVault home` : t`CoinVault: go to your wallet`}
            >
              <LogoMark />
            </Link>
          </div>
          <nav aria-label={t`Main`} className="app-nav">
            {admin ? (
              <>
                <NavLink href={paths.adminHistory} className="nav-link" current={active === 'merchant'}>
                  <Trans>Transactions</Trans>
                </NavLink>
                <Link href={paths.backOfficeStaff} className="nav-link">
                  <Trans>Staff</Trans>
                </Link>
              </>
            ) : (
              <>
                <NavLink href={paths.wallet} className="nav-link" current={active === 'wallet'}>
                  <Trans>Wallet</Trans>
                </NavLink>
                <NavLink href={paths.transactions} className="nav-link" current={active === 'transactions'}>
                  <Trans>Transactions</Trans>
                </NavLink>
              </>
            )}
          </nav>
          {admin ? null : <FiredAlertsLink />}
          <Link href={paths.profile} className="avatar-link" aria-label={t`Profile`}>
            <Avatar email={email} />
          </Link>
        </div>
      </header>
      <main id="main" className="app-main">
        {children}
      </main>
      {admin ? null : (
        <nav aria-label={t`Bottom`} className="bottom-bar">
          <BottomLink href={paths.wallet} current={active === 'wallet'} icon={Wallet}>
            <Trans>Wallet</Trans>
          </BottomLink>
          <BottomLink href={paths.transactions} current={active === 'transactions'} icon={ArrowLeftRight}>
            <Trans>Transactions</Trans>
          </BottomLink>
          <BottomLink href={paths.profileMobile} current={active === 'profile'} icon={User}>
            <Trans>Profile</Trans>
          </BottomLink>
        </nav>
      )}
    </div>
  );
}
