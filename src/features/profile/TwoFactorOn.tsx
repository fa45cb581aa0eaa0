/**
 * 2FA on: how many recovery codes are left, and the two changes, each confirmed with the password
 * and a code: new recovery codes, or turning 2FA off.
 */
import { useEffect, useState } from 'react';
import { PROFILE_MESSAGES as M } from '../../../contract/profile.js';
import { updateUser } from '../../state/auth.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { toast } from '../../ui/toast.js';
import { disable2fa, getSecuritySettings, regenerateRecoveryCodes } from './api/profile.js';
import { PasswordCodeModal } from './PasswordCodeModal.js';
import { TwoFactorHead } from './TwoFactorHead.js';

export function TwoFactorOn({ onNewCodes }: { onNewCodes: (codes: string[], after: () => void) => void }) {
  const [modal, setModal] = useState<'disable' | 'renew' | null>(null);
  const [codesLeft, setCodesLeft] = useState<number | null>(null);

  // Read on showing: after 2FA is turned on and after a new set, this card shows afresh.
  useEffect(() => {
    let cancelled = false;
    getSecuritySettings()
      .then((s) => {
        if (!cancelled) setCodesLeft(s.recoveryCodesLeft ?? null);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <div className="profile-card security-card">
      <TwoFactorHead on />
      <p className="muted">
        Signing in and withdrawing ask for a 6-digit code from your authenticator app. If you lose the app, a recovery
        code signs you in once instead.
      </p>
      {codesLeft !== null ? (
        <p className={codesLeft <= 2 ? 'notice' : undefined}>
          {codesLeft} unused recovery code{codesLeft === 1 ? '' : 's'}
          {codesLeft <= 2 ? ': make a new set soon.' : '.'}
        </p>
      ) : null}
      <div className="modal-actions twofa-manage">
        <OnlineButton variant="secondary" onClick={() => setModal('renew')} notice={null}>
          New recovery codes
        </OnlineButton>
        <OnlineButton variant="danger" onClick={() => setModal('disable')} notice={null}>
          Turn off 2FA
        </OnlineButton>
      </div>
      {modal === 'disable' ? (
        <PasswordCodeModal
          title="Turn off Two-Factor Authentication"
          intro="Signing in and withdrawing will no longer ask for a code, and your recovery codes will stop working. Enter your password and a code from your authenticator app or a recovery code."
          action="Turn off 2FA"
          danger
          onClose={() => setModal(null)}
          run={async (p) => {
            await disable2fa(p);
            setModal(null);
            updateUser({ is2FA: false });
            toast.success(M.twoFaDisabled);
          }}
        />
      ) : null}
      {modal === 'renew' ? (
        <PasswordCodeModal
          title="New recovery codes"
          intro="Your current recovery codes will stop working. Enter your password and a code from your authenticator app."
          action="Create new codes"
          onClose={() => setModal(null)}
          run={async (p) => {
            const codes = await regenerateRecoveryCodes(p);
            setModal(null);
            onNewCodes(codes, () => toast.success(M.recoveryCodesRenewed));
          }}
        />
      ) : null}
    </div>
  );
}
