/**
 * /profile, /profile/{section} and /profile/mobile. Wide screens: a tab bar with the avatar;
 * narrow screens: a menu list that drills into a section, with a back link to /profile.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Bell, BookUser, ChevronLeft, ChevronRight, IdCard, LifeBuoy, LogOut, Shield, User } from 'lucide-react';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, Redirect, useLocation } from 'wouter';
import { logout } from '../../api/accounts.js';
import { useMediaQuery } from '../../lib/use-media-query.js';
import { auth } from '../../state/auth.js';
import { Avatar } from '../../ui/Avatar.js';
import { InstallAppButton } from '../../ui/InstallAppButton.js';
import { AccountSection } from './AccountSection.js';
import { AddressBookSection } from './AddressBookSection.js';
import { NotificationsSection } from './NotificationsSection.js';
import { SecuritySection } from './SecuritySection.js';
import { SECTIONS, type SectionId, viewFor } from './sections.js';
import { VerificationSection } from './VerificationSection.js';
import '../../ui/screens.css';
import './profile.css';
import * as paths from '../../lib/paths.js';
import { EmailAddress } from '../../ui/EmailAddress.js';

const ICONS: Record<SectionId, typeof User> = {
  account: User,
  verification: IdCard,
  security: Shield,
  addressBook: BookUser,
  notifications: Bell,
};

function Section({ id }: { id: SectionId }) {
  switch (id) {
    case 'account':
      return <AccountSection />;
    case 'verification':
      return <VerificationSection />;
    case 'security':
      return <SecuritySection />;
    case 'addressBook':
      return <AddressBookSection />;
    case 'notifications':
      return <NotificationsSection />;
  }
}

function useLogout() {
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  return {
    busy,
    run: async () => {
      setBusy(true);
      await logout();
      navigate(paths.signIn, { replace: true });
    },
  };
}

export default function ProfileScreen() {
  const { t, i18n } = useLingui();
  const [path] = useLocation();
  // From the 768 px breakpoint up the tab bar shows; below it the menu drills in.
  const wide = useMediaQuery('(min-width: 768px)', true);
  const { user } = useSnapshot(auth);
  const out = useLogout();
  const view = viewFor(path, wide);
  if (view.kind === 'unknown') return <Redirect to={paths.profile} replace />;
  const email = user?.email ?? '';
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');

  if (view.kind === 'menu')
    return (
      <section className="profile-page" aria-labelledby="profile-title">
        <div className="profile-identity">
          <Avatar email={email} size={56} />
          <div>
            <h1 id="profile-title">{name || <Trans>Profile</Trans>}</h1>
            <p className="profile-email">
              <EmailAddress address={email} />
            </p>
          </div>
        </div>
        <nav aria-label={t`Profile sections`}>
          <ul className="profile-menu">
            {SECTIONS.map((s) => {
              const Icon = ICONS[s.id];
              return (
                <li key={s.id}>
                  <Link href={paths.profileSectionPath(s.id)} className="profile-menu-item">
                    <Icon aria-hidden="true" size={20} />
                    <span>{i18n._(s.label)}</span>
                    <ChevronRight aria-hidden="true" size={18} className="profile-menu-chevron" />
                  </Link>
                </li>
              );
            })}
            {user?.role === 'admin' ? null : (
              <li>
                <Link href={paths.help} className="profile-menu-item">
                  <LifeBuoy aria-hidden="true" size={20} />
                  <span>
                    <Trans>Help</Trans>
                  </span>
                  <ChevronRight aria-hidden="true" size={18} className="profile-menu-chevron" />
                </Link>
              </li>
            )}
            <InstallAppButton className="profile-menu-item" listItem />
            <li>
              <button
                type="button"
                className="profile-menu-item profile-logout"
                onClick={() => void out.run()}
                disabled={out.busy}
              >
                <LogOut aria-hidden="true" size={20} />
                <span>
                  <Trans>Log out</Trans>
                </span>
              </button>
            </li>
          </ul>
        </nav>
      </section>
    );

  const current = SECTIONS.find((s) => s.id === view.id)!;
  return (
    <section className="profile-page" aria-labelledby="profile-section-title">
      {wide ? (
        <div className="profile-bar">
          <Avatar email={email} size={44} />
          <nav aria-label={t`Profile sections`} className="profile-tabs">
            {SECTIONS.map((s) => (
              <Link
                key={s.id}
                href={paths.profileSectionPath(s.id)}
                className="profile-tab"
                aria-current={s.id === view.id ? 'page' : undefined}
              >
                {i18n._(s.label)}
              </Link>
            ))}
            {user?.role === 'admin' ? null : (
              <Link href={paths.help} className="profile-tab">
                <Trans>Help</Trans>
              </Link>
            )}
            <button
              type="button"
              className="profile-tab profile-logout"
              onClick={() => void out.run()}
              disabled={out.busy}
            >
              <LogOut aria-hidden="true" size={16} />
              <Trans>Log out</Trans>
            </button>
          </nav>
        </div>
      ) : (
        <Link href={paths.profile} className="profile-back">
          <ChevronLeft aria-hidden="true" size={18} />
          <Trans>Profile</Trans>
        </Link>
      )}
      <h1 id="profile-section-title" className="profile-section-title">
        {i18n._(current.label)}
      </h1>
      <Section id={view.id} />
      {wide ? <InstallAppButton className="btn btn-secondary profile-install" /> : null}
    </section>
  );
}
