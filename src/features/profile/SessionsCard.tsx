/**
 * Signed-in devices (decision 136): each session with its browser, country, sign-in time and last
 * activity, "This device" on the one in hand; sign out one, or every one but this (after the
 * password or a passkey: a copied access token alone cannot sign the owner out).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Laptop, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { SessionView } from '../../../contract/devices.js';
import { getSessions, revokeOtherSessions, revokeSession } from '../../api/sessions.js';
import { formatWhen } from '../../lib/dates.js';
import { locale } from '../../state/locale.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { toast } from '../../ui/toast.js';
import { PasswordCodeModal } from './PasswordCodeModal.js';
import { useLoadedActions } from './use-loaded-actions.js';

const ICONS = { desktop: Laptop, mobile: Smartphone, tablet: Tablet };

function SessionRow({ s, busy, onSignOut }: { s: SessionView; busy: boolean; onSignOut: () => void }) {
  const { t } = useLingui();
  const { timeZone } = useSnapshot(locale);
  const Icon = ICONS[s.type];
  const country = s.countryName;
  const device = s.device;
  const signedIn = formatWhen(s.signedInAt, timeZone);
  const lastActive = formatWhen(s.lastActiveAt, timeZone);
  return (
    <li className="session-row" data-testid="session-row">
      <Icon aria-hidden="true" size={22} />
      <div className="session-text">
        <p className="session-device">
          {s.device}
          {s.current ? (
            <span className="badge badge-success">
              <Trans>This device</Trans>
            </span>
          ) : null}
        </p>
        <p className="muted">
          {s.countryName ? (
            <Trans>
              {country} · Signed in {signedIn}
            </Trans>
          ) : (
            <Trans>Unknown country · Signed in {signedIn}</Trans>
          )}
        </p>
        <p className="muted">
          <Trans>Last active {lastActive}</Trans>
        </p>
      </div>
      {s.current ? null : (
        <OnlineButton variant="secondary" busy={busy} aria-label={t`Sign out ${device}`} onClick={onSignOut}>
          <Trans context="device">Sign out</Trans>
        </OnlineButton>
      )}
    </li>
  );
}

export function SessionsCard() {
  const { t } = useLingui();
  const {
    data: sessions,
    failed,
    busy,
    run,
    load,
  } = useLoadedActions(getSessions, t`That did not work. Please try again.`);
  const [confirming, setConfirming] = useState(false);

  const others = sessions?.filter((s) => !s.current).length ?? 0;
  return (
    <div className="profile-card security-card">
      <div className="security-card-head">
        <Laptop aria-hidden="true" size={24} />
        <h2>
          <Trans>Signed-in Devices</Trans>
        </h2>
      </div>
      <p className="muted">
        <Trans>Where your account is signed in now. Sign out any device you do not recognise.</Trans>
      </p>
      {failed ? (
        <p role="alert">
          <Trans>Your devices could not be loaded. Please try again.</Trans>
        </p>
      ) : null}
      {sessions === null && !failed ? <div className="skeleton-line" /> : null}
      {sessions ? (
        <ul className="session-list" aria-label={t`Signed-in devices`}>
          {sessions.map((s) => (
            <SessionRow
              key={s.id}
              s={s}
              busy={busy === s.id}
              onSignOut={() => void run(s.id, () => revokeSession(s.id), t`Signed out on that device.`)}
            />
          ))}
        </ul>
      ) : null}
      {others > 0 ? (
        <OnlineButton variant="danger" onClick={() => setConfirming(true)}>
          <Trans>Sign out everywhere else</Trans>
        </OnlineButton>
      ) : null}
      {confirming ? (
        <PasswordCodeModal
          title={t`Sign out everywhere else?`}
          intro={t`Every other device signed in to your account will be signed out. We will email you about it. Confirm with your password or a passkey.`}
          action={t`Sign out everywhere else`}
          danger
          askCode={false}
          passkeyForPassword
          run={async (p) => {
            await revokeOtherSessions({ password: p.password, passkey: p.passkey });
            setConfirming(false);
            toast.success(t`Signed out everywhere else.`);
            await load();
          }}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
