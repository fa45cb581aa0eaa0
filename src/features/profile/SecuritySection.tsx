/**
 * Security: two-factor authentication, passkeys, the anti-phishing code, signed-in devices, password change
 * and account deletion.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { ACCOUNT_DELETE_LOGOUT_MS } from '../../../contract/profile.js';
import * as paths from '../../lib/paths.js';
import { OfflineNotice } from '../../offline/OfflineNotice.js';
import { auth } from '../../state/auth.js';
import { endSession, markAccountClosed, sessionUi } from '../../state/session.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { AntiPhishingCard } from './AntiPhishingCard.js';
import { ChangePasswordModal } from './ChangePasswordModal.js';
import { DeleteAccountModal } from './DeleteAccountModal.js';
import { PasskeysCard } from './PasskeysCard.js';
import { SessionsCard } from './SessionsCard.js';
import { SuccessModal } from './SuccessModal.js';
import { TwoFactorCard } from './TwoFactorCard.js';

type Open = 'password' | 'delete' | null;

export function SecuritySection() {
  const { t } = useLingui();
  const { user } = useSnapshot(auth);
  const [, navigate] = useLocation();
  const [open, setOpen] = useState<Open>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const deleted = useRef(false);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The server already ended every session of a closed account: only this browser forgets it.
  const leave = () => {
    clearTimeout(leaveTimer.current);
    void endSession({ expired: false }).then(() => {
      sessionUi.expired = false;
    });
    navigate(paths.signIn, { replace: true });
  };

  // Leaving the screen before the message is done still forgets the closed account's session.
  useEffect(
    () => () => {
      clearTimeout(leaveTimer.current);
      if (deleted.current) void endSession({ expired: false });
    },
    [],
  );

  return (
    <div className="security-grid">
      <OfflineNotice message={t`A connection is needed to change security settings.`} />
      <TwoFactorCard onEnabled={() => setSuccess(t`Two-Factor Authentication has been successfully enabled`)} />
      <PasskeysCard />
      <AntiPhishingCard />
      <SessionsCard />
      <div className="profile-card security-card">
        <div className="security-card-head">
          <KeyRound aria-hidden="true" size={24} />
          <h2>
            <Trans>Password</Trans>
          </h2>
        </div>
        <p className="muted">
          <Trans>Changing your password signs you out on your other devices.</Trans>
        </p>
        <OnlineButton variant="secondary" onClick={() => setOpen('password')}>
          <Trans>Change Password</Trans>
        </OnlineButton>
      </div>
      {user?.role === 'admin' ? null : (
        <div className="profile-card security-card">
          <div className="security-card-head">
            <Trash2 aria-hidden="true" size={24} />
            <h2>
              <Trans>Delete Account</Trans>
            </h2>
          </div>
          <p className="muted">
            <Trans>Close your account for good. Withdraw your entire balance first.</Trans>
          </p>
          <OnlineButton variant="danger" onClick={() => setOpen('delete')}>
            <Trans>Delete Account</Trans>
          </OnlineButton>
        </div>
      )}

      {open === 'password' ? (
        <ChangePasswordModal
          onClose={() => setOpen(null)}
          onChanged={() => {
            setOpen(null);
            setSuccess(t`The password has been successfully changed`);
          }}
        />
      ) : null}
      {open === 'delete' ? (
        <DeleteAccountModal
          onClose={() => setOpen(null)}
          onDeleted={(message, fundsHeld) => {
            deleted.current = true;
            markAccountClosed();
            setOpen(null);
            setSuccess(message);
            // A balance held for return is explained in the message: leave only when they are done reading.
            if (!fundsHeld) leaveTimer.current = setTimeout(leave, ACCOUNT_DELETE_LOGOUT_MS);
          }}
        />
      ) : null}
      {success ? (
        <SuccessModal
          message={success}
          onDone={() => {
            setSuccess(null);
            if (deleted.current) leave();
          }}
        />
      ) : null}
    </div>
  );
}
