/**
 * Signed-in devices (decision 136): each session with its browser, country, sign-in time and last
 * activity, "This device" on the one in hand; sign out one, or every one but this (after the
 * password or a passkey: a copied access token alone cannot sign the owner out).
 */
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
const LOAD_FAILED = 'Your devices could not be loaded. Please try again.';
const SIGN_OUT_FAILED = 'That did not work. Please try again.';

function SessionRow({ s, busy, onSignOut }: { s: SessionView; busy: boolean; onSignOut: () => void }) {
  const { timeZone } = useSnapshot(locale);
  const Icon = ICONS[s.type];
  return (
    <li className="session-row" data-testid="session-row">
      <Icon aria-hidden="true" size={22} />
      <div className="session-text">
        <p className="session-device">
          {s.device}
          {s.current ? <span className="badge badge-success">This device</span> : null}
        </p>
        <p className="muted">
          {s.countryName || 'Unknown country'} · Signed in {formatWhen(s.signedInAt, timeZone)}
        </p>
        <p className="muted">Last active {formatWhen(s.lastActiveAt, timeZone)}</p>
      </div>
      {s.current ? null : (
        <OnlineButton variant="secondary" busy={busy} aria-label={`Sign out ${s.device}`} onClick={onSignOut}>
          Sign out
        </OnlineButton>
      )}
    </li>
  );
}

export function SessionsCard() {
  const { data: sessions, failed, busy, run, load } = useLoadedActions(getSessions, SIGN_OUT_FAILED);
  const [confirming, setConfirming] = useState(false);

  const others = sessions?.filter((s) => !s.current).length ?? 0;
  return (
    <div className="profile-card security-card">
      <div className="security-card-head">
        <Laptop aria-hidden="true" size={24} />
        <h2>Signed-in Devices</h2>
      </div>
      <p className="muted">Where your account is signed in now. Sign out any device you do not recognise.</p>
      {failed ? <p role="alert">{LOAD_FAILED}</p> : null}
      {sessions === null && !failed ? <div className="skeleton-line" /> : null}
      {sessions ? (
        <ul className="session-list" aria-label="Signed-in devices">
          {sessions.map((s) => (
            <SessionRow
              key={s.id}
              s={s}
              busy={busy === s.id}
              onSignOut={() => void run(s.id, () => revokeSession(s.id))}
            />
          ))}
        </ul>
      ) : null}
      {others > 0 ? (
        <OnlineButton variant="danger" onClick={() => setConfirming(true)}>
          Sign out everywhere else
        </OnlineButton>
      ) : null}
      {confirming ? (
        <PasswordCodeModal
          title="Sign out everywhere else?"
          intro="Every other device signed in to your account will be signed out. We will email you about it. Confirm with your password or a passkey."
          action="Sign out everywhere else"
          danger
          askCode={false}
          passkeyForPassword
          run={async (p) => {
            const r = await revokeOtherSessions({ password: p.password, passkey: p.passkey });
            setConfirming(false);
            toast.success(r.message ?? 'Signed out everywhere else.');
            await load();
          }}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
